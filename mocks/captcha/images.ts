import { makeArithmetic } from '../../src/domain/captcha/index.ts'
import { type Rng, int, pick, sample } from '../seed/random.ts'

/** A challenge as sent to the client plus the answer the server keeps for itself. */
export type Challenge =
  | { type: 'slider'; public: SliderPublic; answer: { x: number } }
  | { type: 'click'; public: ClickPublic; answer: { points: { x: number; y: number }[] } }
  | { type: 'text'; public: BasePublic; answer: { value: string } }
  | { type: 'arith'; public: BasePublic & { question: string }; answer: { value: string } }

interface BasePublic {
  image: string
  width: number
  height: number
}
interface SliderPublic extends BasePublic {
  piece_image: string
  piece_y: number
  piece_size: number
}
interface ClickPublic extends BasePublic {
  chars: string[]
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
const hue = (rng: Rng) => int(rng, 0, 359)

function background(rng: Rng, width: number, height: number, shapes: number): string {
  const a = hue(rng)
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},55%,72%)"/><stop offset="1" stop-color="hsl(${(a + 120) % 360},55%,58%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ]
  for (let i = 0; i < shapes; i++) {
    const cx = int(rng, 0, width)
    const cy = int(rng, 0, height)
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${int(rng, 6, 30)}" fill="hsl(${hue(rng)},60%,65%)" opacity="0.45"/>`,
    )
  }
  return parts.join('')
}

const SLIDER = { width: 300, height: 150, piece: 44 }

function slider(rng: Rng): Challenge {
  const { width, height, piece } = SLIDER
  const x = int(rng, 90, width - piece - 10)
  const y = int(rng, 10, height - piece - 10)
  const bg = background(rng, width, height, 14)
  const gap = `<rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="#000" opacity="0.45" stroke="#fff" stroke-width="2"/>`
  const image = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${bg}${gap}</svg>`,
  )
  // The piece shows the very part of the background that the gap hides.
  const pieceSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="${x} ${y} ${piece} ${piece}">` +
    `<clipPath id="c"><rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6"/></clipPath>` +
    `<g clip-path="url(#c)">${bg}</g><rect x="${x + 1}" y="${y + 1}" width="${piece - 2}" height="${piece - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`
  return {
    type: 'slider',
    public: { image, width, height, piece_image: svgUrl(pieceSvg), piece_y: y, piece_size: piece },
    answer: { x },
  }
}

const CLICK_CHARS = Array.from('春夏秋冬山水日月风云花鸟天地人和安全邮件信心光明')

function click(rng: Rng): Challenge {
  const width = 300
  const height = 150
  const chars = sample(rng, CLICK_CHARS, 4)
  const spots: { x: number; y: number }[] = []
  // Non-overlapping spots: retry until each centre is 50 px from the others.
  while (spots.length < chars.length) {
    const spot = { x: int(rng, 25, width - 25), y: int(rng, 25, height - 25) }
    if (spots.every((s) => Math.hypot(s.x - spot.x, s.y - spot.y) > 50)) spots.push(spot)
  }
  const glyphs = chars
    .map((ch, i) => {
      const { x, y } = spots[i]!
      return `<text x="${x}" y="${y}" font-size="${int(rng, 24, 30)}" font-weight="bold" fill="hsl(${hue(rng)},70%,30%)" text-anchor="middle" dominant-baseline="central" transform="rotate(${int(rng, -35, 35)} ${x} ${y})">${ch}</text>`
    })
    .join('')
  const image = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(rng, width, height, 10)}${glyphs}</svg>`,
  )
  const order = sample(rng, [0, 1, 2, 3], 3)
  return {
    type: 'click',
    public: { image, width, height, chars: order.map((i) => chars[i]!) },
    answer: { points: order.map((i) => ({ ...spots[i]! })) },
  }
}

// No 0/O, 1/l/I: a distorted captcha must stay readable.
const TEXT_ALPHABET = Array.from('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789')

function noise(rng: Rng, width: number, height: number, lines: number): string {
  let out = ''
  for (let i = 0; i < lines; i++) {
    out += `<line x1="${int(rng, 0, width)}" y1="${int(rng, 0, height)}" x2="${int(rng, 0, width)}" y2="${int(rng, 0, height)}" stroke="hsl(${hue(rng)},50%,50%)" stroke-width="${int(rng, 1, 2)}"/>`
  }
  return out
}

function text(rng: Rng): Challenge {
  const width = 160
  const height = 50
  const value = Array.from({ length: 6 }, () => pick(rng, TEXT_ALPHABET)).join('')
  const glyphs = Array.from(value)
    .map((ch, i) => {
      const x = 16 + i * 25 + int(rng, -3, 3)
      const y = 26 + int(rng, -6, 6)
      return `<text x="${x}" y="${y}" font-family="monospace" font-size="${int(rng, 24, 30)}" fill="hsl(${hue(rng)},65%,35%)" text-anchor="middle" dominant-baseline="central" transform="rotate(${int(rng, -30, 30)} ${x} ${y}) skewX(${int(rng, -12, 12)})">${ch}</text>`
    })
    .join('')
  const image = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#f4f1ea"/>${noise(rng, width, height, 6)}${glyphs}</svg>`,
  )
  return { type: 'text', public: { image, width, height }, answer: { value } }
}

function arith(rng: Rng): Challenge {
  const width = 160
  const height = 50
  const challenge = makeArithmetic(rng)
  const image = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eef3f8"/>${noise(rng, width, height, 4)}<text x="${width / 2}" y="${height / 2}" font-size="24" font-family="sans-serif" fill="#234" text-anchor="middle" dominant-baseline="central">${challenge.question}</text></svg>`,
  )
  return {
    type: 'arith',
    public: { image, width, height, question: challenge.question },
    answer: { value: String(challenge.answer) },
  }
}

export type ChallengeType = Challenge['type']

export function makeChallenge(type: ChallengeType, rng: Rng): Challenge {
  switch (type) {
    case 'slider':
      return slider(rng)
    case 'click':
      return click(rng)
    case 'text':
      return text(rng)
    case 'arith':
      return arith(rng)
  }
}
