/**
 * What the model test's single input does not reach: a status panel opened right after sending
 * (no sent copy known, so no whole-mail recall), one opened on a mail already recalled, an
 * unknown recipient, and the table rules with every status.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  DELIVERY_STATES,
  countsOf,
  hasFailure,
  mergeRecall,
  noticeOf,
  selectCanRecallAll,
  selectShowsRecallAll,
  selectIsVisible,
  sendStatusMachine,
  type DeliveryRow,
  type DeliveryState,
  type SendStatusInput,
} from '../../../machines/send-status/index.ts'
import { settle } from '../../support/settle.ts'

const row = (recipient: string, status: DeliveryState, extra: Partial<DeliveryRow> = {}) => ({
  name: '',
  recipient,
  status,
  status_info: '',
  recall_status: '',
  recall_status_info: '',
  inform: '',
  is_red: status === 'deliver_fail',
  is_zhaohui: false,
  ...extra,
})

const ROWS = DELIVERY_STATES.map((status, i) => row(`u${i}@example.com`, status))

async function ready(input: SendStatusInput) {
  const recalls: string[] = []
  const machine = sendStatusMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => ROWS),
      recallMail: fromPromise(async () => {
        recalls.push('all')
        return ROWS
      }),
      recallRecipient: fromPromise(async ({ input: { recipient } }) => {
        recalls.push(recipient)
        return []
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  await settle()
  expect(actor.getSnapshot().value).toBe('ready')
  return { actor, recalls }
}

describe('send-status inputs', () => {
  it('the table starts folded when asked (the reader), shown otherwise', async () => {
    const folded = await ready({ messageId: 'm1', visible: false })
    expect(selectIsVisible(folded.actor.getSnapshot())).toBe(false)
    const shown = await ready({ messageId: 'm1' })
    expect(selectIsVisible(shown.actor.getSnapshot())).toBe(true)
  })

  it('right after sending (no sent copy) there is no whole-mail recall', async () => {
    const { actor, recalls } = await ready({ messageId: 'm1' })
    expect(selectShowsRecallAll(actor.getSnapshot())).toBe(false)
    expect(selectCanRecallAll(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'recall.all' })
    actor.send({ type: 'recall.recipient', recipient: 'stranger@example.com' })
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(recalls).toEqual([])
  })

  it('a mail already recalled keeps the whole-mail button, disabled for good', async () => {
    const { actor, recalls } = await ready({
      messageId: 'm1',
      mail: { uid: 1, folder: 'Sent' },
      recalled: true,
    })
    expect(selectShowsRecallAll(actor.getSnapshot())).toBe(true)
    expect(selectCanRecallAll(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'recall.all' })
    await settle()
    expect(recalls).toEqual([])
  })
})

describe('delivery table rules', () => {
  it('counts every status, zeros included', () => {
    expect(countsOf([...ROWS, row('x@example.com', 'readed')])).toEqual({
      undeliver: 1,
      review: 1,
      sequester: 1,
      deliver: 1,
      readed: 2,
      deliver_fail: 1,
      proxy: 1,
    })
    expect(Object.values(countsOf([])).every((n) => n === 0)).toBe(true)
  })

  it('partial failure as soon as one delivery failed', () => {
    expect(hasFailure(ROWS)).toBe(true)
    expect(hasFailure(ROWS.filter((r) => r.status !== 'deliver_fail'))).toBe(false)
  })

  it('the recall notice is inform, else recall_status_info, else none', () => {
    expect(noticeOf([row('a', 'deliver', { inform: '甲', recall_status_info: '乙' })])).toBe('甲')
    expect(noticeOf([row('a', 'deliver', { recall_status_info: '乙' })])).toBe('乙')
    expect(noticeOf([row('a', 'deliver')])).toBeNull()
    expect(noticeOf([])).toBeNull()
  })

  it('a recipient recalled alone is recalled; a whole recall trusts each returned row', () => {
    const rows = [row('a', 'deliver'), row('b', 'readed')]
    const returned = [row('b', 'readed', { recall_status_info: '已读，无法召回' })]
    expect(mergeRecall(rows, [], 'a').map((r) => r.is_zhaohui)).toEqual([true, false])
    const whole = mergeRecall(rows, returned, null)
    expect(whole.map((r) => [r.is_zhaohui, r.recall_status_info])).toEqual([
      [false, ''],
      [false, '已读，无法召回'],
    ])
  })
})
