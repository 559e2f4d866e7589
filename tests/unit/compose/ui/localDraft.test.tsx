/**
 * The local copy of an unsent compose (issue 4: it survives a reload until saved or discarded):
 * written after a pause in the edits, dropped when the tab is closed, and offered again as a
 * compose tab when the mailbox starts in a later page load, or again in the same page load
 * after a 401 or a logout stopped the strip (issue 11 §4).
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, waitFor as waitForActor } from 'xstate'
import '../../auth/jsdomShims.ts'
import type { LocalDraft } from '../../../../machines/compose/index.ts'
import { mailTabsMachine } from '../../../../machines/mail-tabs/index.ts'
import { defaultComposeForm, makeRecipient } from '../../../../src/domain/compose/index.ts'
import { localDraftActors } from '../../../../src/features/compose/composeActors.ts'
import {
  composeActorFor,
  dropComposeActors,
} from '../../../../src/features/compose/composeRegistry.ts'
import ComposeTab from '../../../../src/features/compose/ComposeTab.tsx'
import { PAGE_LOAD, readLocalDraft } from '../../../../src/features/compose/localDrafts.ts'
import {
  forgetRestoredAccounts,
  useRestoreComposeTabs,
} from '../../../../src/features/compose/useRestoreComposeTabs.ts'
import { useMailTabs } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import { MailTabsActorProvider } from '../../../../src/features/common/mailTabs/MailTabsProvider.tsx'
import { sequence } from '../../../../src/features/common/mailTabs/mailTabsStore.ts'
import { DEMO_USER, tokenFor } from '../../../support/server.ts'
import { renderWithProviders } from '../../../support/render.tsx'
import { startHarness } from '../../auth/authHarness.tsx'
import { INPUT, fakeActors, sentOutcome } from './composeUi.harness.tsx'

const ACCOUNT = DEMO_USER.email

beforeEach(() => {
  localStorage.clear()
  forgetRestoredAccounts()
})
afterEach(() => dropComposeActors())

function startTabs() {
  return createActor(mailTabsMachine).start()
}

describe('local copy', { timeout: 60_000 }, () => {
  it('is written a moment after an edit and dropped when the tab is closed', async () => {
    const tabs = startTabs()
    tabs.send({
      type: 'tab.open',
      tab: { kind: 'compose', key: 'compose:1', title: '', request: { mode: 'new' } },
    })
    const { actors } = fakeActors(sentOutcome)
    const actor = composeActorFor(
      ACCOUNT,
      'compose:1',
      tabs,
      () => INPUT,
      () => ({
        ...actors,
        // The real storage actors of the tab, as the app wires them.
        ...localDraftActors(ACCOUNT, 'compose:1'),
      }),
    )
    actor.send({ type: 'field.set', field: 'subject', value: '草稿标题' })
    expect(readLocalDraft(ACCOUNT, 'compose:1')).toBeNull()
    await waitFor(
      () => expect(readLocalDraft(ACCOUNT, 'compose:1')?.form.subject).toBe('草稿标题'),
      {
        timeout: 3_000,
      },
    )
    // Unsent: the strip asks first; once confirmed the tab, its machine and its copy go.
    expect(tabs.getSnapshot().context.tabs.at(-1)).toMatchObject({ needsCloseConfirm: true })
    tabs.send({ type: 'tab.close', key: 'compose:1' })
    tabs.send({ type: 'close.confirm' })
    expect(readLocalDraft(ACCOUNT, 'compose:1')).toBeNull()
    expect(actor.getSnapshot().status).toBe('stopped')
  })

  it('is written at once, for the next login, when the strip stops under the tab', () => {
    const tabs = startTabs()
    tabs.send({
      type: 'tab.open',
      tab: { kind: 'compose', key: 'compose:1', title: '', request: { mode: 'new' } },
    })
    const { actors } = fakeActors(sentOutcome)
    const actor = composeActorFor(
      ACCOUNT,
      'compose:1',
      tabs,
      () => INPUT,
      () => ({ ...actors, ...localDraftActors(ACCOUNT, 'compose:1') }),
    )
    actor.send({ type: 'field.set', field: 'subject', value: '登录过期前写的信' })
    // A 401 before the copy's debounce: the session drops the strip at once.
    tabs.stop()
    expect(actor.getSnapshot().status).toBe('stopped')
    // No tab of this page load holds it any more: the next mailbox start takes it.
    expect(readLocalDraft(ACCOUNT, 'compose:1')).toBeNull()
    const stored = localStorage.getItem(`webmail.compose.${encodeURIComponent(ACCOUNT)}.compose:1`)
    const copy = JSON.parse(stored!) as { pageLoad: string; draft: LocalDraft }
    expect(copy.pageLoad).not.toBe(PAGE_LOAD)
    expect(copy.draft.form.subject).toBe('登录过期前写的信')
  })

  it('comes back as a compose tab when the mailbox starts in a later page load', async () => {
    const form = {
      ...defaultComposeForm(),
      to: [makeRecipient('reviewer@huayu.example.com', '陈静')],
      subject: '重启前没写完的信',
      html_text: '<p>第一段</p>',
      plain_text: '第一段',
    }
    localStorage.setItem(
      `webmail.compose.${encodeURIComponent(ACCOUNT)}.compose:3`,
      JSON.stringify({
        pageLoad: 'an-earlier-load',
        savedAt: 1,
        draft: { mode: 'new', source: null, form, draftId: null, hiddenOriginal: null },
      }),
    )
    const tabs = startTabs()
    renderMailbox(tabs, await signedIn())
    expect(await screen.findByRole('textbox', { name: '主题' }, { timeout: 20_000 })).toHaveValue(
      '重启前没写完的信',
    )
    expect(
      screen.getByRole('button', { name: '编辑收件人 陈静 <reviewer@huayu.example.com>' }),
    ).toBeInTheDocument()
    const opened = tabs.getSnapshot().context.tabs.filter((t) => t.kind === 'compose')
    expect(opened.map((t) => t.key)).toEqual(['compose:1'])
    // The list stays shown; the copy now belongs to the new tab and to this page load.
    expect(tabs.getSnapshot().context.activeKey).toBe('list')
    expect(readLocalDraft(ACCOUNT, 'compose:1')?.form.subject).toBe('重启前没写完的信')
    expect(
      localStorage.getItem(`webmail.compose.${encodeURIComponent(ACCOUNT)}.compose:3`),
    ).toBeNull()
    expect(
      JSON.parse(localStorage.getItem(`webmail.compose.${encodeURIComponent(ACCOUNT)}.compose:1`)!),
    ).toMatchObject({ pageLoad: PAGE_LOAD })
  })
})

describe('local copy after the session ended in this page load', { timeout: 60_000 }, () => {
  it('comes back as a compose tab at the next login', async () => {
    const session = await signedIn()
    const before = startTabs()
    const first = renderMailbox(before, session)
    before.send({
      type: 'tab.open',
      tab: { kind: 'compose', key: 'compose:1', title: '', request: { mode: 'new' } },
    })
    const subject = await screen.findByRole('textbox', { name: '主题' }, { timeout: 20_000 })
    await userEvent.setup().type(subject, '登录过期前写的信')
    // A 401 (or a logout): the session drops the strip, and the mailbox screen goes.
    before.stop()
    first.unmount()

    // Signed in again, no reload: a new strip, whose start reopens the copy.
    const after = startTabs()
    renderMailbox(after, session)
    expect(await screen.findByRole('textbox', { name: '主题' }, { timeout: 20_000 })).toHaveValue(
      '登录过期前写的信',
    )
    const opened = after.getSnapshot().context.tabs.filter((t) => t.kind === 'compose')
    expect(opened.map((t) => t.key)).toEqual(['compose:1'])
    expect(readLocalDraft(ACCOUNT, 'compose:1')?.form.subject).toBe('登录过期前写的信')
  })
})

async function signedIn() {
  const harness = startHarness({ token: await tokenFor(DEMO_USER.username), path: '/mailbox' })
  await waitForActor(harness.session, (s) => s.context.loginAfter !== null, { timeout: 15_000 })
  return harness.session
}

function renderMailbox(
  tabs: ReturnType<typeof startTabs>,
  session: Awaited<ReturnType<typeof signedIn>>,
) {
  return renderWithProviders(
    <MailTabsActorProvider actor={tabs} nextComposeSequence={sequence()}>
      <Mailbox />
    </MailTabsActorProvider>,
    { locale: 'zh-hans', session },
  )
}

/** The mailbox as far as compose cares: the restore on start and every compose tab's panel. */
function Mailbox() {
  useRestoreComposeTabs()
  const { tabs } = useMailTabs()
  return tabs.map((tab) => (tab.kind === 'compose' ? <ComposeTab key={tab.key} tab={tab} /> : null))
}
