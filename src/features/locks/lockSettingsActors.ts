/**
 * The lock settings machine's real I/O: GET /api/core/lock/settings/ (with the folder list for the
 * mailbox lock's range), POST /api/core/lock/set|edit|cancel/, and the administrator's
 * POST /api/core/lock/clear/. Every password leaves encrypted with the public key + timestamp.
 */
import { fromPromise } from 'xstate'
import type { components } from '../../api/schema.gen.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import { encryptForServer } from '../../app/session/publicKey.ts'
import type {
  CancelLockInput,
  ClearUserLockInput,
  LockSettingsData,
  ModuleLockSettings,
  SaveLockInput,
} from '../../../machines/lock-settings/index.ts'

type LockSettings = components['schemas']['LockSettings']

export function toModuleLockSettings(settings: LockSettings): ModuleLockSettings {
  const one = (lock: LockSettings['mailbox']) => ({
    isSet: lock.is_set,
    folders: lock.folders ?? [],
  })
  return {
    mailbox: one(settings.mailbox),
    file: one(settings.file),
    calendar: one(settings.calendar),
  }
}

export const loadLockSettingsFromApi = fromPromise<LockSettingsData>(async ({ signal }) => {
  const [settings, folders] = await Promise.all([
    api().GET('/api/core/lock/settings/', { signal }),
    api().GET('/api/mail/folders/', { signal }),
  ])
  if (!settings.data) throw settings.error ?? new Error('getLockSettings failed')
  if (!folders.data) throw folders.error ?? new Error('listFolders failed')
  return {
    modules: toModuleLockSettings(settings.data),
    rule: {
      minLength: settings.data.rule.min_length,
      maxLength: settings.data.rule.max_length,
    },
    folders: folders.data
      .filter((f) => !f.is_default)
      .map((f) => ({ rawName: f.raw_name, name: f.label || f.name })),
  }
})

export const saveLockWithApi = fromPromise<ModuleLockSettings, SaveLockInput>(
  async ({ input, signal }) => {
    const base = {
      lock_type: input.module,
      lock_password: await encryptForServer(input.password),
      ...(input.module === 'mailbox' && input.folders ? { folders: input.folders } : {}),
    }
    // The dialog shows the outcome inline; no toast on top of it.
    const { data, error } =
      input.mode === 'set'
        ? await api().POST('/api/core/lock/set/', { body: base, signal, middleware: [ownErrors] })
        : await api().POST('/api/core/lock/edit/', {
            body: {
              ...base,
              old_lock_password: await encryptForServer(input.oldPassword ?? ''),
            },
            signal,
            middleware: [ownErrors],
          })
    if (!data) throw error ?? new Error('saveLock failed')
    return toModuleLockSettings(data)
  },
)

export const cancelLockWithApi = fromPromise<ModuleLockSettings, CancelLockInput>(
  async ({ input, signal }) => {
    const { data, error } = await api().POST('/api/core/lock/cancel/', {
      body: { lock_type: input.module, lock_password: await encryptForServer(input.password) },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw error ?? new Error('cancelLock failed')
    return toModuleLockSettings(data)
  },
)

/** Resolves 'cleared', or 'unknownUser' / 'forbidden' / 'failed' as the server answered. */
export const clearUserLockWithApi = fromPromise<void, ClearUserLockInput>(
  async ({ input, signal }) => {
    const { data, response } = await api().POST('/api/core/lock/clear/', {
      body: { username: input.username },
      signal,
      middleware: [ownErrors],
    })
    if (data) return
    const reason =
      response.status === 400 ? 'unknownUser' : response.status === 403 ? 'forbidden' : 'failed'
    throw new Error(reason)
  },
)

export const realLockSettingsActors = {
  loadLockSettings: loadLockSettingsFromApi,
  saveLock: saveLockWithApi,
  cancelLock: cancelLockWithApi,
}
