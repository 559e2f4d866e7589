/**
 * machines/secret-reset with fake calls: account → questions → answers → done; a refused account
 * and wrong answers come back with the server's text and keep the step; editing drops it.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  secretResetMachine,
  selectFailureMessage,
  selectFieldMessages,
  selectQuestions,
  selectStep,
  type ResetInput,
  type ResetQuestions,
} from '../../../machines/secret-reset/index.ts'

const QUESTIONS = ['Q1', 'Q2', 'Q3']

function start() {
  const sent: ResetInput[] = []
  const actor = createActor(
    secretResetMachine.provide({
      actors: {
        loadQuestions: fromPromise<ResetQuestions, { account: string }>(async ({ input }) => {
          if (input.account !== 'demo') {
            throw { fields: { account: 'no questions' }, message: null }
          }
          return { questions: QUESTIONS, rules: { passwd_type: 2 } }
        }),
        resetPassword: fromPromise<{ message: string | null }, ResetInput>(async ({ input }) => {
          sent.push(input)
          if (input.answers[2] !== 'c') throw { fields: {}, message: 'wrong answers' }
          return { message: 'done' }
        }),
      },
    }),
  ).start()
  return { actor, sent }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'))

describe('secret-reset machine', () => {
  it('refuses an account without questions, keeping the account step, until edited', async () => {
    const { actor } = start()
    actor.send({ type: 'account.submit', account: ' nobody ' })
    const state = await settled(actor)
    expect(selectStep(state)).toBe('account')
    expect(selectFieldMessages(state)).toEqual({ account: 'no questions' })
    actor.send({ type: 'field.edit', field: 'account' })
    expect(selectFieldMessages(actor.getSnapshot())).toEqual({})
  })

  it('goes through the questions to done, wrong answers refused on the way', async () => {
    const { actor, sent } = start()
    actor.send({ type: 'account.submit', account: 'demo' })
    let state = await settled(actor)
    expect(selectStep(state)).toBe('answers')
    expect(selectQuestions(state)).toEqual(QUESTIONS)

    const values = { answers: ['a', 'b', 'x'], password: 'P@ssw0rd!', confirm: 'P@ssw0rd!' }
    actor.send({ type: 'reset.submit', values })
    state = await settled(actor)
    expect(selectStep(state)).toBe('answers')
    expect(selectFailureMessage(state)).toBe('wrong answers')

    actor.send({ type: 'reset.submit', values: { ...values, answers: ['a', 'b', 'c'] } })
    state = await settled(actor)
    expect(selectStep(state)).toBe('done')
    expect(sent.map((input) => input.account)).toEqual(['demo', 'demo'])
  })

  it('changing the account forgets the questions', async () => {
    const { actor } = start()
    actor.send({ type: 'account.submit', account: 'demo' })
    await settled(actor)
    actor.send({ type: 'account.change' })
    expect(selectStep(actor.getSnapshot())).toBe('account')
    expect(selectQuestions(actor.getSnapshot())).toEqual([])
  })
})
