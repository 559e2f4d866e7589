/**
 * vite.griffel.ts, the build-time Griffel plugin, driven through its Vite hooks on two fixture
 * modules (tests/unit/app/fixtures/griffel): the CSS leaves the JS for one stylesheet in Griffel's
 * runtime order, `tokens.x` reads become their `var(--x)` strings, and index.html links the sheet.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Plugin, ResolvedConfig } from 'vite'
import { griffelCssExtraction } from '../../../vite.griffel.ts'

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
