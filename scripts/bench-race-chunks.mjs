// What the scripts a page loaded are made of, for `npm run bench:race`: how much of the gzip-6
// bytes is the fake backend and how much the pinyin dictionary. Each chunk's hidden source map
// (vite build --sourcemap hidden: the JS stays byte-identical) lists its sources with their
// text; a chunk's gzip-6 bytes are shared out in proportion to the source text of each kind.
// An estimate (minification shrinks kinds unevenly), but one that names where the bytes are.
// Beside it, a chunk-level count: the whole chunks that only the fake backend brings.
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

/** Every manifest key reachable from `roots` through static imports. */
export function staticClosure(manifest, roots) {
  const seen = new Set()
  const visit = (key) => {
    if (!key || seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const child of manifest[key].imports ?? []) visit(child)
  }
  roots.forEach(visit)
  return seen
}

const BACKEND_ROOTS = ['src/app/demo.ts', 'mocks/browser.ts']

/**
 * The files of the chunks only the demo's fake backend brings: reachable from its door
 * (src/app/demo.ts, mocks/browser.ts) and from no entry or lazy chunk of the app itself (so
 * dayjs, which the mail list needs anyway, is not counted as the fake backend's).
 */
export function fakeBackendFiles(manifest) {
  const keys = Object.keys(manifest)
  const appRoots = keys.filter(
    (k) =>
      (manifest[k].isEntry || manifest[k].isDynamicEntry) &&
      !BACKEND_ROOTS.includes(k) &&
      !k.startsWith('mocks/'),
  )
  const app = staticClosure(manifest, appRoots)
  const backend = staticClosure(manifest, [
    ...BACKEND_ROOTS,
    ...keys.filter((k) => k.startsWith('mocks/') && manifest[k].isDynamicEntry),
  ])
  return new Set([...backend].filter((key) => !app.has(key)).map((key) => manifest[key].file))
}

/**
 * Splits the gzip-6 bytes of the loaded scripts (`files`: measure's js_files, url + gzip6) by
 * kind, reading `<outDir><url>.map`. Scripts without a map count as unknown.
 */
export function scriptBreakdown(files, outDir) {
  const out = {
    fake_backend_gzip6_bytes: 0,
    fake_backend_chunks_gzip6_bytes: 0,
    pinyin_gzip6_bytes: 0,
    unmapped_files: 0,
  }
  const manifestPath = join(outDir, '.vite', 'manifest.json')
  const backendFiles = existsSync(manifestPath)
    ? fakeBackendFiles(JSON.parse(readFileSync(manifestPath, 'utf8')))
    : new Set()
  for (const file of files ?? []) {
    const pathname = new URL(file.url, 'http://x').pathname
    if (backendFiles.has(pathname.replace(/^\//, '')))
      out.fake_backend_chunks_gzip6_bytes += file.gzip6
    const path = join(outDir, `${pathname}.map`)
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
