/**
 * A tiny seeded PRNG (mulberry32) plus the few helpers the seeds need. Seeds must be byte-for-byte
 * reproducible across runs and machines, so nothing here may touch Math.random or the clock.
 */
export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Derives an independent stream per purpose so adding data in one area does not shift another. */
export function deriveRng(seed: number, label: string): Rng {
  let hash = seed >>> 0
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193)
  return mulberry32(hash >>> 0)
}

/** Integer in [min, max], both inclusive. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() from an empty list')
  return items[Math.floor(rng() * items.length)] as T
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability
}

/** Distinct items, order randomised; asks for at most items.length. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items]
  const out: T[] = []
  while (out.length < count && pool.length > 0) {
    const index = Math.floor(rng() * pool.length)
    out.push(pool.splice(index, 1)[0] as T)
  }
  return out
}

/** Stable hex id derived from the stream, for tokens, message ids and captcha ids. */
export function hexId(rng: Rng, length = 16): string {
  let out = ''
  while (out.length < length)
    out += Math.floor(rng() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  return out.slice(0, length)
}

/** The one seed every scenario starts from; change it and every fixture changes. */
export const SEED = 20240601
