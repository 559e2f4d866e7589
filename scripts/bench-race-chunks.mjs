// What the scripts a page loaded are made of, for `npm run bench:race`: how much of the gzip-6
// bytes is the fake backend and how much the pinyin dictionary. Each chunk's hidden source map
// (vite build --sourcemap hidden: the JS stays byte-identical) lists its sources with their
// text; a chunk's gzip-6 bytes are shared out in proportion to the source text of each kind.
// An estimate (minification shrinks kinds unevenly), but one that names where the bytes are.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const KINDS = {
  fake_backend:
    /(^|\/)mocks\/|node_modules\/(msw|@msw|@mswjs|@bundled-es-modules|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|until-async|rettime|path-to-regexp|graphql|tough-cookie|@standard-schema)\//,
  pinyin: /node_modules\/pinyin-pro\//,
}

/** Shares of one chunk: fraction of its source text per kind (0 when the kind is absent). */
export function shareOfKinds(sources, contents) {
  const total = contents.reduce((sum, text) => sum + (text?.length ?? 0), 0)
  const shares = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, 0]))
  if (total === 0) return shares
  sources.forEach((source, i) => {
    for (const [kind, pattern] of Object.entries(KINDS)) {
      if (pattern.test(source)) shares[kind] += (contents[i]?.length ?? 0) / total
    }
  })
  return shares
}

/**
 * Splits the gzip-6 bytes of the loaded scripts (`files`: measure's js_files, url + gzip6) by
 * kind, reading `<outDir><url>.map`. Scripts without a map count as unknown.
 */
export function scriptBreakdown(files, outDir) {
  const out = { fake_backend_gzip6_bytes: 0, pinyin_gzip6_bytes: 0, unmapped_files: 0 }
  for (const file of files ?? []) {
    const path = join(outDir, `${new URL(file.url, 'http://x').pathname}.map`)
    if (!existsSync(path)) {
      out.unmapped_files += 1
      continue
    }
    const map = JSON.parse(readFileSync(path, 'utf8'))
    const shares = shareOfKinds(map.sources ?? [], map.sourcesContent ?? [])
    out.fake_backend_gzip6_bytes += Math.round(file.gzip6 * shares.fake_backend)
    out.pinyin_gzip6_bytes += Math.round(file.gzip6 * shares.pinyin)
  }
  return out
}
