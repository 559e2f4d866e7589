import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { lingui } from '@lingui/vite-plugin'
import { griffelCssExtraction } from './vite.griffel.ts'
import { linguiStartCatalog } from './vite.catalog.ts'
import { fluentIconAtoms } from './vite.icons.ts'
import { screenChunks } from './vite.chunks.ts'
import { parsedYaml } from './vite.yaml.ts'
import { brandRamp } from './src/app/theme/brandRamp.ts'
import { DEFAULT_SKIN, skinSwatch } from './src/app/theme/skins.ts'

const require = createRequire(import.meta.url)

/**
 * Serves and emits msw's service worker in demo mode only, straight from the installed msw, so
 * the worker always matches the library version and never lands in the real-backend bundle.
 */
function mockServiceWorker(): Plugin {
  const fileName = 'mockServiceWorker.js'
  const read = () => readFileSync(require.resolve(`msw/${fileName}`), 'utf8')
  return {
    name: 'webmail:mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(read())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: read() })
    },
  }
}

/**
 * Babel (through @vitejs/plugin-react) is there only for the Lingui macros: Oxc compiles the
 * TypeScript and JSX, and adds React Refresh in the dev server, either way. Files that import no
 * macro — four in five of src, mocks, machines and tests — skip it: the plugin's transform gets a
 * code filter, so a file with a macro compiles as before and the others are no longer parsed and
 * reprinted by Babel (decision 356 for vitest and the Node scripts; decision 377 for the builds
 * and the dev server).
 */
const LINGUI_MACRO = /['"]@lingui\/(?:core\/|react\/)?macro['"]/
function babelForMacrosOnly(plugins: PluginOption[]): PluginOption[] {
  const flat = (list: PluginOption[]): unknown[] =>
    list.flatMap((item) => (Array.isArray(item) ? flat(item) : [item]))
  const babel = (flat(plugins) as (Plugin | null)[]).find((p) => p?.name === 'vite:react-babel')
  const transform = babel?.transform
  if (!transform || typeof transform !== 'object' || !transform.filter)
    throw new Error('vite:react-babel has no filtered transform any more: see babelForMacrosOnly')
  transform.filter = { ...transform.filter, code: LINGUI_MACRO }
  return plugins
}

const REACT = { babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }

const DEFAULT_SKIN_CSS = 'virtual:default-skin.css'

/**
 * The default skin's CSS variables as a static stylesheet on :root (imported by src/main.tsx),
 * made from the same brand ramp the skin menu uses: the start-up JavaScript then needs neither
 * Fluent's colour tables nor createLightTheme (≈ 7 KB gzip), see src/app/theme/skins.ts.
 */
function defaultSkinCss(): Plugin {
  const resolved = `\0${DEFAULT_SKIN_CSS}`
  return {
    name: 'webmail:default-skin-css',
    resolveId: (source) => (source === DEFAULT_SKIN_CSS ? resolved : null),
    load(id) {
      if (id !== resolved) return null
      const { createLightTheme } = require('@fluentui/react-components') as {
        createLightTheme: (ramp: ReturnType<typeof brandRamp>) => Record<string, string | number>
      }
      const theme = createLightTheme(brandRamp(skinSwatch(DEFAULT_SKIN)))
      const variables = Object.entries(theme).map(([name, value]) => `--${name}:${value};`)
      return `:root{${variables.join('')}}\n`
    },
  }
}

/**
 * The install manifest and the service worker (issue 17, src/sw/sw.ts): every file of the build
 * is precached — the shell and all the screens' lazily loaded chunks — so the app opens with the
 * network down. Registered by the app itself once the page is quiet after the first paint
 * (decision 381), never by an injected script; in the demo msw's start registers it (it runs
 * msw's worker too, decision 323). Not in `vite` dev, where msw's own worker is served.
 */
function appServiceWorker(demo: boolean) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: '邮件',
      short_name: '邮件',
      description: '企业邮箱',
      lang: 'zh-CN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: skinSwatch(DEFAULT_SKIN),
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,json,md}'],
      // Deploy-time settings stay fresh (the worker asks the network first); msw's worker is
      // the worker's own code, not a page's file.
      globIgnores: ['config.json', 'mockServiceWorker.js', 'sw.js', ...(demo ? [] : ['demo/**'])],
      // The spreadsheet reader (xlsx) is one large lazy chunk; offline it must open too.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      minify: true,
      // One function scope: msw's worker, run inside it in the demo, declares globals of its own.
      rollupFormat: 'iife',
    },
    devOptions: { enabled: false },
  })
}

