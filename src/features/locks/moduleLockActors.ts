/** The module lock machine's real I/O: GET /api/core/lock/ and POST /api/core/lock/release/. */
import { fromPromise } from 'xstate'
import type { LockState } from '../../api/types.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import { encryptForServer } from '../../app/session/publicKey.ts'
import type { ModuleLockStates, ReleaseLockInput } from '../../../machines/module-lock/index.ts'

/** The contract's flags per module (note the server's own spelling `is_maibox_rel`). */
export function toModuleLockStates(state: LockState): ModuleLockStates {
  return {
    mailbox: { locked: state.is_lockmailbox, released: state.is_maibox_rel },
    file: { locked: state.is_lockfile, released: state.is_file_rel },
    calendar: { locked: state.is_lockcalendar, released: state.is_calendar_rel },
  }
}

export const loadLockStateFromApi = fromPromise<ModuleLockStates>(async ({ signal }) => {
  const { data, error } = await api().GET('/api/core/lock/', { signal })
  if (!data) throw error ?? new Error('getLockState failed')
  return toModuleLockStates(data)
})

export const releaseLockWithApi = fromPromise<void, ReleaseLockInput>(async ({ input, signal }) => {
  const { data, error } = await api().POST('/api/core/lock/release/', {
    body: { lock_type: input.module, lock_password: await encryptForServer(input.password) },
    signal,
    // The dialog shows the read-password-error message inline; no toast on top of it.
    middleware: [ownErrors],
  })
  if (!data) throw error ?? new Error('releaseLock failed')
})

export const realModuleLockActors = {
  loadLockState: loadLockStateFromApi,
  releaseLock: releaseLockWithApi,
}
