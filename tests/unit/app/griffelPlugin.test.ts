/**
 * vite.griffel.ts, the build-time Griffel plugin, driven through its Vite hooks on two fixture
 * modules (tests/unit/app/fixtures/griffel): the CSS leaves the JS for one stylesheet in Griffel's
 * runtime order, `tokens.x` reads become their `var(--x)` strings, and index.html links the sheet.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Plugin, ResolvedConfig } from 'vite'
import { griffelCssExtraction, transformCache } from '../../../vite.griffel.ts'

const root = process.cwd()
const fixture = (name: string) => join(root, 'tests/unit/app/fixtures/griffel', name)
const CARD = fixture('card.styles.ts')
const BADGE = fixture('badge.styles.ts')

type AnyHook = ((this: unknown, ...args: never[]) => unknown) | { handler: AnyHook }

/** Calls a Vite hook whether it is written as a function or as `{ order, handler }`. */
function call(hook: unknown, context: unknown, ...args: unknown[]): unknown {
  const fn = typeof hook === 'function' ? hook : (hook as { handler: AnyHook }).handler
  return (fn as (...a: unknown[]) => unknown).apply(context, args)
}

interface Built {
  code: Record<string, string>
  css: string
  cssFile: string | undefined
  html: unknown
}

/** One simulated build: config, start, transform each module, bundle the given ones, html. */
async function build(files: string[], bundled: string[] = files): Promise<Built> {
  const plugin: Plugin = griffelCssExtraction()
  const config = { root, base: '/', build: { assetsDir: 'assets' } } as ResolvedConfig
  call(plugin.configResolved, {}, config)
  call(plugin.buildStart, {}, {})
  const code: Record<string, string> = {}
  for (const file of files) {
    const result = (await call(plugin.transform, {}, readFileSync(file, 'utf8'), file)) as {
      code: string
    } | null
    code[file] = result?.code ?? ''
  }
  const emitted: { fileName: string; source: string }[] = []
  const bundle = { 'entry.js': { type: 'chunk', moduleIds: bundled } }
  call(plugin.generateBundle, { emitFile: (file: never) => emitted.push(file) }, {}, bundle)
  const html = call(plugin.transformIndexHtml, {}, '<html></html>', {})
  return { code, css: emitted[0]?.source ?? '', cssFile: emitted[0]?.fileName, html }
}

/** Where a rule with this declaration sits in the stylesheet; fails if it is missing. */
function at(css: string, pattern: RegExp): number {
  const match = pattern.exec(css)
  expect(match, `${pattern} in the stylesheet`).not.toBeNull()
  return match!.index
}

