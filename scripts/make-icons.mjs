#!/usr/bin/env node
/**
 * Draws the app's install icons (issue 17) into public/icons/: an envelope on the default skin's
 * brand colour, as SVG and as the 192/512 px PNGs (plain and maskable) that browsers' install
 * prompts ask for. No network and no image library: the PNGs are encoded here with node:zlib.
 *
 *   node scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

/** The default skin's (classic-blue) brand colour, src/app/theme/skins.ts. */
export const BRAND = '#0F6CBD'
const OUT = 'public/icons'

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

/** Is (x, y), in units of the icon's side (0..1), on the envelope's white? */
function envelope(x, y, inset) {
  const left = 0.2 + inset
  const right = 0.8 - inset
  const top = 0.3 + inset * 0.8
  const bottom = 0.7 - inset * 0.8
  if (x < left || x > right || y < top || y > bottom) return false
  const stroke = 0.035
  const border = x < left + stroke || x > right - stroke || y < top + stroke || y > bottom - stroke
  // The flap: a V from the top corners to the middle.
  const mid = (left + right) / 2
  const flapY =
    top + (Math.abs(x - mid) / (mid - left)) * -((bottom - top) * 0.55) + (bottom - top) * 0.55
  const flap = Math.abs(y - flapY) < stroke * 0.9
  return border || flap
}

function crc32(bytes) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A size×size RGBA PNG; `maskable` fills the whole square and keeps the drawing in the safe zone. */
function png(size, maskable) {
  const [r, g, b] = rgb(BRAND)
  const inset = maskable ? 0.08 : 0
  const radius = maskable ? 0 : 0.18
  const rows = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size
      const y = (py + 0.5) / size
      // Rounded square: transparent outside the corners' circles.
      const cx = Math.min(Math.max(x, radius), 1 - radius)
      const cy = Math.min(Math.max(y, radius), 1 - radius)
      const inside = radius === 0 || (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
      const white = inside && envelope(x, y, inset)
      const offset = 1 + px * 4
      row[offset] = white ? 255 : r
      row[offset + 1] = white ? 255 : g
      row[offset + 2] = white ? 255 : b
      row[offset + 3] = inside ? 255 : 0
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="${BRAND}"/>
  <rect x="21.75" y="31.75" width="56.5" height="36.5" rx="2" fill="none" stroke="#fff" stroke-width="3.5"/>
  <path d="M22 32 L50 52 L78 32" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"/>
</svg>
`

mkdirSync(OUT, { recursive: true })
writeFileSync(`${OUT}/icon.svg`, svg)
for (const size of [192, 512]) {
  writeFileSync(`${OUT}/icon-${size}.png`, png(size, false))
  writeFileSync(`${OUT}/icon-maskable-${size}.png`, png(size, true))
}
console.log(`make-icons: wrote ${OUT}/icon.svg and the 192/512 px PNGs`)
