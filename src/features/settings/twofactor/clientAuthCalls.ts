/** The client authorization code's calls (openapi.yaml getClientAuthCode / setClientAuthCode). */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail } from '../../common/forms/settingsCalls.ts'

export type ClientAuthCode = components['schemas']['ClientAuthCode']

export async function loadClientAuthCode(signal: AbortSignal): Promise<ClientAuthCode> {
  const { data, error } = await api().GET('/api/setting/client-auth/', { signal })
  return data ?? fail(error)
}

/** Turning it on, or `regenerate`, answers with the new code — the only time it is given. */
export async function setClientAuthCode(
  isEnabled: boolean,
  regenerate = false,
): Promise<ClientAuthCode> {
  const { data, error } = await api().PUT('/api/setting/client-auth/', {
    body: { is_enabled: isEnabled, regenerate },
  })
  return data ?? fail(error)
}