describe('griffel css extraction (vite.griffel.ts)', () => {
  let built: Built
  beforeAll(async () => {
    built = await build([CARD, BADGE])
  }, 60_000)

  it('leaves no makeStyles, no CSS and no token reads in the modules', () => {
    const card = built.code[CARD]!
    expect(card).not.toMatch(/\bmakeStyles\(|\bmakeResetStyles\(|\btokens\./)
    expect(card).toMatch(/import \{ __css as _griffel___css \} from "@fluentui\/react-components"/)
    expect(card).toMatch(/__resetCSS/)
    expect(card).not.toMatch(/color:|display:|@media/)
  })

  it('inlines token reads as their var(--x) strings, inside and outside makeStyles', () => {
    const badge = built.code[BADGE]!
    expect(badge).toContain('`1px solid ${"var(--colorNeutralStroke1)"}`')
    expect(built.css).toMatch(/\{color:var\(--colorBrandForeground1\);\}/)
    expect(built.css).toMatch(/\{font-weight:var\(--fontWeightSemibold\);\}/)
    expect(built.css).toMatch(/:hover\{color:var\(--colorNeutralForeground2\);\}/)
  })

  it("orders the stylesheet as Griffel's runtime does: reset, default, hover, then media", () => {
    const { css } = built
    const reset = at(css, /\{display:grid;gap:8px;\}/)
    const color = at(css, /\{color:var\(--colorBrandForeground1\);\}/)
    const hover = at(css, /:hover\{color:/)
    const narrow = at(css, /@media \(min-width: 600px\)/)
    const wide = at(css, /@media \(min-width: 1200px\)/)
    expect(reset).toBeLessThan(color)
    expect(color).toBeLessThan(hover)
    expect(hover).toBeLessThan(wide)
    // Griffel's default comparator orders queries as strings, not in source order (600 came
    // first in the fixture): the built sheet must match what the dev runtime inserts.
    expect(wide).toBeLessThan(narrow)
  })

  it('puts a shorthand before its longhand, so paddingLeft wins over padding', () => {
    const { css } = built
    expect(at(css, /\{padding:4px;\}/)).toBeLessThan(at(css, /\{padding-left:12px;\}/))
  })

  it('holds a rule shared by two modules once', () => {
    expect(built.css.match(/\{color:var\(--colorBrandForeground1\);\}/g)).toHaveLength(1)
  })

  it('links one hashed stylesheet from index.html', () => {
    expect(built.cssFile).toMatch(/^assets\/griffel-[\w-]{8}\.css$/)
    expect(built.html).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: `/${built.cssFile}` },
        injectTo: 'head',
      },
    ])
  })

  it('takes only the CSS of modules that made it into the bundle', async () => {
    const onlyBadge = await build([CARD, BADGE], [BADGE])
    expect(onlyBadge.css).toContain('font-weight:var(--fontWeightSemibold)')
    expect(onlyBadge.css).not.toContain('display:grid')
    expect(onlyBadge.cssFile).not.toBe(built.cssFile)
  }, 60_000)
})

describe("the transforms' cache (decision 378)", () => {
  let root: string
  const cacheDir = () => join(root, 'node_modules/.cache/webmail-griffel')
  const result = { code: 'const a = 1', map: null, rules: [{ d: ['.a{color:red;}'] }] }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'griffel-cache-'))
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
    writeFileSync(join(root, 'src/tokens.ts'), 'export const gap = 4')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(root, { recursive: true, force: true })
  })

  const started = () => {
    const cache = transformCache(root)
    cache.start()
    return cache
  }

  it('gives back what a build wrote, for the same module and code only', () => {
    const cache = started()
    const key = cache.key('/x/node_modules/@fluentui/a.js', 'code', false)
    expect(cache.read(key)).toBeNull()
    cache.write(key, result)
    expect(started().read(key)).toEqual(result)
    expect(cache.key('/x/node_modules/@fluentui/a.js', 'code 2', false)).not.toBe(key)
    expect(cache.key('/x/node_modules/@fluentui/b.js', 'code', false)).not.toBe(key)
    expect(readdirSync(cacheDir())).toEqual([`${key}.json`])
  })

  it('keys a module of ours by every file under src/, one of the packages by the lockfile', () => {
    const before = started()
    const ours = before.key('/r/src/a.styles.ts', 'code', true)
    const theirs = before.key('/x/node_modules/@fluentui/a.js', 'code', false)
    writeFileSync(join(root, 'src/tokens.ts'), 'export const gap = 8')
    const afterSrc = started()
    expect(afterSrc.key('/r/src/a.styles.ts', 'code', true)).not.toBe(ours)
    expect(afterSrc.key('/x/node_modules/@fluentui/a.js', 'code', false)).toBe(theirs)
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}')
    expect(started().key('/x/node_modules/@fluentui/a.js', 'code', false)).not.toBe(theirs)
  })

  it('reads a damaged entry as a miss', () => {
    const cache = started()
    const key = cache.key('/x/a.js', 'code', false)!
    writeFileSync(join(cacheDir(), `${key}.json`), '{"code":')
    expect(cache.read(key)).toBeNull()
  })

  it('is off with WEBMAIL_GRIFFEL_CACHE=0', () => {
    vi.stubEnv('WEBMAIL_GRIFFEL_CACHE', '0')
    const cache = started()
    expect(cache.key('/x/a.js', 'code', false)).toBeNull()
    cache.write(null, result)
    expect(() => readdirSync(cacheDir())).toThrow()
  })
})
