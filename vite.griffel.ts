/**
 * Build-time Griffel for `vite build` (both bundles): our makeStyles / makeResetStyles calls are
 * compiled ahead of time (@griffel/babel-preset), then every `__styles` / `__resetStyles` /
 * `__staticStyles` call — ours and Fluent's precompiled ones — loses its CSS argument, which goes
 * to one sorted stylesheet linked from index.html. What stays in JS is the class-name maps, read
 * by Griffel's small `__css` runtime; stylis, rtl-css-js and the style insertion code drop out.
 * `tokens.x` reads are inlined as their constant `var(--x)` strings, so the token map is not
 * shipped either.
 *
 * Dev server and vitest keep Griffel's runtime insertion (`apply: 'build'`).
 *
 * One stylesheet, not one per chunk: Griffel resolves conflicts by rule order (style buckets,
 * then media queries), and CSS files of lazy chunks load in any order. It holds the CSS of the
 * whole app (≈ 20 KB gzip), loaded once, in parallel with the entry script.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  transformAsync,
  types as t,
  type NodePath,
  type PluginObj,
  type PluginPass,
  type TransformOptions,
} from '@babel/core'
import griffelPreset, { Module as EvalModule } from '@griffel/babel-preset'
import {
  defaultCompareMediaQueries,
  normalizeCSSBucketEntry,
  styleBucketOrdering,
  type CSSBucketEntry,
  type CSSRulesByBucket,
  type StyleBucketName,
} from '@griffel/core'
import type { Plugin, ResolvedConfig } from 'vite'

const require = createRequire(import.meta.url)

const STYLE_FUNCTIONS = /\b(makeStyles|makeResetStyles|makeStaticStyles)\b/
const RUNTIME_CALLS = /\b(__styles|__resetStyles|__staticStyles|shorthands)\b/
/** Build-time call → its runtime twin without CSS, and which argument holds the CSS. */
const STRIPPED = {
  __styles: { name: '__css', cssArgument: 1 },
  __resetStyles: { name: '__resetCSS', cssArgument: 2 },
  __staticStyles: { name: '__staticCSS', cssArgument: 0 },
} as const
const GRIFFEL_SOURCES = new Set(['@griffel/react', '@fluentui/react-components'])
const TOKEN_SOURCES = new Set([
  '@fluentui/react-components',
  '@fluentui/react-theme',
  '@fluentui/tokens',
])

/**
 * Node ≥ 20.19 resolves require() through the "module-sync" export condition, which picks ESM
 * builds (e.g. @swc/helpers/esm) that the preset's evaluator runs as scripts and fails on; send
 * those back to the CommonJS build next to them.
 */
function preferCommonJs() {
  const resolve = EvalModule._resolveFilename
  EvalModule._resolveFilename = (id, options) =>
    resolve(id, options).replace(
      /([\\/]@swc[\\/]helpers[\\/])esm([\\/][^\\/]+)\.js$/,
      '$1cjs$2.cjs',
    )
}

interface StripState extends PluginPass {
  cssRules?: CSSRulesByBucket[]
}

function importedName(node: t.ImportSpecifier): string {
  return t.isIdentifier(node.imported) ? node.imported.name : node.imported.value
}

type Shorthand = (...values: unknown[]) => unknown

/**
 * Babel plugin: inline token reads, move the CSS out of precompiled Griffel calls, and evaluate
 * `shorthands.x(...)` calls with constant arguments (a few of Fluent's modules build style
 * objects with them at run time): otherwise Griffel's whole `shorthands` object ships in the
 * start-up chunk for one lazy screen.
 */
