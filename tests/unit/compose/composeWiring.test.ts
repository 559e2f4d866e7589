/**
 * What a compose tab's machine tells the rest of the app (composeWiring.ts): a save keys the tab
 * to its draft (R-SEND "the tab is keyed to it"), and the error catalogue's
 * "send failure" (§8): a refused send raises an error toast with the server's first message as
 * well as the tab's own alert, so a user who went on to another tab sees it; a 5xx or a 401 is
 * left to the client's catalogue, which has spoken already.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts'
import { ComposeRequestFailed } from '../../../src/features/compose/composeActors.ts'
import { wireComposeTab, type TabsCommand } from '../../../src/features/compose/composeWiring.ts'
import { activateTestLocale } from '../../support/i18n.ts'
import { ComposeHarness, outcome } from './compose.harness.ts'

let notices: Notice[] = []
let stop: (() => void)[] = []

beforeEach(() => {
  activateTestLocale('en')
  notices = []
  stop = [subscribeNotices((notice) => notices.push(notice))]
})

afterEach(() => {
  for (const fn of stop) fn()
})

async function failedSend(how: (reject: (error: unknown) => void) => void) {
  const h = new ComposeHarness()
  const commands: TabsCommand[] = []
  stop.push(wireComposeTab(h.actor, 'compose:1', { send: (c) => commands.push(c) }))
  await h.fillValid()
  await h.send({ type: 'compose.send' })
  await h.settleLast(h.sends, (p) => how(p.reject))
  return h
}

describe('compose wiring: a saved draft', () => {
  // R-SEND-3
  it('keys the tab to the draft_id of every save', async () => {
    const h = new ComposeHarness()
    const commands: TabsCommand[] = []
    stop.push(wireComposeTab(h.actor, 'compose:1', { send: (c) => commands.push(c) }))
    await h.fillValid()
    await h.send({ type: 'draft.save' })
    await h.settleLast(h.saves, (p) => p.resolve(outcome({ type: 'save', draft_id: 57 })))
    expect(commands).toContainEqual({ type: 'tab.draftSaved', key: 'compose:1', draftId: 57 })
  })
})

describe('compose wiring: a failed send', () => {
  it.each([
    [400, { non_field_errors: ['Recipient refused by policy'] }, 'Recipient refused by policy'],
    [403, { detail: 'No sharing power' }, 'No sharing power'],
  ])('%s: an error toast with the server text, beside the alert', async (status, body, text) => {
    const h = await failedSend((reject) => reject(new ComposeRequestFailed(status, body)))
    expect(h.snapshot.context.alert).toEqual({ code: 'sendFailed', params: { message: text } })
    expect(notices).toEqual([{ intent: 'error', message: text }])
  })

  it('a refusal inside a 200 answer (success false) toasts its first error', async () => {
    const h = new ComposeHarness()
    stop.push(wireComposeTab(h.actor, 'compose:1', { send: () => undefined }))
    await h.fillValid()
    await h.send({ type: 'compose.send' })
    const refused = outcome({
      success: false,
      error_lists: [{ recipient: 'a@corp.example', error: 'No such user' }],
    })
    await h.settleLast(h.sends, (p) => p.resolve(refused))
    expect(notices).toEqual([{ intent: 'error', message: 'No such user' }])
  })

  it('a lost connection toasts the translated send failure', async () => {
    await failedSend((reject) => reject(new TypeError('Failed to fetch')))
    expect(notices).toEqual([{ intent: 'error', message: 'Failed to send the mail!' }])
  })

  it.each([500, 503, 401])(
    '%s: no second toast (the client catalogue told the user)',
    async (s) => {
      const h = await failedSend((reject) => reject(new ComposeRequestFailed(s, { detail: 'x' })))
      expect(h.snapshot.context.alert?.code).toBe('sendFailed')
      expect(notices).toEqual([])
    },
  )
})
