/**
 * Signatures and templates in the compose body (R-COMPOSE, R-DATA "Signature (id,
 * caption/title, content; default for new mail and for reply/forward)", "Template"). The
 * signature is one top-level block of the body marked `data-compose-signature="<id>"`, so a
 * later choice finds and replaces it; the mark survives the editor, the outgoing sanitiser and a
 * draft's round trip, and means nothing to anyone reading the mail.
 */
import { htmlText, openingTagAttributes, showsContent, splitTopLevel } from './bodyHtml.ts'
import type { ComposeMode } from './modes.ts'

export interface ComposeSignature {
  id: number
  caption: string
  /** html */
  content: string
}

/** A mail template (GET /api/setting/templates/). */
export interface ComposeTemplate {
  id: number
  caption: string
  /** html */
  content: string
}

/** GET /api/setting/signatures/ as compose uses it. */
export interface SignatureSet {
  list: ComposeSignature[]
  defaultNew: number | null
  defaultReply: number | null
}

export const NO_SIGNATURES: SignatureSet = { list: [], defaultNew: null, defaultReply: null }

export const SIGNATURE_ATTRIBUTE = 'data-compose-signature'

const EMPTY_LINE = '<p><br></p>'

/**
 * The signature a compose starts with: the 'new mail' default for a new mail, the
 * 'reply/forward' default for reply, reply all and both forwards. Send again and an opened draft
 * keep the body they have.
 */
export function defaultSignatureFor(
  mode: ComposeMode,
  signatures: SignatureSet,
): ComposeSignature | null {
  const id =
    mode === 'new'
      ? signatures.defaultNew
      : mode === 'again' || mode === 'draft'
        ? null
        : signatures.defaultReply
  return signatures.list.find((s) => s.id === id) ?? null
}

export function signatureBlock(signature: ComposeSignature): string {
  return `<div ${SIGNATURE_ATTRIBUTE}="${signature.id}">${signature.content}</div>`
}

const isSignaturePiece = (html: string) =>
  /^<div\b/i.test(html) && SIGNATURE_ATTRIBUTE in openingTagAttributes(html)

/** The id of the signature in the body; null with none (or one the list no longer knows). */
export function signatureIdIn(html: string): number | null {
  const piece = splitTopLevel(html).find((p) => isSignaturePiece(p.html))
  if (!piece) return null
  const id = Number(openingTagAttributes(piece.html)[SIGNATURE_ATTRIBUTE])
  return Number.isInteger(id) ? id : null
}

/**
 * Where the quoted original of a reply or forward starts: its '----- Original -----' line (five
 * hyphens or more, as mail clients write it) or a top-level <blockquote>.
 */
function quoteStart(pieces: { html: string; tag: string | null }[]): number {
  return pieces.findIndex(
    (p) => p.tag === 'blockquote' || (p.tag !== null && /^-{5,}/.test(htmlText(p.html))),
  )
}

/**
 * The body with `signature` in it, or with none (null). A signature already there is replaced
 * where it stands; otherwise the new one goes under an empty first line in an empty body, before
 * the quoted original of a reply or forward (an empty line between, and one above when nothing
 * is written yet), or at the end.
 */
export function placeSignature(html: string, signature: ComposeSignature | null): string {
  const pieces = splitTopLevel(html)
  const current = pieces.findIndex((p) => isSignaturePiece(p.html))
  const block = signature ? signatureBlock(signature) : ''
  if (current >= 0) {
    return pieces.map((p, i) => (i === current ? block : p.html)).join('')
  }
  if (!signature) return html
  if (!pieces.some((p) => showsContent(p.html))) return EMPTY_LINE + block
  const quote = quoteStart(pieces)
  if (quote < 0) return html + block
  // The reply is written above the signature: keep a line for it.
  const before = quote === 0 ? [EMPTY_LINE] : pieces.slice(0, quote).map((p) => p.html)
  const after = pieces.slice(quote).map((p) => p.html)
  return [...before, block, EMPTY_LINE, ...after].join('')
}

/** Whether the body holds anything besides its signature (text or an image). */
export function hasOwnContent(html: string): boolean {
  return splitTopLevel(html).some((p) => !isSignaturePiece(p.html) && showsContent(p.html))
}

/**
 * A template replaces the body; the signature block, if there is one, stays under it (the
 * template is what is written, the signature who wrote it).
 */
export function bodyFromTemplate(html: string, template: string): string {
  const signature = splitTopLevel(html).find((p) => isSignaturePiece(p.html))
  return signature ? template + signature.html : template
}
