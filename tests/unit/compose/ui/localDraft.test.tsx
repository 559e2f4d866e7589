/**
 * The local copy of an unsent compose (issue 4: it survives a reload until saved or discarded):
 * written after a pause in the edits, dropped when the tab is closed, and offered again as a
 * compose tab when the mailbox starts in a later page load.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, waitFor as waitForActor } from 'xstate'
import '../../auth/jsdomShims.ts'
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
    const harness = startHarness({ token: await tokenFor(DEMO_USER.username), path: '/mailbox' })
    await waitForActor(harness.session, (s) => s.context.loginAfter !== null, { timeout: 15_000 })
    const tabs = startTabs()
    renderWithProviders(
      <MailTabsActorProvider actor={tabs} nextComposeSequence={sequence()}>
        <Mailbox />
      </MailTabsActorProvider>,
      { locale: 'zh-hans', session: harness.session },
    )
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

/** The mailbox as far as compose cares: the restore on start and every compose tab's panel. */
function Mailbox() {
  useRestoreComposeTabs()
  const { tabs } = useMailTabs()
  return tabs.map((tab) => (tab.kind === 'compose' ? <ComposeTab key={tab.key} tab={tab} /> : null))
}
