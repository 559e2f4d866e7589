/**
 * The reader's component tests: the app's client on the fake backend, a signed-in demo session
 * (the mail guards read it), a fake tab strip whose calls the test inspects, and a probe that
 * shows the mailbox change versions other screens would react to.
 */
import { screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import type { Notice } from '../../../src/api/notices.ts'
import { subscribeNotices } from '../../../src/api/notices.ts'
import { useMailboxVersion } from '../../../src/features/common/mailboxEvents.ts'
import type { ListCursor } from '../../../src/domain/mail/listSource.ts'
import { MailTabsContext } from '../../../src/features/common/mailTabs/MailTabsContext.ts'
import { readTabKey, type MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import type { ReaderAccount } from '../../../src/features/reader/readerAccount.ts'
import { ReaderView } from '../../../src/features/reader/ReaderView.tsx'
import { renderPage, startHarness } from '../auth/authHarness.tsx'
import { DEMO_USER, testClient, tokenFor } from '../../support/server.ts'

export function fakeTabs(): MailTabsApi & { [K in keyof MailTabsApi]: MailTabsApi[K] } {
  return {
    tabs: [],
    activeKey: 'list',
    composeCoolingDown: false,
    openMail: vi.fn(),
    replaceMail: vi.fn(),
    openSearch: vi.fn(),
    openCompose: vi.fn(),
    openReview: vi.fn(),
    retitle: vi.fn(),
    setCloseConfirm: vi.fn(),
    activate: vi.fn(),
    close: vi.fn(),
    closeAll: vi.fn(),
  }
}

export const FULL_ACCOUNT: ReaderAccount = {
  ownAddress: DEMO_USER.email,
  isFwmail: true,
  isMaildownload: true,
  disableDeleteButton: false,
  changeDeleteButton: false,
}

/** Shows how often folders and lists were told to reload since the reader was rendered. */
function ChangeProbe() {
  const folders = useMailboxVersion('folders')
  const list = useMailboxVersion('list')
  const [start] = useState({ folders, list })
  return <output data-testid="changes">{`${folders - start.folders}/${list - start.list}`}</output>
}

/** The probe's counts now. */
export function changeVersions(): { folders: number; list: number } {
  const [folders = 0, list = 0] = screen.getByTestId('changes').textContent!.split('/').map(Number)
  return { folders, list }
}

/** The uid of the first mail of `folder` whose subject contains `subject`. */
export async function uidOf(token: string, subject: string, folder = 'INBOX'): Promise<number> {
  const { data } = await testClient(token).GET('/api/mail/messages/', {
    params: { query: { folder, subject, page_size: 5 } },
  })
  const uid = data?.results[0]?.uid
  if (uid === undefined) throw new Error(`no mail "${subject}" in ${folder}`)
  return uid
}

export interface OpenOptions {
  uid: number
  folder?: string
  account?: Partial<ReaderAccount>
  cursor?: ListCursor
}

/** Signs the demo user in and renders one reader tab. */
export async function signIn() {
  const token = await tokenFor(DEMO_USER.username)
  const harness = startHarness({ token, path: '/mailbox/innerbox/INBOX' })
  await waitForActor(harness.session, (s) => s.context.loginAfter !== null, { timeout: 15_000 })
  const notices: Notice[] = []
  const unsubscribe = subscribeNotices((notice) => notices.push(notice))
  return { token, session: harness.session, notices, unsubscribe }
}

export function renderReader(
  session: Awaited<ReturnType<typeof signIn>>['session'],
  { uid, folder = 'INBOX', account, cursor }: OpenOptions,
) {
  const tabs = fakeTabs()
  const tab = {
    kind: 'read' as const,
    key: readTabKey(folder, uid),
    folder,
    uid,
    title: '…',
    ...(cursor ? { cursor } : {}),
  }
  renderPage(
    <MailTabsContext.Provider value={tabs}>
      <ChangeProbe />
      <ReaderView tab={tab} account={{ ...FULL_ACCOUNT, ...account }} />
    </MailTabsContext.Provider>,
    session,
    '/mailbox/innerbox/INBOX',
  )
  return { tabs, tab }
}

/**
 * Signs in before each test of the file and lets go after it; `current()` is that test's
 * sign-in (what reader test files otherwise spell out with their own beforeEach / afterEach).
 */
export function signInForEachTest(): { current: () => Awaited<ReturnType<typeof signIn>> } {
  let signedIn: Awaited<ReturnType<typeof signIn>> | undefined
  beforeEach(async () => {
    signedIn = await signIn()
  })
  afterEach(() => signedIn?.unsubscribe())
  return {
    current: () => {
      if (!signedIn) throw new Error('signInForEachTest: used outside a test')
      return signedIn
    },
  }
}
