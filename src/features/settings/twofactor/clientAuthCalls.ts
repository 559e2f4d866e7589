/** The client authorization code's calls (openapi.yaml getClientAuthCode / setClientAuthCode). */
import type { components } from '../../../api/schema.gen.ts'
import { fromPromise } from 'xstate'
import type { ClientAuthChange, ClientAuthState } from '../../../../machines/client-auth/index.ts'
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

/** machines/client-auth's I/O: the load, the change, and the clipboard for the new code. */
export const clientAuthActors = {
  loadClientAuth: fromPromise<ClientAuthState>(({ signal }) => loadClientAuthCode(signal)),
  changeClientAuth: fromPromise<ClientAuthState, ClientAuthChange>(({ input }) =>
    setClientAuthCode(input.enable, input.regenerate),
  ),
  copyText: fromPromise<void, { text: string }>(({ input }) =>
    navigator.clipboard.writeText(input.text),
  ),
}
