/**
 * /setting/transfer's calls: getSmtpRelay, updateSmtpRelay and verifySmtpRelay. The password
 * goes out encrypted like every password field (R-CALL-4); it never comes back.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import type { SmtpRelayValues } from '../../../domain/settings/index.ts'
import type { SmtpVerifyAnswer } from '../../../../machines/smtp-verify/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SmtpRelay = components['schemas']['SmtpRelay']
type SmtpRelayInput = components['schemas']['SmtpRelayInput']

export async function loadSmtpRelay(signal: AbortSignal): Promise<SmtpRelay> {
  const { data, error } = await api().GET('/api/setting/smtp-relay/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames(
  'is_enabled',
  'server',
  'port',
  'account',
  'password',
  'is_ssl',
  'is_auth',
  'need_verify',
)

async function inputOf(values: SmtpRelayValues): Promise<SmtpRelayInput> {
  return {
    is_enabled: values.is_enabled,
    server: values.server.trim(),
    port: Number(values.port.trim()),
    account: values.account.trim(),
    // Off with the password left blank: nothing to encrypt, the server keeps the stored one.
    password: values.password === '' ? '' : await encryptForServer(values.password),
    is_ssl: values.is_ssl,
    is_auth: values.is_auth,
    need_verify: values.need_verify,
  }
}

export async function saveSmtpRelay(
  values: SmtpRelayValues,
  signal: AbortSignal,
): Promise<SmtpRelay> {
  const { data, error } = await api().PUT('/api/setting/smtp-relay/', {
    body: await inputOf(values),
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}

/** The server's verdict; a refused request (a field the server found wrong) reads as a "no". */
export async function verifySmtpRelay(
  values: SmtpRelayValues,
  signal: AbortSignal,
): Promise<SmtpVerifyAnswer> {
  const { data, error } = await api().POST('/api/setting/smtp-relay/verify/', {
    body: await inputOf(values),
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  const refusal = rejectionOf(error, FIELDS)
  if (refusal instanceof Error) throw refusal
  const said = refusal.message ?? Object.values(refusal.fields ?? {}).find(Boolean)
  if (said) return { success: false, message: said }
  throw new Error('verify refused')
}