/**
 * Two bundles come out of one source tree:
 *  - `vite build` (mode production): the real-backend bundle, in dist/. No mock code: every
 *    import of mocks/ sits behind `import.meta.env.VITE_DEMO`, false here, so it is dropped.
 *  - `vite build --mode demo`: the demo bundle with the msw fake backend, in dist-demo/.
 */
export default defineConfig(({ mode }) => {
  const demo = mode === 'demo'
  return {
    plugins: [
      griffelCssExtraction(),
      fluentIconAtoms(),
      defaultSkinCss(),
      parsedYaml(),
      // Lingui's macros, only for the files that import one (above).
      babelForMacrosOnly(react(REACT)),
      lingui(),
      linguiStartCatalog(),
      ...(demo ? [mockServiceWorker()] : []),
      appServiceWorker(demo),
    ],
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(demo ? 'true' : 'false'),
    },
    resolve: {
      alias: [
        // TanStack's store (the router, in the entry chunk), XState's and Fluent's React bindings
        // import the React 17 shim of useSyncExternalStore, which with React 18+ only hands out
        // React's own hook: take that hook straight from React, and the selector variant from
        // the same package's build for React 18+, without the shim's fallback code.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
        // The demo's fake backend: msw's cookie store asks tldts for the page's own host only,
        // and the Public Suffix List it carries was a fifth of the backend's chunk (issue 11).
        ...(demo
          ? [{ find: /^tldts$/, replacement: resolve(import.meta.dirname, 'mocks/shims/tldts.ts') }]
          : []),
      ],
    },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      chunkSizeWarningLimit: 1500,
      // Every browser of the build target supports <link rel="modulepreload">: no polyfill in
      // the entry chunk.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Fewer, larger chunks: each file is gzipped on its own, so the automatic split (the
            // entry alone came as 15 chunks shared with lazy routes, the login page as 23 files,
            // the home page as 31) cost ≈ 15 KB gzip on each first route. Three groups, in order:
            // all the entry needs; the basic controls of the login page and the layout; the
            // overlay and focus machinery (tabster, motion, portal, tabs, cards) that only the
            // main layout needs. A group takes its modules' dependencies along, so a module of the
            // login page must never land in `overlay` (npm run bench shows it: login jumps).
            groups: [
              { name: 'index', tags: ['$initial'] },
              // Griffel's reset-style runtime, which the login page's own controls
              // (src/features/auth/ui) use: without this group `controls` would take it along
              // as a dependency of Fluent's controls, and the login page would load that chunk.
              // Small modules the login page shares with other screens ride along, one file
              // instead of four: every screen's data hook (useLoad), and the page frame, icons
              // and language picker of the login and lock pages.
              {
                name: 'base',
                test: /(node_modules[\\/]@griffel[\\/]react[\\/]|src[\\/]app[\\/]useLoad\.ts$|src[\\/]features[\\/]auth[\\/](useLoginStyles\.styles\.ts|LanguagePicker\.tsx|ui[\\/]icons\.tsx)$)/,
              },
              {
                name: 'controls',
                // Not react-aria's active-descendant walker: only the lazily loaded dropdowns
                // and comboboxes (calendar, contacts) use it, and here every screen would load it.
                test: /node_modules[\\/]@fluentui[\\/]react-(aria(?![\\/]lib[\\/]activedescendant[\\/])|button|checkbox|field|input|label|link|message-bar|spinner|text)[\\/]/,
              },
              {
                name: 'overlay',
                test: /node_modules[\\/](tabster|@fluentui[\\/]react-(card|context-selector|motion|motion-components-preview|portal|tabs|tabster))[\\/]/,
              },
              // Tooltips, menus, popovers and their positioning: the layout and every list use all
              // four, and left to the automatic split they came as three files whose boundaries
              // moved whenever a screen's use of one of them changed (a popover going lazy split
              // the menus' chunk in two: +1.5 KB gzip on the home page).
              {
                name: 'popups',
                test: /node_modules[\\/](@floating-ui[\\/]|@fluentui[\\/]react-(menu|popover|positioning|tooltip)[\\/])/,
              },
              // The statechart runtime with its React hooks, and the size format: the mail screen
              // and the public /fileshare page both use them, and in the mailbox chunk they made
              // the share page load the mailbox's (and the session's) code. One file for both.
              {
                name: 'xstate',
                test: /(node_modules[\\/](xstate|@xstate[\\/]react)[\\/]|src[\\/]domain[\\/]format[\\/]size\.ts$)/,
              },
              // The main layout's and the mailbox screen's own modules, each one file (vite.chunks.ts).
              {
                name: screenChunks(),
                debugName: 'screens',
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
