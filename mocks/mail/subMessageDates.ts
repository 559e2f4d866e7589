/**
 * postal-mime writes the header block of a forwarded message shown inline with
 * `Intl.DateTimeFormat('default')`: in a browser set to English that is `11/24/2026, 10:00:00`,
 * whatever language the user reads the mail in. The stored body carries those dates as the app
 * writes every mail time instead (YYYY-MM-DD HH:mm:ss, local time); the html block keeps the raw
 * header in data-date, which the reader formats with its own formatter.
 */

/** postal-mime's options for the block's date. */
const POSTAL_MIME_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hour12: false,
}

const FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const
type Field = (typeof FIELDS)[number]

const pad = (n: number) => String(n).padStart(2, '0')

/** The reader's mail time format, local time. */
export function mailTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/**
 * A pattern for what postal-mime writes in this environment, read off the formatter's own parts,
 * so nested forwards (formatted by postal-mime's inner parsers, out of our reach) are found too.
 */
function postalMimePattern(): { source: string; order: Field[] } | null {
  if (typeof Intl === 'undefined') return null
  const parts = new Intl.DateTimeFormat('default', POSTAL_MIME_DATE).formatToParts(
    new Date(2003, 0, 2, 3, 4, 5),
  )
  let source = ''
  const order: Field[] = []
  for (const part of parts) {
    if (part.type === 'literal') {
      source += part.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')
    } else if ((FIELDS as readonly string[]).includes(part.type)) {
      source += '(\\d{1,4})'
      order.push(part.type as Field)
    } else return null
  }
  return { source, order }
}

function toDate(values: readonly string[], order: readonly Field[]): Date | null {
  const field = (name: Field) => Number(values[order.indexOf(name)])
  const date = new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour') % 24,
    field('minute'),
    field('second'),
  )
  return Number.isNaN(date.getTime()) ? null : date
}

/** A text body with the Date lines of forwarded header blocks in the app's format. */
export function textWithAppDates(text: string): string {
  const pattern = postalMimePattern()
  if (!pattern) return text
  const line = new RegExp(`^(Date:[ \\t]+)${pattern.source}[ \\t]*$`, 'gm')
  return text.replace(line, (whole: string, label: string, ...rest: unknown[]) => {
    const date = toDate(rest.slice(0, pattern.order.length) as string[], pattern.order)
    return date ? `${label}${mailTime(date)}` : whole
  })
}

const HTML_HEADER_DATE =
  /(class="[^"]*\bpostal-email-header-date\b[^"]*" data-date="([^"]*)">)([^<]*)</g

/** An html body with each forwarded header block's date (from its data-date) in the app's format. */
export function htmlWithAppDates(html: string): string {
  return html.replace(HTML_HEADER_DATE, (whole: string, open: string, raw: string) => {
    const date = new Date(raw.replace(/&amp;/g, '&'))
    return Number.isNaN(date.getTime()) ? whole : `${open}${mailTime(date)}<`
  })
}
