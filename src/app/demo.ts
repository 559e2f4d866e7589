import { tokenCookie } from './cookies.ts'

/**
 * The only door to mock code. Imported dynamically behind `import.meta.env.VITE_DEMO`, so the
 * real-backend bundle contains none of it (checked by tests/unit/app/bundle.test.ts).
 */
export async function startDemo(): Promise<void> {
  const { startDemoBackend, takeStartToken } = await import('../../mocks/browser.ts')
  await startDemoBackend()
  // A test that starts signed in (tests/e2e/fixtures.ts): the session reads the cookie when it
  // starts, which is after this resolves.
  const token = takeStartToken()
  if (token) tokenCookie.write(token)
}

export async function resetDemo(): Promise<void> {
  const { resetDemoData } = await import('../../mocks/browser.ts')
  await resetDemoData()
}
