/**
 * Where a MIME leaf's body lies in the raw message, by IMAP part number ("2", "1.3"). postal-mime
 * hands over a part sent without transfer encoding (7bit, 8bit, binary: an attached message, a
 * calendar, a text file) line by line re-joined with LF and one line break too many, so those
 * bytes are cut from the source instead: exactly what was sent, CRLF or LF, minus the line break
 * that belongs to the next boundary (RFC 2046 §5.1.1). Also the way a raw-message store serves
 * any file again without keeping a copy of it.
 */

interface Range {
  start: number
  end: number
}

const BLANK_LINE = /\r?\n\r?\n/g

function headerBlock(source: string, range: Range): { headers: string; bodyStart: number } {
  // An entity that starts with its blank line has no headers (a digest part often does).
  const leading = /^\r?\n/.exec(source.slice(range.start, range.start + 2))
  if (leading) return { headers: '', bodyStart: range.start + leading[0].length }
  BLANK_LINE.lastIndex = range.start
  const blank = BLANK_LINE.exec(source)
  if (!blank || blank.index >= range.end)
    return { headers: source.slice(range.start, range.end), bodyStart: range.end }
  return {
    headers: source.slice(range.start, blank.index),
    bodyStart: blank.index + blank[0].length,
  }
}

function boundaryOf(headers: string): string | undefined {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  const type = /^content-type:[ \t]*multipart\/[^;\s]*(.*)$/im.exec(unfolded)
  if (!type) return undefined
  const param = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(type[1] ?? '')
  return param?.[1] ?? param?.[2]
}

/** The parts of a multipart body: between delimiter lines, without the preamble and epilogue. */
function childRanges(source: string, body: Range, boundary: string): Range[] {
  const ranges: Range[] = []
  const delimiter = `--${boundary}`
  let partStart: number | undefined
  let lineStart = body.start
  while (lineStart < body.end) {
    const newline = source.indexOf('\n', lineStart)
    const lineEnd = newline < 0 || newline >= body.end ? body.end : newline + 1
    if (source.startsWith(delimiter, lineStart)) {
      const rest = source.slice(lineStart + delimiter.length, lineEnd).replace(/[\r\n]+$/, '')
      const closing = rest.startsWith('--')
      if (/^[ \t]*$/.test(closing ? rest.slice(2) : rest)) {
        if (partStart !== undefined) {
          // The line break before a delimiter belongs to the delimiter.
          const cut = source[lineStart - 2] === '\r' ? 2 : 1
          ranges.push({ start: partStart, end: Math.max(partStart, lineStart - cut) })
        }
        if (closing) return ranges
        partStart = lineEnd
      }
    }
    lineStart = lineEnd
  }
  if (partStart !== undefined) ranges.push({ start: partStart, end: body.end })
  return ranges
}

/**
 * The body bytes of part `part` (an IMAP part number), or undefined if there is none. `source`
 * is `raw` read one character per byte, for a caller that looks up several parts.
 */
export function partBody(
  raw: Uint8Array,
  part: string,
  source = new TextDecoder('latin1').decode(raw),
): Uint8Array | undefined {
  let range: Range = { start: 0, end: source.length }
  const numbers = part.split('.').map(Number)
  for (let depth = 0; ; depth++) {
    const { headers, bodyStart } = headerBlock(source, range)
    const body = { start: bodyStart, end: range.end }
    const boundary = boundaryOf(headers)
    if (depth === numbers.length || (!boundary && depth === numbers.length - 1 && part === '1')) {
      return boundary ? undefined : raw.slice(body.start, body.end)
    }
    if (!boundary) return undefined
    const child = childRanges(source, body, boundary)[numbers[depth]! - 1]
    if (!child) return undefined
    range = child
  }
}
