/**
 * Runs before every test file of both vitest projects (node and jsdom). Keep it light: it is paid
 * once per file.
 */
import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// Testing Library unmounts by itself only with vitest globals on; they are off here. The import is
// lazy so node-environment files do not load React DOM.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}
