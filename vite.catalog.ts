/**
 * Parts of a Lingui catalog, so a first screen does not wait for every screen's messages
 * (src/i18n/i18n.ts loads the whole catalog right after the first paint, and the router waits
 * for it before any screen a part does not cover):
 *  - `messages.po?start`: the start-up code and the login page (a visitor without a session);
 *  - `messages.po?welcome`: the start-up code, the session, the main layout and the home page,
 *    with the dialogs and panels they open lazily (a visitor with a session);
 *  - `messages.po?mail`: the same start without the home page, plus the mail screen's folder
 *    tree, list tab and reader (fetched when the list is idle, decision 187) with the dialogs
 *    and menus they open lazily, but not its other tabs (compose, search results, review): those
 *    wait for the whole catalog themselves (withWholeCatalog in src/features/mailbox/tabs/),
 *    which loads on the first input (src/main.tsx, docs/decisions.md #215).
 *
 * Which messages: those whose origins in the .po file (`#: src/...`, written by `lingui extract`)
 * are modules reachable from the part's entries. The walk follows relative imports and
 * `export … from` — what the bundler puts in the same chunks; `import type` is not followed.
 * The welcome part follows `import()` too, except where it leads to other screens (the router's
 * screens, src/main.tsx's demo backend): a dialog of the layout must never show ids while the
 * rest of the catalog loads, and the router cannot wait for it. tests/unit/app/buildPlugins.test.ts
 * checks both walks.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

export const START_MODULES = ['src/main.tsx', 'src/features/auth/LoginPage.tsx']
export const WELCOME_MODULES = [
  'src/main.tsx',
  'src/app/session/runtime.ts',
  'src/app/layout/SessionGate.tsx',
  'src/features/welcome/WelcomePage.tsx',
]
export const MAIL_MODULES = [
  'src/main.tsx',
  'src/app/session/runtime.ts',
  'src/app/layout/SessionGate.tsx',
  'src/features/mailbox/MailboxPage.tsx',
  'src/features/mailbox/list/FolderListTab.tsx',
  'src/features/reader/ReaderTab.tsx',
]
/** The mail screen's other tabs: each loads with the whole catalog (see above). */
export const MAIL_TABS_LOADERS = [
  'src/features/mailbox/tabs/lazyTabs.tsx',
  'src/features/mailbox/tabs/MailTabPanels.tsx',
]
/** Their `import()`s open other screens (the router waits for those) or the fake backend. */
const NOT_FOLLOWED_LAZILY = new Set([
  'src/main.tsx',
  'src/app/router.tsx',
  'src/app/screens.ts',
  'src/app/warmStart.ts',
  'src/app/demo.ts',
])

interface Part {
  entries: readonly string[]
  lazy: boolean
  /** Modules whose `import()`s this part does not follow either (on top of the screens'). */
  notFollowed?: readonly string[]
}
const PARTS: Record<string, Part> = {
  start: { entries: START_MODULES, lazy: false },
  welcome: { entries: WELCOME_MODULES, lazy: true },
  mail: { entries: MAIL_MODULES, lazy: true, notFollowed: MAIL_TABS_LOADERS },
}

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+\.tsx?)['"]\s*\)/g

/**
 * Project-relative paths of the modules reachable from `entries` by relative imports: static
 * ones always, `import()` when `lazy` (not out of NOT_FOLLOWED_LAZILY).
 */
export function moduleClosure(
  root: string,
  entries: readonly string[],
  { lazy = false, notFollowed = [] }: { lazy?: boolean; notFollowed?: readonly string[] } = {},
): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(resolve(root, file))) return
    seen.add(file)
    const source = readFileSync(resolve(root, file), 'utf8')
    const specifiers = [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!)
    if (lazy && !NOT_FOLLOWED_LAZILY.has(file) && !notFollowed.includes(file)) {
      specifiers.push(...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!))
    }
    for (const specifier of specifiers)
      visit(relative(root, resolve(root, dirname(file), specifier)))
  }
  entries.forEach(visit)
  return seen
}

/** The modules whose messages the login page's part holds. */
export function staticClosure(root: string, entries: readonly string[]): Set<string> {
  return moduleClosure(root, entries)
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
      const [file, query] = id.split('?')
      const part = query === undefined ? undefined : PARTS[query]
      if (!file?.endsWith('.po') || !part) return null
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
      const wanted = moduleClosure(root, part.entries, {
        lazy: part.lazy,
        notFollowed: part.notFollowed,
      })
      const entries = await catalog.read(config.sourceLocale ?? locale)
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale ?? locale,
      })
      const subset = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) =>
          entries[messageId]?.origin?.some(([origin]) => wanted.has(origin)),
        ),
      )
      const { source } = api.createCompiledCatalog(locale, subset, { namespace: 'es' })
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
