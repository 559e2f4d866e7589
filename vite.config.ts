import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

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
 * Two bundles come out of one source tree:
 *  - `vite build` (mode production): the real-backend bundle, in dist/. No mock code: every
 *    import of mocks/ sits behind `import.meta.env.VITE_DEMO`, false here, so it is dropped.
 *  - `vite build --mode demo`: the demo bundle with the msw fake backend, in dist-demo/.
 */
export default defineConfig(({ mode }) => {
  const demo = mode === 'demo'
  return {
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      ...(demo ? [mockServiceWorker()] : []),
    ],
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(demo ? 'true' : 'false'),
    },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      chunkSizeWarningLimit: 1500,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
