/**
 * The forced password change's real I/O (machines/password-change): the rules, and the change
 * with all three passwords encrypted (decisions.md #12). Server field errors come back as
 * `{fields}` under the form's own field names.
 */
import { fromPromise } from 'xstate'
import type {
  ChangePasswordOutput,
  FieldsRejection,
  PasswordChangeInput,
  PasswordRules,
} from '../../../machines/password-change/index.ts'
import { fieldErrors } from '../../api/errors.ts'
import { api } from '../../app/services.ts'
import { encryptForServer } from '../../app/session/publicKey.ts'

const SERVER_FIELDS = {
  old: 'password',
  next: 'new_password',
  confirm: 'confirm_password',
} as const

export const loadRules = fromPromise<PasswordRules>(async () => {
  const { data, error } = await api().GET('/api/setting/password/rules/')
  if (!data) throw error ?? new Error('getPasswordRules failed')
  return data
})

export const changePassword = fromPromise<ChangePasswordOutput, PasswordChangeInput>(
  async ({ input }) => {
    const [password, newPassword, confirmPassword] = await Promise.all([
      encryptForServer(input.old),
      encryptForServer(input.next),
      encryptForServer(input.confirm),
    ])
    const { data, error } = await api().POST('/api/setting/password/', {
      body: { password, new_password: newPassword, confirm_password: confirmPassword },
    })
    if (data) return { token: data.token }
    // M-ERR-17
    const server = fieldErrors(error ?? undefined, Object.values(SERVER_FIELDS))
    const rejection: FieldsRejection = {
      fields: {
        old: server[SERVER_FIELDS.old],
        next: server[SERVER_FIELDS.next],
        confirm: server[SERVER_FIELDS.confirm],
      },
    }
    throw rejection
  },
)

export const realPasswordChangeActors = { loadRules, changePassword }
