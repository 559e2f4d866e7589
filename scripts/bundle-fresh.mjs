// Whether a built bundle is newer than everything it is built from, so the Playwright web
// servers (scripts/serve-real-bundle.mjs, scripts/serve-demo-bundle.mjs) build only when a
// source changed: `npm test` has just built both bundles, side by side (decision 276).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What both bundles are built from; the demo bundle adds the fake backend (mocks/). */
const INPUTS = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.catalog.ts',
  'vite.chunks.ts',
  'vite.griffel.ts',
  'vite.icons.ts',
  'vite.yaml.ts',
  'lingui.config.ts',
  'package-lock.json',
  'openapi.yaml',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** True when `outDir`/index.html is newer than every input (and `extra` inputs). */
export function isFresh(outDir, extra = []) {
  const index = join(outDir, 'index.html')
  const built = existsSync(index) ? statSync(index).mtimeMs : 0
  return built >= Math.max(...[...INPUTS, ...extra].map(newest))
}
