import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import {
  mailTabsMachine,
  selectComposeCoolingDown,
  selectMountedKeys,
} from '../../../machines/mail-tabs/index.ts'
import { COMPOSE_BUTTON_COOLDOWN_MS } from '../../../src/domain/constants.ts'
import type { ListCursor } from '../../../src/domain/mail/listSource.ts'
import {
  createMailTabActions,
  createMailTabsApi,
} from '../../../src/features/common/mailTabs/mailTabsApi.ts'
import type { MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import { sequence } from '../../../src/features/common/mailTabs/mailTabsStore.ts'

/** The API as components see it: re-read after every call, as React would re-render. */
function harness(clock?: SimulatedClock, onMailOpening?: (folder: string, uid: number) => void) {
  const actor = createActor(mailTabsMachine, clock ? { clock } : {}).start()
  const next = sequence()
  const api = (): MailTabsApi => {
    const snapshot = actor.getSnapshot()
    const { tabs, activeKey } = snapshot.context
    const composeCoolingDown = selectComposeCoolingDown(snapshot)
    return createMailTabsApi(actor, { tabs, activeKey, composeCoolingDown }, next, onMailOpening)
  }
  return { actor, api }
}

const cursor = (page: number): ListCursor => ({
  source: {
    kind: 'folder',
    folder: 'INBOX',
    sort: 'date',
    order: 'desc',
    view: 'all',
    pageSize: 20,
  },
  page,
  index: 0,
  count: 40,
})

describe('mail tabs API', () => {
  // Decision 219: one actions object for the strip's life, reading the tabs when called.
  it('keeps the actions alone working on the tabs of now', () => {
    const actor = createActor(mailTabsMachine).start()
    const opening: string[] = []
    const actions = createMailTabActions(
      actor,
      () => actor.getSnapshot().context.tabs,
      sequence(),
      (folder, uid) => opening.push(`${folder}:${uid}`),
    )
    actions.openMail({ folder: 'INBOX', uid: 7, subject: '周报' })
    actions.activate('list')
    actions.openMail({ folder: 'INBOX', uid: 7, subject: '周报' })
    actions.openMail({ folder: 'INBOX', uid: 8, subject: '月报' })
    expect(opening).toEqual(['INBOX:7', 'INBOX:8'])
    expect(actor.getSnapshot().context.activeKey).toBe('read:INBOX:8')
    actions.close('read:INBOX:8')
    actions.openMail({ folder: 'INBOX', uid: 8, subject: '月报' })
    expect(opening).toEqual(['INBOX:7', 'INBOX:8', 'INBOX:8'])
  })

  // Decision 351: the click's capture phase starts the read, before openMail renders the tab.
  it('prepareMail starts the read of a mail not open yet, not of an open one or a draft', () => {
    const opening: string[] = []
    const { api } = harness(undefined, (folder, uid) => opening.push(`${folder}:${uid}`))
    api().prepareMail?.({ folder: 'INBOX', uid: 7 })
    expect(opening).toEqual(['INBOX:7'])
    expect(api().tabs.map((tab) => tab.key)).toEqual(['list'])
    api().openMail({ folder: 'INBOX', uid: 7, subject: '周报' })
    api().prepareMail?.({ folder: 'INBOX', uid: 7 })
    api().prepareMail?.({ folder: 'Drafts', uid: 3 })
    expect(opening).toEqual(['INBOX:7', 'INBOX:7'])
  })

  // R-MAILBOX-3: opening the same mail again reuses its tab
  it('reuses the tab of a mail opened again, taking the new list position', () => {
    const { api } = harness()
    api().openMail({ folder: 'INBOX', uid: 7, subject: '周报', cursor: cursor(1) })
    api().openMail({ folder: 'INBOX', uid: 8, subject: '月报' })
    api().openMail({ folder: 'INBOX', uid: 7, subject: '周报', cursor: cursor(2) })
    const tabs = api().tabs
    expect(tabs.map((t) => t.key)).toEqual(['list', 'read:INBOX:7', 'read:INBOX:8'])
    expect(api().activeKey).toBe('read:INBOX:7')
    expect(tabs[1]).toMatchObject({ kind: 'read', title: '周报', cursor: { page: 2 } })
  })

  it('starts reading a mail as its reader tab opens, not for an open tab nor a draft', () => {
    const opening: string[] = []
    const { api } = harness(undefined, (folder, uid) => opening.push(`${folder}:${uid}`))
    api().openMail({ folder: 'INBOX', uid: 7, subject: '周报' })
    api().openMail({ folder: 'INBOX', uid: 7, subject: '周报' })
    api().openMail({ folder: 'Sent', uid: 7, subject: '回复：周报' })
    api().openMail({ folder: 'Drafts', uid: 3, subject: '草稿一' })
    expect(opening).toEqual(['INBOX:7', 'Sent:7'])
  })

  // R-LIST-9
  it('opens a mail in Drafts as a compose tab, and the same draft twice in one tab', () => {
    const { api } = harness()
    api().openMail({ folder: 'Drafts', uid: 3, subject: '草稿一' })
    api().openMail({ folder: 'Drafts', uid: 3, subject: '草稿一' })
    expect(api().tabs.slice(1)).toEqual([
      {
        kind: 'compose',
        key: 'compose:draft:3',
        title: '草稿一',
        request: { mode: 'draft', uid: 3, folder: 'Drafts', subject: '草稿一' },
      },
    ])
  })

  // R-SEND-3: the tab is keyed to the saved draft_id
  it('shows the compose tab a draft was saved from when that draft is opened from Drafts', () => {
    const { actor, api } = harness()
    api().openCompose({ mode: 'new' })
    actor.send({ type: 'tab.draftSaved', key: 'compose:1', draftId: 12 })
    api().activate('list')
    api().openMail({ folder: 'Drafts', uid: 12, subject: '草稿' })
    expect(api().tabs.map((t) => t.key)).toEqual(['list', 'compose:1'])
    expect(api().activeKey).toBe('compose:1')
  })

  // R-COMPOSE-9, C-TIME-10
  it('a double click on compose opens one tab; a click 1500 ms later opens another', () => {
    // C-TIME-10
    const clock = new SimulatedClock()
    const { api } = harness(clock)
    api().openCompose({ mode: 'new' })
    clock.increment(300)
    api().openCompose({ mode: 'new' })
    expect(api().tabs.map((t) => t.key)).toEqual(['list', 'compose:1'])
    clock.increment(COMPOSE_BUTTON_COOLDOWN_MS)
    api().openCompose({ mode: 'new' })
    expect(api().tabs.map((t) => t.key)).toEqual(['list', 'compose:1', 'compose:3'])
  })

  // R-COMPOSE-9, C-TIME-10
  it('says compose is cooling down for 1500 ms after a new mail is opened, not after a reply', () => {
    const clock = new SimulatedClock()
    const { api } = harness(clock)
    expect(api().composeCoolingDown).toBe(false)
    api().openCompose({ mode: 'new' })
    expect(api().composeCoolingDown).toBe(true)
    clock.increment(COMPOSE_BUTTON_COOLDOWN_MS - 1)
    expect(api().composeCoolingDown).toBe(true)
    clock.increment(1)
    expect(api().composeCoolingDown).toBe(false)
    api().openCompose({ mode: 'reply', uid: 4, folder: 'INBOX' })
    expect(api().composeCoolingDown).toBe(false)
  })

  it('gives every new compose request a tab of its own', () => {
    const { api } = harness()
    api().openCompose({ mode: 'new' })
    api().openCompose({ mode: 'new', to: [['a@x.cn', '']] })
    expect(api().tabs.map((t) => t.key)).toEqual(['list', 'compose:1', 'compose:2'])
  })

  it('reuses a search tab for the same criteria in any order, titled by the search text', () => {
    const { api } = harness()
    api().openSearch({ keyword: '合同', folder: 'INBOX' })
    api().openSearch({ subject: '发票' })
    api().openSearch({ folder: 'INBOX', keyword: '合同' })
    expect(
      api()
        .tabs.slice(1)
        .map((t) => (t.kind === 'search' ? t.title : t.kind)),
    ).toEqual(['合同', '发票'])
    expect(api().activeKey).toBe(api().tabs[1]?.key)
  })

  // R-MAILBOX-3
  it('never closes the folder list, and close-all keeps only it', () => {
    const { api } = harness()
    api().openMail({ folder: 'INBOX', uid: 1, subject: 'a' })
    api().openReview(4, '待审')
    api().close('list')
    expect(api().tabs).toHaveLength(3)
    api().closeAll()
    expect(api().tabs.map((t) => t.key)).toEqual(['list'])
    expect(api().activeKey).toBe('list')
  })

  it('asks before closing a tab marked by setCloseConfirm, and not after it is cleared', () => {
    const { actor, api } = harness()
    api().openCompose({ mode: 'new' })
    api().setCloseConfirm?.('compose:1', true)
    api().close('compose:1')
    expect(actor.getSnapshot().hasTag('asking')).toBe(true)
    actor.send({ type: 'close.cancel' })
    api().setCloseConfirm?.('compose:1', false)
    api().close('compose:1')
    expect(api().tabs.map((t) => t.key)).toEqual(['list'])
  })

  it('keeps the list, the shown tab and the most recently shown others mounted', () => {
    const { actor, api } = harness()
    for (const uid of [1, 2, 3, 4]) api().openMail({ folder: 'INBOX', uid, subject: `${uid}` })
    api().activate('read:INBOX:1')
    expect([...selectMountedKeys(actor.getSnapshot(), 2)]).toEqual([
      'list',
      'read:INBOX:1',
      'read:INBOX:4',
    ])
  })
})
