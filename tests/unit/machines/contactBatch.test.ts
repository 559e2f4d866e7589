/**
 * The move / copy batch (decisions.md #199): every chosen contact is saved in order, a failure
 * does not stop the rest, the failures are listed, and the end is announced once.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  contactBatchMachine,
  type ApplyGroupChangeInput,
} from '../../../machines/contact-batch/index.ts'

const change = { mode: 'move', target: 4, from: 3 } as const

function start(failing: readonly number[]) {
  const tried: number[] = []
  const actor = createActor(
    contactBatchMachine.provide({
      actors: {
        applyGroupChange: fromPromise<void, ApplyGroupChangeInput>(async ({ input }) => {
          tried.push(input.id)
          expect(input.change).toEqual(change)
          if (failing.includes(input.id)) throw new Error('refused')
        }),
      },
    }),
  )
  let finished = 0
  actor.on('batch.finished', () => finished++)
  actor.start()
  return { actor, tried, finished: () => finished }
}

describe('contact batch', () => {
  it('saves each contact in order and lists the failures', async () => {
    const { actor, tried, finished } = start([12])
    actor.send({ type: 'batch.start', change, ids: [11, 12, 13] })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('finished'))
    expect(tried).toEqual([11, 12, 13])
    expect(actor.getSnapshot().context).toMatchObject({ done: 3, failed: [12] })
    expect(finished()).toBe(1)
    actor.send({ type: 'batch.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('ignores an empty batch and starts again after one ended', async () => {
    const { actor, tried } = start([])
    actor.send({ type: 'batch.start', change, ids: [] })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'batch.start', change, ids: [7] })
    await waitFor(actor, (s) => s.matches('finished'))
    actor.send({ type: 'batch.start', change, ids: [8, 9] })
    await waitFor(actor, (s) => s.matches('finished'))
    expect(tried).toEqual([7, 8, 9])
    expect(actor.getSnapshot().context).toMatchObject({ done: 2, failed: [] })
  })

  it('ignores a new batch while one runs', async () => {
    const { actor, tried } = start([])
    actor.send({ type: 'batch.start', change, ids: [1, 2] })
    actor.send({ type: 'batch.start', change, ids: [5] })
    await waitFor(actor, (s) => s.matches('finished'))
    expect(tried).toEqual([1, 2])
  })
})
