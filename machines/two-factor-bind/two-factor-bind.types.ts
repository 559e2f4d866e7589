/**
 * Types of the authenticator binding wizard (R-LOGIN-3: "The binding flow has
 * four steps: download app, scan QR, back up 16-digit key, enable").
 */

/** What the injected `setupTotp` resolves with: the contract's TotpSetup. */
export interface TotpSetupInfo {
  /** 16-character base32 backup key. */
  secret: string
  /** Image (data URL) of the QR code of otpauth_url. */
  qrcode: string
  otpauth_url: string
}

/** Input of the injected `bindTotp`: the setup's secret and the code the app shows now. */
export interface BindTotpInput {
  secret: string
  code: string
}

/**
 * - `setupFailed`: the key could not be created (retry).
 * - `codeFormat`: the code is not six digits; no call was made.
 * - `bindFailed`: the server refused the code (its text in `message`) or the call failed.
 */
export interface BindError {
  code: 'setupFailed' | 'codeFormat' | 'bindFailed'
  message?: string
}

export interface BindContext {
  setup: TotpSetupInfo | null
  error: BindError | null
}

export type BindEvent =
  | { type: 'bind.next' }
  | { type: 'bind.back' }
  | { type: 'bind.retry' }
  | { type: 'bind.submit'; code: string }

/** The four steps the wizard shows (then `done`). */
export type BindStep = 'download' | 'scan' | 'backup' | 'enable' | 'done'
