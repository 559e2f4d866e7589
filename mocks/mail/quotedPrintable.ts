/**
 * Quoted-printable (RFC 2045 §6.7) decoded with the line breaks the part was sent with.
 * postal-mime re-joins decoded lines with LF and adds one at the end, so a calendar sent with
 * CRLF (as iCalendar requires) lost its CRs and a file ending in one line break got two.
 */
const EQUALS = 0x3d
const CR = 0x0d
const LF = 0x0a

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30
  const upper = byte & ~0x20
  return upper >= 0x41 && upper <= 0x46 ? upper - 0x37 : -1
}

export function decodeQuotedPrintable(encoded: Uint8Array): Uint8Array {
  const out = new Uint8Array(encoded.length)
  let length = 0
  let start = 0
  while (start <= encoded.length) {
    let end = encoded.indexOf(LF, start)
    const hasBreak = end >= 0
    if (!hasBreak) end = encoded.length
    const withCr = hasBreak && end > start && encoded[end - 1] === CR
    // Trailing spaces and tabs were added in transport and are not part of the text.
    let last = withCr ? end - 1 : end
    while (last > start && (encoded[last - 1] === 0x20 || encoded[last - 1] === 0x09)) last--
    const soft = last > start && encoded[last - 1] === EQUALS
    for (let i = start; i < (soft ? last - 1 : last); i++) {
      const byte = encoded[i]!
      const high = byte === EQUALS ? hexValue(encoded[i + 1]) : -1
      const low = high >= 0 ? hexValue(encoded[i + 2]) : -1
      if (high >= 0 && low >= 0 && i + 2 < (soft ? last - 1 : last)) {
        out[length++] = high * 16 + low
        i += 2
      } else out[length++] = byte
    }
    if (hasBreak && !soft) {
      if (withCr) out[length++] = CR
      out[length++] = LF
    }
    if (!hasBreak) break
    start = end + 1
  }
  return out.slice(0, length)
}
