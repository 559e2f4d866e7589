/**
 * The compose machine's real I/O (machines/compose/compose.actors.ts) through the app's client:
 * the source mail as a form, send and save (POST /api/mail/messages/send/), the SMS-notify check
 * and the contacts it asks for, and the tab's local copy. The client does not toast a 400/403:
 * the compose alert shows the server's text, and a failed send's toast comes from the tab's
 * wiring (composeWiring.ts); a 500 still follows the client's catalogue.
 * Failures reject with the server's body, from which the machine takes its message.
 */
import { fromPromise } from 'xstate'
import type {
  ComposeParamsInput,
  ComposePrefill,
  LoadSourceInput,
  LocalDraft,
  SendOutcome,
  SendPayload,
  SignatureSet,
  SmsCheckOutput,
  SmsContact,
} from '../../../machines/compose/index.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import { unwrapStationery, wrapStationery } from '../../domain/compose/index.ts'
import { sanitizeMail } from '../common/mailHtml/sanitizeMail.ts'
import { removeLocalDraft, writeLocalDraft } from './localDrafts.ts'

/** A call that failed without a body (a dropped connection carries none). */
export class ComposeRequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`compose request failed with ${status}`)
    this.name = 'ComposeRequestFailed'
  }
}

/**
 * What goes out is sanitised once more, whatever the editor produced or the source mail held:
 * the same mail profile the reader uses (remote images are the sender's own choice, so kept).
 * The stationery container is built here, not typed: it is taken off, the body inside is
 * sanitised, and it is put back around it (the sanitiser would rewrite its image URL).
 */
export function outgoingHtml(html: string): string {
  if (html.trim() === '') return ''
  const { html: body, stationery } = unwrapStationery(html)
  const clean = sanitizeMail(body, { allowRemote: true, keepDataImages: true }).html
  return wrapStationery(clean, stationery)
}

function prepared(payload: SendPayload): SendPayload {
  return { ...payload, html_text: payload.is_html ? outgoingHtml(payload.html_text) : '' }
}

async function post(payload: SendPayload, signal: AbortSignal): Promise<SendOutcome> {
  const { data, error, response } = await api().POST('/api/mail/messages/send/', {
    body: prepared(payload),
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new ComposeRequestFailed(response.status, error)
  return data
}

export const loadSource = fromPromise<ComposePrefill, LoadSourceInput>(
  async ({ input, signal }) => {
    const { data, error, response } = await api().GET('/api/mail/messages/{uid}/compose/', {
      params: { path: { uid: input.uid }, query: { folder: input.folder, view: input.view } },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw new ComposeRequestFailed(response.status, error)
    return data
  },
)

export const loadSignatures = fromPromise<SignatureSet, void>(async ({ signal }) => {
  const { data, error, response } = await api().GET('/api/setting/signatures/', {
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new ComposeRequestFailed(response.status, error)
  return { list: data.results, defaultNew: data.default_new, defaultReply: data.default_reply }
})

export const loadComposeParams = fromPromise<ComposeParamsInput, void>(async ({ signal }) => {
  const { data, error, response } = await api().GET('/api/setting/compose-params/', {
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new ComposeRequestFailed(response.status, error)
  return {
    securityMode: data.is_security,
    mailLevelRequired: data.is_mail_level_required,
    attachLevelRequired: data.is_attach_level_required,
    senders: data.senders.map(([address = '', name = '']) => [address, name] as [string, string]),
    mailLevels: data.mail_levels,
  }
})

export const sendMail = fromPromise<SendOutcome, SendPayload>(({ input, signal }) =>
  post({ ...input, action: 'sent' }, signal),
)

export const saveDraft = fromPromise<SendOutcome, SendPayload>(({ input, signal }) =>
  post({ ...input, action: 'save' }, signal),
)

export const checkSms = fromPromise<SmsCheckOutput, { emails: string[] }>(
  async ({ input, signal }) => {
    const { data, error, response } = await api().POST('/api/mail/messages/sms-check/', {
      body: { recvs: input.emails },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw new ComposeRequestFailed(response.status, error)
    return data.results
  },
)

/**
 * A new contact with its number, or the existing one with its number added: an update sends every
 * field the contact has (updateContact replaces them all), so its other details stay.
 */
async function saveContact(contact: SmsContact, signal: AbortSignal): Promise<void> {
  const mobile = contact.mobile.trim()
  const { contact_id: contactId } = contact
  if (contactId === undefined) {
    const body = { email: contact.email, fullname: contact.fullname, mobile }
    const { error, response } = await api().POST('/api/contact/contacts/', {
      body,
      signal,
      middleware: [ownErrors],
    })
    if (!response.ok) throw new ComposeRequestFailed(response.status, error)
    return
  }
  const path = { params: { path: { contact_id: contactId } } }
  const current = await api().GET('/api/contact/contacts/{contact_id}/', {
    ...path,
    signal,
    middleware: [ownErrors],
  })
  if (!current.data) throw new ComposeRequestFailed(current.response.status, current.error)
  const { contact_id: _id, name: _name, username: _username, ...stored } = current.data
  const { error, response } = await api().PUT('/api/contact/contacts/{contact_id}/', {
    ...path,
    body: { ...stored, email: contact.email, fullname: contact.fullname, mobile },
    signal,
    middleware: [ownErrors],
  })
  if (!response.ok) throw new ComposeRequestFailed(response.status, error)
}

/** New contacts are created, contacts without a mobile updated; one after the other. */
export const saveSmsContacts = fromPromise<void, { contacts: SmsContact[] }>(
  async ({ input, signal }) => {
    for (const contact of input.contacts) await saveContact(contact, signal)
  },
)

/** The two local-copy actors of one tab, bound to its storage key. */
export function localDraftActors(account: string, tabKey: string) {
  return {
    persistLocalDraft: fromPromise<void, LocalDraft>(async ({ input }) =>
      writeLocalDraft(account, tabKey, input),
    ),
    clearLocalDraft: fromPromise<void, void>(async () => removeLocalDraft(account, tabKey)),
  }
}

export function realComposeActors(account: string, tabKey: string) {
  return {
    loadSignatures,
    loadComposeParams,
    loadSource,
    sendMail,
    saveDraft,
    checkSms,
    saveSmsContacts,
    ...localDraftActors(account, tabKey),
  }
}

export interface AddressSuggestion {
  email: string
  name: string
  department: string
}

/** Contacts matching what is typed in a recipient box (GET /api/contact/autocomplete/). */
export async function suggestAddresses(
  search: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> {
  const { data } = await api().GET('/api/contact/autocomplete/', {
    params: { query: { search } },
    signal,
    middleware: [ownErrors],
  })
  return (data ?? []).map((c) => ({ email: c.username, name: c.fullname, department: c.dname }))
}