function stripGriffelRuntime(
  tokens: Record<string, string>,
  shorthands: Record<string, Shorthand>,
): PluginObj<StripState> {
  const isImportOf = (path: NodePath, name: string, identifier: string, sources: Set<string>) => {
    const binding = path.scope.getBinding(identifier)
    const specifier = binding?.path.node
    const declaration = binding?.path.parentPath?.node
    return (
      binding?.kind === 'module' &&
      t.isImportSpecifier(specifier) &&
      importedName(specifier) === name &&
      t.isImportDeclaration(declaration) &&
      sources.has(declaration.source.value)
    )
  }

  return {
    name: 'webmail:griffel-strip-runtime',
    visitor: {
      MemberExpression(path) {
        const { object, property, computed } = path.node
        if (computed || !t.isIdentifier(object) || !t.isIdentifier(property)) return
        const value = tokens[property.name]
        if (value === undefined || !isImportOf(path, 'tokens', object.name, TOKEN_SOURCES)) return
        path.replaceWith(t.stringLiteral(value))
      },
      CallExpression: {
        // On exit: the token reads among the arguments are string literals by then.
        exit(path) {
          const callee = path.node.callee
          if (!t.isMemberExpression(callee) || callee.computed) return
          if (!t.isIdentifier(callee.object) || !t.isIdentifier(callee.property)) return
          const shorthand = shorthands[callee.property.name]
          if (!shorthand || !isImportOf(path, 'shorthands', callee.object.name, GRIFFEL_SOURCES))
            return
          const values = path.get('arguments').map((argument) => argument.evaluate())
          if (!values.every((value) => value.confident)) return
          path.replaceWith(t.valueToNode(shorthand(...values.map((value) => value.value))))
        },
        enter(path, state) {
          stripCall(path, state)
        },
      },
    },
    post(file) {
      Object.assign(file.metadata, { griffelRules: this.cssRules ?? [] })
    },
  }

  function stripCall(path: NodePath<t.CallExpression>, state: StripState) {
    const callee = path.get('callee')
    if (!callee.isIdentifier()) return
    const kind = Object.keys(STRIPPED).find((name) =>
      isImportOf(path, name, callee.node.name, GRIFFEL_SOURCES),
    ) as keyof typeof STRIPPED | undefined
    if (!kind) return
    const { name, cssArgument } = STRIPPED[kind]
    const argument = path.get('arguments')[cssArgument]
    if (!argument) return
    const evaluated = argument.evaluate()
    if (!evaluated.confident)
      throw argument.buildCodeFrameError('griffel: CSS rules are not static')
    const css = evaluated.value as CSSRulesByBucket | CSSBucketEntry[]
    ;(state.cssRules ??= []).push(Array.isArray(css) ? { r: css } : css)
    argument.remove()
    const source = (
      path.scope.getBinding(callee.node.name)!.path.parentPath!.node as t.ImportDeclaration
    ).source.value
    callee.replaceWith(addNamedImport(path, name, source))
  }
}

/** `import { name as _name } from source`, once per file. */
function addNamedImport(path: NodePath, name: string, source: string): t.Identifier {
  const program = path.findParent((parent) => parent.isProgram()) as NodePath<t.Program>
  const existing = program.scope.getBinding(`_griffel_${name}`)
  if (existing) return t.identifier(`_griffel_${name}`)
  const local = t.identifier(`_griffel_${name}`)
  const [declaration] = program.unshiftContainer(
    'body',
    t.importDeclaration([t.importSpecifier(local, t.identifier(name))], t.stringLiteral(source)),
  )
  program.scope.registerDeclaration(declaration)
  return t.identifier(local.name)
}

const bucketRank = new Map(styleBucketOrdering.map((bucket, index) => [bucket, index]))

/** Same order as Griffel's runtime: priority, then style bucket, then media query. */
function sortedCss(sets: CSSRulesByBucket[]): string {
  const unique = new Map<string, { bucket: StyleBucketName; priority: number; media: string }>()
  for (const byBucket of sets) {
    for (const [bucket, entries] of Object.entries(byBucket) as [
      StyleBucketName,
      CSSBucketEntry[],
    ][]) {
      for (const entry of entries) {
        const [rule, meta] = normalizeCSSBucketEntry(entry)
        unique.set(rule, {
          bucket,
          priority: Number(meta?.['p'] ?? 0),
          media: String(meta?.['m'] ?? ''),
        })
      }
    }
  }
  return [...unique]
    .sort(([, a], [, b]) => a.priority - b.priority)
    .sort(([, a], [, b]) => (bucketRank.get(a.bucket) ?? 0) - (bucketRank.get(b.bucket) ?? 0))
    .sort(([, a], [, b]) => defaultCompareMediaQueries(a.media, b.media))
    .map(([rule]) => rule)
    .join('')
}

/** What one module's transform gives: kept in the cache below, so it must be plain data. */
interface Extracted {
  code: string
  map: TransformOptions['inputSourceMap'] | null
  rules: CSSRulesByBucket[]
}

const sha = (...parts: string[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** Every file under `dir` (its path and content) into one hash. */
function treeHash(dir: string): string {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(path).update('\0').update(readFileSync(path)).update('\0')
    }
  }
  walk(dir)
  return hash.digest('hex')
}

/**
 * The transforms' results on disk (decision 378): both bundles' builds transform the same
 * ~4,700 modules the same way, and Babel was most of a build's time (20 of 35 s). A result is
 * keyed by the module's code and name, this plugin's own source and the lockfile (the Fluent,
 * Griffel and Babel versions, so the token map and the preset); a module of ours also by every
 * file under src/, since the preset evaluates what its styles import. Entries are never updated,
 * only added; `npm ci` (CI's clean install) starts with none. WEBMAIL_GRIFFEL_CACHE=0 turns it off.
 */
