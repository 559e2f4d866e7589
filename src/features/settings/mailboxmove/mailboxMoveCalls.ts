/**
 * /setting/mailboxmove's calls (openapi.yaml settings): list, add, edit, remove, start or stop.
 * The password goes out encrypted like every password field (R-CALL-4) and never comes back;
 * blank on an edit keeps the stored one. A form's refusal shows in its dialog (ownSaveErrors);
 * a failed start, stop or removal is told by the client's toast.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import type { MailboxMoveValues } from '../../../domain/settings/index.ts'
import { itemCalls } from '../../common/forms/itemCalls.ts'
import { sameNames } from '../../common/forms/settingsCalls.ts'

export type MailboxMoveAccount = components['schemas']['MailboxMoveAccount']
type MailboxMoveInput = components['schemas']['MailboxMoveInput']

const calls = itemCalls(
  '/api/setting/mailboxmove/',
  sameNames('server', 'port', 'protocol', 'email', 'password', 'is_ssl', 'scope'),
)

export const loadMailboxMoves = (signal: AbortSignal): Promise<MailboxMoveAccount[]> =>
  calls.list(signal)

async function inputOf(values: MailboxMoveValues): Promise<MailboxMoveInput> {
  const port = values.port.trim()
  return {
    server: values.server.trim(),
    ...(port === '' ? {} : { port: Number(port) }),
    protocol: values.protocol,
    email: values.email.trim(),
    is_ssl: values.is_ssl,
    scope: values.scope,
    password: values.password === '' ? '' : await encryptForServer(values.password),
  }
}

/** Adds the account (`id` null) or edits it. */
export async function saveMailboxMove(
  id: number | null,
  values: MailboxMoveValues,
  signal: AbortSignal,
): Promise<MailboxMoveAccount> {
  return calls.save(id, await inputOf(values), signal)
}

export const deleteMailboxMove = (id: number): Promise<void> => calls.remove(id)

/** True when the server took the start (or stop). */
export async function activateMailboxMove(id: number, isActive: boolean): Promise<boolean> {
  const { data } = await api().POST('/api/setting/mailboxmove/{id}/activate/', {
    params: { path: { id } },
    body: { is_active: isActive },
  })
  return data !== undefined
}
