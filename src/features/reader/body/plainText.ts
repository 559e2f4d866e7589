/**
 * Plain-text mail: split into text and link segments (http, https, mailto only) that React
 * renders as text nodes and anchors, so nothing in the text is ever parsed as markup. The
 * HTML form (`plainTextToHtml`) escapes everything it does not build itself, for callers that
 * need a string (print, quoting in a reply).
 */

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * URL characters are ASCII only: Chinese text often runs straight on after a link
 * ("详见http://a.cn/x了解"), and the link must stop where the Chinese starts.
 */
const URL_CHARS = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]"
const EMAIL =
  "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+"
const LINK = new RegExp(
  `(?:https?://${URL_CHARS}+|www\\.${URL_CHARS}+|mailto:${EMAIL}(?:\\?${URL_CHARS}*)?|${EMAIL})`,
  'gi',
)
/** Sentence punctuation that ends a link rather than belonging to it. */
const TRAILING = /[.,;:!?'"*_~]+$/

/** Drops trailing punctuation and a closing bracket the link did not open. */
function trimLink(candidate: string): string {
  let link = candidate
  for (;;) {
    const before = link
    link = link.replace(TRAILING, '')
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      if (link.endsWith(close) && link.split(open).length < link.split(close).length)
        link = link.slice(0, -1)
    }
    if (link === before) return link
  }
}

function hrefFor(link: string): string | null {
  if (/^https?:\/\/[^/?#\s]/i.test(link)) return link
  if (/^www\./i.test(link)) return `https://${link}`
  if (/^mailto:/i.test(link)) return link
  if (link.includes('@') && !link.includes(':')) return `mailto:${link}`
  return null
}

export function linkifyPlainText(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  const push = (piece: string) => {
    if (piece === '') return
    const previous = segments[segments.length - 1]
    if (previous?.kind === 'text') previous.text += piece
    else segments.push({ kind: 'text', text: piece })
  }
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    // A word character just before means this is the tail of something else (e.g. "xhttp://").
    if (start > 0 && /[A-Za-z0-9]/.test(text.charAt(start - 1)) && !match[0].includes('@')) continue
    const link = trimLink(match[0])
    const href = hrefFor(link)
    if (href === null) continue
    push(text.slice(last, start))
    segments.push({ kind: 'link', text: link, href })
    last = start + link.length
  }
  push(text.slice(last))
  return segments
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)
}

/** Escaped HTML with links (target=_blank, noopener) and line breaks as <br>. */
export function plainTextToHtml(text: string): string {
  return linkifyPlainText(text.replace(/\r\n?/g, '\n'))
    .map((segment) =>
      segment.kind === 'text'
        ? escapeHtml(segment.text).replace(/\n/g, '<br>')
        : `<a href="${escapeHtml(segment.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(segment.text)}</a>`,
    )
    .join('')
}
