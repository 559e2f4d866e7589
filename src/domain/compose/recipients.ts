/**
 * Recipient entry (R-VALID-14, R-VALID): a typed or pasted
 * list is split on comma, semicolon (ASCII or full-width ，；) and whitespace; 'Name <address>' and
 * '"Name" <address>' are parsed; duplicates are ignored case-insensitively; invalid addresses are
 * kept and marked invalid. Also the edit-a-recipient check and the partial-send list order.
 */

/**
 * One chip in To / Cc / Bcc (R-DATA-9: email, name for fullname, valid for status; the field is
 * its type). `valid` false = shown in the error style, never sent.
 */
export interface Recipient {
  email: string
  /** Display name; '' when none was given. */
  name: string
  valid: boolean
}

export type RecipientField = 'to' | 'cc' | 'bcc'

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`
const EMAIL = new RegExp(String.raw`^[^\s@<>()\[\]\\,;:"，；]+@${LABEL}(?:\.${LABEL})+$`, 'u')

/** A deliverable-looking address: one @, a local part without dots at its ends, a dotted domain. */
export function isValidEmail(text: string): boolean {
  if (!EMAIL.test(text)) return false
  const local = text.slice(0, text.lastIndexOf('@'))
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..')
}

export function makeRecipient(email: string, name = ''): Recipient {
  const address = email.trim()
  return { email: address, name: name.trim(), valid: isValidEmail(address) }
}

const SEPARATORS = /[,;，；]/
const NAMED = /^(.*?)<([^<>]*)>/s

/** Splits on the list separators, but never inside a quoted name or inside <…>. */
function splitOutsideQuotes(text: string): string[] {
  const pieces: string[] = []
  let current = ''
  let quoted = false
  let angled = false
  for (const char of text) {
    if (char === '"' && !angled) quoted = !quoted
    else if (char === '<' && !quoted) angled = true
    else if (char === '>' && !quoted) angled = false
    if (!quoted && !angled && SEPARATORS.test(char)) {
      pieces.push(current)
      current = ''
    } else current += char
  }
  pieces.push(current)
  return pieces
}

const words = (text: string) => text.split(/\s+/).filter((w) => w !== '')
const unquote = (name: string) =>
  name
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim()

/**
 * One piece between separators: any number of 'Name <address>' parts and bare addresses. Words
 * before a '<…>' that contain '@' are bare addresses of their own; the words after the last of
 * them are the name ("a@x.cn Zhang San <zs@x.cn>" is two recipients).
 */
function parsePiece(piece: string): Recipient[] {
  const found: Recipient[] = []
  let rest = piece
  for (let match = NAMED.exec(rest); match; match = NAMED.exec(rest)) {
    const [whole, before = '', address = ''] = match
    const before_ = before.trim()
    const quotedName = /"[^"]*"\s*$/.exec(before_)
    const head = quotedName ? before_.slice(0, quotedName.index) : before_
    const headWords = words(head)
    const lastAddress = headWords.findLastIndex((w) => w.includes('@'))
    for (const word of headWords.slice(0, lastAddress + 1)) found.push(makeRecipient(word))
    const nameWords = headWords.slice(lastAddress + 1).join(' ')
    const name = quotedName ? unquote(quotedName[0]) : nameWords
    found.push(makeRecipient(address, unquote(name)))
    rest = rest.slice(whole.length)
  }
  for (const word of words(rest)) found.push(makeRecipient(word))
  return found.filter((r) => r.email !== '')
}

/** The recipients in a typed, pasted or linked text, in order, without duplicates. */
export function parseRecipients(text: string | null | undefined): Recipient[] {
  return addRecipients([], splitOutsideQuotes(text ?? '').flatMap(parsePiece))
}

const key = (r: Recipient) => r.email.toLowerCase()

/** Appends `added` to `list`, ignoring every address already there (case-insensitive). */
export function addRecipients(
  list: readonly Recipient[],
  added: readonly Recipient[],
): Recipient[] {
  const seen = new Set(list.map(key))
  const result = [...list]
  for (const recipient of added) {
    if (seen.has(key(recipient))) continue
    seen.add(key(recipient))
    result.push(recipient)
  }
  return result
}

/** The edit-a-recipient dialog: email required and valid, name optional. */
export type RecipientEditError = 'emailRequired' | 'emailInvalid'

export function validateRecipientEdit(
  email: string,
  name: string,
): { ok: true; recipient: Recipient } | { ok: false; error: RecipientEditError } {
  const address = email.trim()
  if (address === '') return { ok: false, error: 'emailRequired' }
  if (!isValidEmail(address)) return { ok: false, error: 'emailInvalid' }
  return { ok: true, recipient: makeRecipient(address, name) }
}

/**
 * R-SEND-8: who gets a copy when sending separately (is_partsend) — and the recipient count the
 * mass-mail and security confirmations name: to, then cc not already in to, then bcc in neither.
 * Invalid entries are never part of it.
 */
export function partialSendList(
  to: readonly Recipient[],
  cc: readonly Recipient[],
  bcc: readonly Recipient[],
): Recipient[] {
  return addRecipients(
    [],
    [...to, ...cc, ...bcc].filter((r) => r.valid),
  )
}

/**
 * The address pairs the contract wants ([address, name]). Invalid entries go too: a send never
 * gets here with one (validation stops it), and a draft keeps what the user typed.
 */
export const toAddressPairs = (list: readonly Recipient[]): [string, string][] =>
  list.map((r) => [r.email, r.name])

export const fromAddressPairs = (pairs: readonly (readonly string[])[]): Recipient[] =>
  addRecipients(
    [],
    pairs.map(([email = '', name = '']) => makeRecipient(email, name)),
  )
