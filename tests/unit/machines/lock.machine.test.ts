/**
 * machines/lock on its own (R-VALID-8, M-ERR-14).
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import {
  lockMachine,
  selectIsUnlocking,
  selectLockError,
  type UnlockInput,
  type UnlockOutput,
} from '../../../machines/lock/index.ts'
import { settle } from './session.harness.ts'

function start(answer: (input: UnlockInput) => Promise<UnlockOutput>) {
  const inputs: UnlockInput[] = []
  const machine = lockMachine.provide({
    actors: {
      unlock: fromPromise<UnlockOutput, UnlockInput>(({ input }) => {
        inputs.push(input)
        return answer(input)
      }),
    },
  })
  return { actor: createActor(machine).start(), inputs }
}

describe('lock machine', () => {
  it('refuses an empty password without a call', () => {
    const { actor, inputs } = start(async () => ({ token: 't' }))
    actor.send({ type: 'lock.submit', password: '' })
    expect(selectLockError(actor.getSnapshot())).toBe('passwordRequired')
    expect(actor.getSnapshot().value).toBe('idle')
    expect(inputs).toEqual([])
  })

  it('sends the password as typed and finishes with the token', async () => {
    const { actor, inputs } = start(async () => ({ token: 'token-new' }))
    const done = toPromise(actor)
    actor.send({ type: 'lock.submit', password: ' pass word ' })
    expect(selectIsUnlocking(actor.getSnapshot())).toBe(true)
    await expect(done).resolves.toEqual({ token: 'token-new' })
    expect(inputs).toEqual([{ password: ' pass word ' }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('reports wrongPassword on any failure and accepts another try', async () => {
    let attempt = 0
    const { actor } = start(async () => {
      attempt += 1
      if (attempt === 1) throw { non_field_errors: ['密码错误'] }
      return { token: 'token-2' }
    })
    actor.send({ type: 'lock.submit', password: 'wrong' })
    await settle()
    expect(selectLockError(actor.getSnapshot())).toBe('wrongPassword')
    expect(selectIsUnlocking(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'lock.submit', password: '' })
    expect(selectLockError(actor.getSnapshot())).toBe('passwordRequired')
    actor.send({ type: 'lock.submit', password: 'right' })
    expect(selectLockError(actor.getSnapshot())).toBeNull()
    await settle()
    expect(actor.getSnapshot().output).toEqual({ token: 'token-2' })
  })

  it('without a provided unlock actor it fails loudly, never unlocks', async () => {
    const actor = createActor(lockMachine).start()
    actor.send({ type: 'lock.submit', password: 'x' })
    await settle()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectLockError(actor.getSnapshot())).toBe('wrongPassword')
  })
})
