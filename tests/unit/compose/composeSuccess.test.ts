/**
 * M-ERR-24: compose's success toasts. A sent mail says so, a draft saved by hand says so; the
 * auto-save stays quiet.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts'
import { wireComposeTab } from '../../../src/features/compose/composeWiring.ts'
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

function wired() {
  const h = new ComposeHarness()
  stop.push(wireComposeTab(h.actor, 'compose:1', { send: () => undefined }), () => h.actor.stop())
  return h
}

describe('compose success toasts (M-ERR-24)', () => {
  it('send success', async () => {
    const h = wired()
    await h.fillValid()
    await h.send({ type: 'compose.send' })
    await h.settleLast(h.sends, (p) => p.resolve(outcome()))
    expect(notices).toEqual([{ intent: 'success', message: 'Sent successfully!' }])
  })

  it('save success by hand, none for the auto-save', async () => {
    const h = wired()
    await h.fillValid()
    await h.advance(5 * 60_000)
    await h.settleLast(h.saves, (p) => p.resolve(outcome({ type: 'save', draft_id: 8 })))
    expect(notices).toEqual([])
    await h.send({ type: 'field.set', field: 'subject', value: 'Plan' }, { type: 'draft.save' })
    await h.settleLast(h.saves, (p) => p.resolve(outcome({ type: 'save', draft_id: 8 })))
    expect(notices).toEqual([{ intent: 'success', message: 'Saved successfully!' }])
  })
})
