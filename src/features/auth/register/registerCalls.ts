/**
 * Registration's calls (calls §7: /setting/register is sent without the token, src/api/client.ts):
 * the register config, then the request with both passwords encrypted. A refusal comes back as
 * the form's field texts (rejectionOf).
 */
import type { RegisterValues } from '../../../domain/account/registration.ts'
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import { fail, ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'

export type RegisterConfig = components['schemas']['RegisterConfig']
export type RegisterResult = components['schemas']['RegisterResult']

/** The form's values and, when the login config asks for one, the captcha's ticket. */
export type RegisterPayload = RegisterValues & { captchaTicket?: string }

/** The server's field names → the form's. */
const SERVER_TO_FORM = {
  username: 'username',
  domain: 'domain',
  password: 'password',
  confirm_password: 'confirm',
  realname: 'realname',
  mobile: 'mobile',
  department: 'department',
}

export async function loadRegisterConfig(signal: AbortSignal): Promise<RegisterConfig> {
  const { data, error } = await api().GET('/api/setting/register/', { signal })
  return data ?? fail(error)
}

/** Resolves with the new account's address once the request waits for approval. */
export async function sendRegistration(
  payload: RegisterPayload,
  signal: AbortSignal,
): Promise<RegisterResult & { address: string }> {
  const [password, confirm] = await Promise.all([
    encryptForServer(payload.password),
    encryptForServer(payload.confirm),
  ])
  const { data, error } = await api().POST('/api/setting/register/', {
    body: {
      username: payload.username,
      domain: payload.domain,
      password,
      confirm_password: confirm,
      realname: payload.realname,
      ...(payload.mobile ? { mobile: payload.mobile } : {}),
      ...(payload.department ? { department: payload.department } : {}),
      ...(payload.captchaTicket ? { captcha_ticket: payload.captchaTicket } : {}),
    },
    signal,
    ...ownSaveErrors,
  })
  if (data) return { ...data, address: `${payload.username}@${payload.domain}` }
  throw rejectionOf(error, SERVER_TO_FORM)
}
