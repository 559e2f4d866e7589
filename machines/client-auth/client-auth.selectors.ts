import type { SnapshotFrom } from 'xstate'
import type { clientAuthMachine } from './client-auth.machine.ts'

type State = SnapshotFrom<typeof clientAuthMachine>

export const selectCurrent = (state: State) => state.context.current
export const selectNewCode = (state: State) => state.context.newCode
export const selectCopied = (state: State) => state.context.copied
/** A change is running (the loading has its own selector). */
export const selectBusy = (state: State) => state.matches('applying')
/** The question shown (while it is asked and while its change runs), or null. */
export const selectAsking = (state: State) =>
  state.matches('asking') || state.matches('applying') ? state.context.asking : null
export const selectLoading = (state: State) => state.matches('loading')
export const selectLoadFailed = (state: State) => state.matches('loadFailed')
