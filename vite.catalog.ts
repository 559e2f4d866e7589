/**
 * `messages.po?start`: the part of a Lingui catalog the start-up code and the login page use, so
 * a visitor's first page does not wait for every screen's messages (src/i18n/i18n.ts loads the
 * whole catalog right after the first paint).
 *
 * Which messages: those whose origins in the .po file (`#: src/...`, written by `lingui extract`)
 * are modules reachable by static imports from START_MODULES. The walk follows relative imports
 * and `export … from` only — what the bundler puts in the start-up chunks; `import()` and
 * `import type` are not followed. A message used by such a module but missing from the part
 * would only show its id until the whole catalog arrives; tests/unit/app/startCatalog.test.ts
 * checks that the walk finds the login page's messages.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

export const START_MODULES = ['src/main.tsx', 'src/features/auth/LoginPage.tsx']
const QUERY = '?start'
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm

/** Project-relative paths of the modules reachable from `entries` by static relative imports. */
export function staticClosure(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(resolve(root, file))) return
    seen.add(file)
    const source = readFileSync(resolve(root, file), 'utf8')
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      visit(relative(root, resolve(root, dirname(file), specifier!)))
    }
  }
  entries.forEach(visit)
  return seen
}

interface CatalogEntry {
  origin?: [file: string, line?: number][]
}

interface LinguiCatalog {
  read(locale: string): Promise<Record<string, CatalogEntry>>
  getTranslations(
    locale: string,
    options: { fallbackLocales: unknown; sourceLocale: string },
  ): Promise<{ messages: Record<string, string> }>
}

export function linguiStartCatalog(): Plugin {
  let root = process.cwd()
  return {
    name: 'webmail:lingui-start-catalog',
    configResolved(config) {
      root = config.root
    },
    async transform(_code, id) {
      if (!id.endsWith(`.po${QUERY}`)) return null
      const file = id.slice(0, -QUERY.length)
      const [{ getConfig }, api] = await Promise.all([
        import('@lingui/conf'),
        import('@lingui/cli/api'),
      ])
      const config = getConfig({ cwd: root })
      const found = api.getCatalogForFile(
        relative(config.rootDir ?? root, file),
        await api.getCatalogs(config),
      )
      if (!found) throw new Error(`${file} is not a catalog of lingui.config`)
      const catalog = found.catalog as unknown as LinguiCatalog
      const { locale } = found
      this.addWatchFile(file)
      const wanted = staticClosure(root, START_MODULES)
      const entries = await catalog.read(config.sourceLocale ?? locale)
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale ?? locale,
      })
      const part = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) =>
          entries[messageId]?.origin?.some(([origin]) => wanted.has(origin)),
        ),
      )
      const { source } = api.createCompiledCatalog(locale, part, { namespace: 'es' })
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
