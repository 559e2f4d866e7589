import type { SnapshotFrom } from 'xstate'
import type { secretResetMachine } from './secret-reset.machine.ts'

type State = SnapshotFrom<typeof secretResetMachine>

export type ResetStep = 'account' | 'answers' | 'done'

export const selectStep = (state: State): ResetStep =>
  state.matches('done')
    ? 'done'
    : state.matches('answering') || state.matches('resetting')
      ? 'answers'
      : 'account'
export const selectBusy = (state: State) => state.hasTag('busy')
export const selectQuestions = (state: State) => state.context.questions
export const selectRules = (state: State) => state.context.rules
export const selectAccount = (state: State) => state.context.account
export const selectDoneMessage = (state: State) => state.context.doneMessage
/** The server's text per form field of the last refusal. */
export const selectFieldMessages = (state: State): Record<string, string> =>
  state.context.failure?.code === 'refused' ? state.context.failure.fields : {}
/** The general refusal (wrong answers …), or null. */
export const selectFailureMessage = (state: State) =>
  state.context.failure?.code === 'refused' ? state.context.failure.message : null
/** The last call failed without any text (network, server error). */
export const selectFailed = (state: State) => state.context.failure?.code === 'failed'
