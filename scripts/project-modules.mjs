// The project's TypeScript modules (mocks/, src/, machines/) loaded in plain Node, for the
// scripts that run them outside vitest and the browser: mock-server, contract, bench. Vite's SSR
// loader with the project's own config answers what they need (openapi.yaml?parsed, Lingui
// macros), so nothing is prebuilt or copied.
//
//   const modules = await projectModules()
//   const { mockControl } = await modules.load('/mocks/control.ts')
//   …
//   await modules.close()

/** @returns {Promise<{ load: (path: string) => Promise<any>, close: () => Promise<void> }>} */
export async function projectModules() {
  const { createServer } = await import('vite')
  const vite = await createServer({
    mode: 'test',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // jsencrypt's package points Node at extension-less ESM paths, and rrule's main is a webpack
    // bundle whose named exports Node cannot see: let Vite load their ESM builds instead.
    ssr: { noExternal: ['jsencrypt', 'rrule'] },
  })
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() }
}
