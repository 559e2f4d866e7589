/**
 * uuencoded files in mail, which postal-mime passes through undecoded: a part sent with
 * Content-Transfer-Encoding x-uuencode (Eudora, old Mac mailers) and blocks pasted into a plain
 * text body by `uuencode file | mail` or Outlook Express. Each block is
 * `begin <mode> <name>`, lines whose first character gives the byte count, then `end`.
 */

export interface UuFile {
  name: string
  bytes: Uint8Array
}

const BEGIN = /^begin(?:-base64)? +[0-7]{3,4} +(.+?)\s*$/
const latin1 = new TextDecoder('latin1')

/** One encoded line → its bytes; null for a line that is not uuencode. */
function decodeLine(line: string): number[] | null {
  if (line === '' || line === '`') return []
  const count = (line.charCodeAt(0) - 32) & 63
  if (count === 0) return []
  const needed = 1 + Math.ceil(count / 3) * 4
  // Some encoders drop trailing spaces: treat missing characters as zero sextets.
  if (line.length < needed - 3) return null
  const sextet = (i: number) => ((line.charCodeAt(i) || 32) - 32) & 63
  const out: number[] = []
  for (let i = 1; out.length < count; i += 4) {
    const [a, b, c, d] = [sextet(i), sextet(i + 1), sextet(i + 2), sextet(i + 3)]
    out.push(((a << 2) | (b >> 4)) & 255)
    if (out.length < count) out.push(((b << 4) | (c >> 2)) & 255)
    if (out.length < count) out.push(((c << 6) | d) & 255)
  }
  return out
}

interface Block extends UuFile {
  /** Line indexes of `begin` and `end` (inclusive). */
  from: number
  to: number
}

function blocksOf(lines: readonly string[]): Block[] {
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const begin = BEGIN.exec(lines[i]!)
    if (!begin) continue
    const bytes: number[] = []
    let end = -1
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!.replace(/\r$/, '')
      if (line.trimEnd() === 'end') {
        end = j
        break
      }
      const decoded = decodeLine(line)
      if (decoded === null) break
      bytes.push(...decoded)
    }
    if (end < 0) continue
    blocks.push({ name: begin[1]!, bytes: Uint8Array.from(bytes), from: i, to: end })
    i = end
  }
  return blocks
}

/** The files of a part's raw content when it is uuencode (a `begin` line first), else null. */
export function uudecodePart(content: Uint8Array): UuFile | null {
  const text = latin1.decode(content)
  if (!BEGIN.test(text.trimStart().split('\n', 1)[0] ?? '')) return null
  const [block] = blocksOf(text.trimStart().split('\n'))
  return block ? { name: block.name, bytes: block.bytes } : null
}

/** Blocks pasted into a text body become files; the text keeps everything else. */
export function extractUuencoded(text: string): { text: string; files: UuFile[] } {
  const lines = text.split('\n')
  const blocks = blocksOf(lines)
  if (blocks.length === 0) return { text, files: [] }
  const kept = lines.filter((_, i) => !blocks.some((b) => i >= b.from && i <= b.to))
  return {
    text: kept.join('\n'),
    files: blocks.map(({ name, bytes }) => ({ name, bytes })),
  }
}
