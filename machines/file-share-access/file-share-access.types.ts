/**
 * Types of the public /fileshare page's flow. The generated API types (PublicShare,
 * ShareRefusal) satisfy these without this folder importing src/api.
 */

/** Why a link does not open, as the server says (openapi.yaml ShareRefusal.reason). */
export type ShareRefusalReason =
  'code_required' | 'wrong_code' | 'not_found' | 'cancelled' | 'expired'

/** What the openShare actor rejects with when the server refused the link. */
export interface ShareRefusalError {
  reason: ShareRefusalReason
}

export interface SharedFile {
  id: number
  name: string
  size: number
  path?: string
}

export interface OpenedShare {
  share_key: string
  owner: string
  expire_at: string | null
  files: readonly SharedFile[]
}

export interface OpenShareInput {
  shareKey: string
  code: string
}

/** Refusals that end the visit, and what the code step says. */
export type ShareEndReason = 'not_found' | 'cancelled' | 'expired'
export type CodeError = 'wrong_code' | 'failed'

export interface FileShareAccessContext {
  shareKey: string
  /** The code that opened the share (downloads send it again). */
  code: string
  share: OpenedShare | null
  refusal: ShareEndReason | null
  codeError: CodeError | null
}

export interface FileShareAccessInput {
  /** From the link; '' when the link has none. */
  shareKey: string
}

export type FileShareAccessEvent =
  { type: 'code.submit'; code: string } | { type: 'code.change' } | { type: 'share.retry' }
