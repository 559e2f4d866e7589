import { describe, expect, test, vi } from 'vitest'

const loaded = vi.hoisted(() => [] as string[])

vi.mock('../../../src/app/session/runtime.ts', () => {
  loaded.push('session')
  return {}
})
vi.mock('../../../src/app/screens.ts', () => ({
  screens: {
    sessionGate: () => Promise.resolve(loaded.push('sessionGate')),
    mailbox: () => Promise.resolve(loaded.push('mailbox')),
    welcome: () => Promise.resolve(loaded.push('welcome')),
  },
}))

// The demo's start with a token: the session, layout and first screen chunks load while the
// fake backend restores its data, instead of one after another once it is up.
describe('warmSignedInStart', () => {
  test('loads the session, the layout and the mail list of a folder URL', async () => {
    const { warmSignedInStart } = await import('../../../src/app/demo.ts')
    warmSignedInStart('/mailbox/innerbox/INBOX')
    await vi.waitFor(() => expect(loaded).toHaveLength(3))
    expect([...loaded].sort()).toEqual(['mailbox', 'session', 'sessionGate'])
  })

  test('loads the home page for any other URL', async () => {
    loaded.length = 0
    const { warmSignedInStart } = await import('../../../src/app/demo.ts')
    warmSignedInStart('/mailbox/welcome')
    await vi.waitFor(() => expect(loaded).toContain('welcome'))
    expect(loaded).not.toContain('mailbox')
  })
})