export function transformCache(root: string) {
  const dir = join(root, 'node_modules', '.cache', 'webmail-griffel')
  const off = process.env['WEBMAIL_GRIFFEL_CACHE'] === '0'
  let base = ''
  let ownSources = ''
  return {
    start() {
      if (off) return
      mkdirSync(dir, { recursive: true })
      base = sha(
        readFileSync(new URL(import.meta.url), 'utf8'),
        readFileSync(join(root, 'package-lock.json'), 'utf8'),
      )
      ownSources = treeHash(join(root, 'src'))
    },
    key(filename: string, code: string, own: boolean): string | null {
      return off ? null : sha(base, own ? ownSources : '', filename, code)
    },
    read(key: string | null): Extracted | null {
      if (!key) return null
      try {
        return JSON.parse(readFileSync(join(dir, `${key}.json`), 'utf8')) as Extracted
      } catch {
        return null
      }
    },
    write(key: string | null, value: Extracted): void {
      if (!key) return
      // Whole or not at all: a build killed mid-write leaves a temporary file, never half a JSON.
      const temporary = join(dir, `${key}.${process.pid}.tmp`)
      try {
        writeFileSync(temporary, JSON.stringify(value))
        renameSync(temporary, join(dir, `${key}.json`))
      } catch {
        // A cache that cannot be written only costs the next build the same work again.
      }
    },
  }
}

export function griffelCssExtraction(): Plugin {
  const rulesByModule = new Map<string, CSSRulesByBucket[]>()
  let config: ResolvedConfig
  let cache: ReturnType<typeof transformCache>
  let tokens: Record<string, string> = {}
  let shorthands: Record<string, Shorthand> = {}
  let cssFile: string | null = null

  const babel = (code: string, filename: string, options: TransformOptions) => {
    const syntax: ('typescript' | 'jsx')[] = filename.endsWith('.tsx')
      ? ['typescript', 'jsx']
      : filename.endsWith('.ts')
        ? ['typescript']
        : ['jsx']
    return transformAsync(code, {
      filename,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: syntax },
      ...options,
    })
  }

  /** The two Babel passes: compile our makeStyles calls, then strip the CSS out of the calls. */
  async function extract(
    code: string,
    filename: string,
    ownSource: boolean,
    compile: boolean,
  ): Promise<Extracted | null> {
    let output = code
    let map: TransformOptions['inputSourceMap'] = undefined
    if (compile) {
      const compiled = await babel(output, filename, {
        presets: [
          [
            griffelPreset,
            { babelOptions: { presets: [require.resolve('@babel/preset-typescript')] } },
          ],
        ],
      })
      output = compiled?.code ?? output
      map = compiled?.map ?? undefined
    }
    const hasTokens =
      (ownSource || filename.includes('/node_modules/@fluentui/')) && /\btokens\b/.test(output)
    if (!RUNTIME_CALLS.test(output) && !hasTokens)
      return { code: output, map: map ?? null, rules: [] }
    const stripped = await babel(output, filename, {
      plugins: [stripGriffelRuntime(tokens, shorthands)],
      // Chained, so that the map leads back to the source as written.
      inputSourceMap: map,
    })
    if (!stripped?.code) return null
    const rules = (stripped.metadata as { griffelRules?: CSSRulesByBucket[] }).griffelRules ?? []
    return { code: stripped.code, map: stripped.map ?? null, rules }
  }

  return {
    name: 'webmail:griffel-css-extraction',
    apply: 'build',
    // Before the TypeScript and React transforms: the preset wants the makeStyles calls as written.
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
      cache = transformCache(resolved.root)
    },
    buildStart() {
      preferCommonJs()
      rulesByModule.clear()
      cssFile = null
      cache.start()
      const components = require('@fluentui/react-components') as {
        tokens: Record<string, string>
        shorthands: Record<string, Shorthand>
      }
      tokens = { ...components.tokens }
      shorthands = components.shorthands
    },
    async transform(code, id) {
      const [filename = id] = id.split('?')
      if (id.includes('\0') || !/\.[cm]?[jt]sx?$/.test(filename)) return null
      const ownSource = filename.startsWith(config.root) && !filename.includes('/node_modules/')
      const fluent = filename.includes('/node_modules/@fluentui/')
      const compile = ownSource && STYLE_FUNCTIONS.test(code)
      const strip = RUNTIME_CALLS.test(code) || ((ownSource || fluent) && /\btokens\b/.test(code))
      // Neither pass has anything to do (the first pass only adds runtime calls).
      if (!compile && !strip) return null
      // A module of ours is keyed by src/ (above); one with styles elsewhere is not cached.
      const key =
        !ownSource || !compile || filename.startsWith(join(config.root, 'src/'))
          ? cache.key(filename, code, ownSource)
          : null
      let result = cache.read(key)
      if (!result) {
        result = await extract(code, filename, ownSource, compile)
        if (!result) return null
        cache.write(key, result)
      }
      if (result.rules.length > 0) rulesByModule.set(filename, result.rules)
      return result.code === code ? null : { code: result.code, map: result.map }
    },
    generateBundle: {
      // Before index.html is written (transformIndexHtml below needs the file name).
      order: 'pre',
      handler(_options, bundle) {
        const sets: CSSRulesByBucket[] = []
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          for (const moduleId of output.moduleIds)
            sets.push(...(rulesByModule.get(moduleId.split('?')[0]!) ?? []))
        }
        const css = sortedCss(sets)
        if (!css) return
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
        cssFile = `${config.build.assetsDir}/griffel-${hash}.css`
        this.emitFile({ type: 'asset', fileName: cssFile, source: css })
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!cssFile) return
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${config.base}${cssFile}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
