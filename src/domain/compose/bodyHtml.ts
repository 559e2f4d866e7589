/**
 * Just enough html reading for the compose body rules (signature placement, stationery, the
 * template question) without a DOM, so they stay pure and run anywhere: the body split into its
 * top-level pieces, the attributes of a piece's opening tag, and the text of some html. It reads
 * well-formed html — the editor's own output and html built here — not arbitrary mail (that goes
 * through the sanitiser first and is only ever nested inside a top-level piece).
 */

/** One top-level piece of a body: an element with everything inside it, or text between them. */
export interface BodyPiece {
  html: string
  /** The element's tag name in lower case; null for text. */
  tag: string | null
}

const VOID_TAGS = new Set([
  ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta'],
  ...['source', 'track', 'wbr'],
])

// A tag with its attributes; a quoted value may hold '>'.
const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g

/** The body as its top-level pieces; joining their html gives the body back unchanged. */
export function splitTopLevel(html: string): BodyPiece[] {
  const pieces: BodyPiece[] = []
  let depth = 0
  let start = 0
  let openTag: string | null = null
  const text = (end: number) => {
    if (end > start) pieces.push({ html: html.slice(start, end), tag: null })
  }
  for (const match of html.matchAll(TAG)) {
    const [token, closing, rawName, , selfClosing] = match
    if (rawName === undefined) continue // a comment
    const name = rawName.toLowerCase()
    const at = match.index
    if (closing) {
      if (VOID_TAGS.has(name) || depth === 0) continue
      depth--
      if (depth === 0) {
        pieces.push({ html: html.slice(start, at + token.length), tag: openTag })
        start = at + token.length
      }
    } else if (VOID_TAGS.has(name) || selfClosing) {
      if (depth > 0) continue
      text(at)
      pieces.push({ html: token, tag: name })
      start = at + token.length
    } else {
      if (depth === 0) {
        text(at)
        start = at
        openTag = name
      }
      depth++
    }
  }
  // An element left open (html that is not well formed) keeps the rest as one piece.
  if (start < html.length) pieces.push({ html: html.slice(start), tag: depth > 0 ? openTag : null })
  return pieces
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : +code.slice(1)
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff
        ? String.fromCodePoint(point)
        : entity
    }
    return ENTITIES[code.toLowerCase()] ?? entity
  })
}

const OPENING_TAG =
  /^<[a-zA-Z][\w:-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/

/** The attributes of the piece's opening tag, values decoded; names in lower case. */
export function openingTagAttributes(piece: string): Record<string, string> {
  const match = OPENING_TAG.exec(piece)
  const attributes: Record<string, string> = {}
  if (!match?.[1]) return attributes
  for (const attribute of match[1].matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const [, name = '', double, single, bare] = attribute
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attributes
}

/** What an element piece holds between its opening and its closing tag. */
export function innerHtml(piece: string): string {
  const opening = OPENING_TAG.exec(piece)
  if (!opening) return piece
  const end = piece.lastIndexOf('</')
  return piece.slice(opening[0].length, end >= opening[0].length ? end : piece.length)
}

const BLOCK_END = /<\/(p|div|li|tr|h[1-6]|blockquote|pre|ul|ol|table)\s*>/gi

/**
 * The text of some html, one line per block and per <br>: what the body reads as plain text
 * (the send form's plain_text, and whether the body has anything in it).
 */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(style|script)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\b[^>]*>/gi, '\n')
      .replace(BLOCK_END, '\n')
      .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ''),
  )
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Text or an image: the piece shows something. */
export function showsContent(html: string): boolean {
  return htmlText(html).trim() !== '' || /<img\b/i.test(html)
}
