/**
 * The only door to mock code. Imported dynamically behind `import.meta.env.VITE_DEMO`, so the
 * real-backend bundle contains none of it (checked by tests/unit/app/bundle.test.ts).
 */
export async function startDemo(): Promise<void> {
  const { startDemoBackend } = await import('../../mocks/browser.ts')
  await startDemoBackend()
}

export async function resetDemo(): Promise<void> {
  const { resetDemoData } = await import('../../mocks/browser.ts')
  await resetDemoData()
}
