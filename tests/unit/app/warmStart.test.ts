import { beforeEach, describe, expect, test, vi } from 'vitest'

const { loaded, chunk } = vi.hoisted(() => {
  const loaded: string[] = []
  const chunk = (name: string) => () => {
    loaded.push(name)
    return {}
  }
  return { loaded, chunk }
})

vi.mock('../../../src/app/session/runtime.ts', chunk('session'))
vi.mock('../../../src/app/layout/SessionGate.tsx', chunk('sessionGate'))
vi.mock('../../../src/features/mailbox/MailboxPage.tsx', chunk('mailbox'))
vi.mock('../../../src/features/mailbox/list/FolderListTab.tsx', chunk('folderList'))
vi.mock('../../../src/features/welcome/WelcomePage.tsx', chunk('welcome'))

// A start with a token: every chunk of the first screen is asked for at once from the entry,
// instead of one after another as each one runs.
describe('warmSignedInStart', () => {
  beforeEach(() => {
    loaded.length = 0
    vi.resetModules()
  })

  test('a folder URL loads the session, the layout, the mailbox and its list tab at once', async () => {
    const { warmSignedInStart } = await import('../../../src/app/warmStart.ts')
    warmSignedInStart('/mailbox/innerbox/INBOX')
    // The list tab comes through lazyTabs.tsx, whose first import under the test's loader takes
    // over a second on a busy machine (it brings src/i18n/i18n.ts along, withWholeCatalog).
    await vi.waitFor(() => expect(loaded).toHaveLength(4), { timeout: 10_000 })
    expect([...loaded].sort()).toEqual(['folderList', 'mailbox', 'session', 'sessionGate'])
  })

  test('a folder’s wave leaves once the start-up calls have: they do not queue behind it', async () => {
    const { warmSignedInStart } = await import('../../../src/app/warmStart.ts')
    const { FolderListTab } = await import('../../../src/features/mailbox/tabs/lazyTabs.tsx')
    const preload = vi.spyOn(FolderListTab, 'preload')
    let sent = () => {}
    warmSignedInStart('/mailbox/innerbox/INBOX', new Promise<void>((resolve) => (sent = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preload).not.toHaveBeenCalled()
    sent()
    await vi.waitFor(() => expect(preload).toHaveBeenCalled())
  })

  test('the list tab is warmed through its own preload, so its first render does not suspend', async () => {
    const { warmSignedInStart } = await import('../../../src/app/warmStart.ts')
    const { FolderListTab } = await import('../../../src/features/mailbox/tabs/lazyTabs.tsx')
    const preload = vi.spyOn(FolderListTab, 'preload')
    warmSignedInStart('/mailbox/innerbox/INBOX')
    await vi.waitFor(() => expect(preload).toHaveBeenCalled())
  })

  test('the home page loads the welcome screen, not the mailbox', async () => {
    const { warmSignedInStart } = await import('../../../src/app/warmStart.ts')
    warmSignedInStart('/mailbox/welcome')
    await vi.waitFor(() => expect(loaded).toContain('welcome'))
    expect(loaded).not.toContain('mailbox')
  })

  test('a screen outside the mailbox loads no mailbox chunk', async () => {
    const { warmSignedInStart } = await import('../../../src/app/warmStart.ts')
    warmSignedInStart('/setting/user')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded.filter((name) => name !== 'session')).toEqual([])
  })
})
