/**
 * GBK bytes for a test text, built from the platform's own GBK decoder (Node has no GBK
 * encoder): every two-byte code is decoded once and reversed.
 */
let table: Map<string, [number, number]> | null = null

function reverseTable(): Map<string, [number, number]> {
  const decoder = new TextDecoder('gbk')
  const map = new Map<string, [number, number]>()
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue
      const char = decoder.decode(new Uint8Array([lead, trail]))
      if (char.length === 1 && char !== '\uFFFD' && !map.has(char)) map.set(char, [lead, trail])
    }
  }
  return map
}

export function gbkBytes(text: string): Uint8Array {
  table ??= reverseTable()
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x80) bytes.push(code)
    else {
      const pair = table.get(char)
      if (!pair) throw new Error(`no GBK code for ${char}`)
      bytes.push(...pair)
    }
  }
  return new Uint8Array(bytes)
}
