/**
 * machines/file-share-access: the public /fileshare page's flow driven with a fake openShare —
 * every state (opening, askingCode, checking, opened, refused, failed) and every transition.
 */
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  fileShareAccessMachine,
  selectAsksCode,
  selectCodeError,
  selectRefusal,
  selectShare,
  type OpenShareInput,
  type OpenedShare,
} from '../../../machines/file-share-access/index.ts'

const SHARE: OpenedShare = {
  share_key: 'K1',
  owner: '王小明 <demo@huayu.example.com>',
  expire_at: null,
  files: [{ id: 3, name: 'a.pdf', size: 10 }],
}

type Answer = OpenedShare | { reason: string } | Error

/** Answers each call with the next of `answers`; records the inputs. */
function start(shareKey: string, answers: Answer[]) {
  const calls: OpenShareInput[] = []
  const actor = createActor(
    fileShareAccessMachine.provide({
      actors: {
        openShare: fromPromise<OpenedShare, OpenShareInput>(async ({ input }) => {
          calls.push(input)
          const answer = answers.shift()
          if (!answer) throw new Error('no more answers')
          if (answer instanceof Error || 'reason' in answer) throw answer
          return answer
        }),
      },
    }),
    { input: { shareKey } },
  ).start()
  return { actor, calls }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'))

describe('file-share-access machine', () => {
  test('an open share (no code) shows at once', async () => {
    const { actor, calls } = start(' K1 ', [SHARE])
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('opened')
    expect(selectShare(snapshot)).toEqual(SHARE)
    expect(calls).toEqual([{ shareKey: 'K1', code: '' }])
  })

  test('code required → wrong code (message, cleared on typing) → right code opens', async () => {
    const { actor, calls } = start('K1', [
      { reason: 'code_required' },
      { reason: 'wrong_code' },
      SHARE,
    ])
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('askingCode')
    expect(selectAsksCode(snapshot)).toBe(true)
    actor.send({ type: 'code.submit', code: '   ' })
    expect(actor.getSnapshot().value).toBe('askingCode')
    actor.send({ type: 'code.submit', code: ' zzzz ' })
    expect(actor.getSnapshot().value).toBe('checking')
    snapshot = await settled(actor)
    expect(snapshot.value).toBe('askingCode')
    expect(selectCodeError(snapshot)).toBe('wrong_code')
    actor.send({ type: 'code.change' })
    expect(selectCodeError(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'code.submit', code: 'ab12' })
    snapshot = await settled(actor)
    expect(snapshot.value).toBe('opened')
    expect(snapshot.context.code).toBe('ab12')
    expect(calls.map((c) => c.code)).toEqual(['', 'zzzz', 'ab12'])
  })

  test.each(['not_found', 'cancelled', 'expired'] as const)('%s ends the visit', async (reason) => {
    const { actor } = start('K1', [{ reason }])
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('refused')
    expect(selectRefusal(snapshot)).toBe(reason)
  })

  test('cancelled while the code was being typed: refused as cancelled', async () => {
    const { actor } = start('K1', [{ reason: 'code_required' }, { reason: 'cancelled' }])
    await settled(actor)
    actor.send({ type: 'code.submit', code: 'ab12' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('refused')
    expect(selectRefusal(snapshot)).toBe('cancelled')
  })

  test('a failed check keeps the code step with a failure message', async () => {
    const { actor } = start('K1', [{ reason: 'code_required' }, new Error('network')])
    await settled(actor)
    actor.send({ type: 'code.submit', code: 'ab12' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('askingCode')
    expect(selectCodeError(snapshot)).toBe('failed')
  })

  test('a failed first open offers a retry', async () => {
    const { actor, calls } = start('K1', [new Error('network'), SHARE])
    expect((await settled(actor)).value).toBe('failed')
    actor.send({ type: 'share.retry' })
    expect((await settled(actor)).value).toBe('opened')
    expect(calls).toHaveLength(2)
  })

  test('a link without a key is not found, without a call', async () => {
    const { actor, calls } = start('', [])
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('refused')
    expect(selectRefusal(snapshot)).toBe('not_found')
    expect(calls).toEqual([])
  })
})
