/**
 * The contact form's calls: getContact (edit) with the personal groups, and one createContact or
 * updateContact of every field. A refusal comes back under the form's field names (rejectionOf),
 * so it shows on its field. Built once per opened form: the resource machine keeps the first
 * calls it is given, and a new contact, once saved, is read back as the contact it now is.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import {
  BLANK_CONTACT,
  contactToValues,
  type ContactValues,
} from '../../../domain/contacts/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type Contact = components['schemas']['Contact']
export type ContactInput = components['schemas']['ContactInput']
export type ContactGroup = components['schemas']['ContactGroup']

export interface ContactFormData {
  values: ContactValues
  groups: ContactGroup[]
  /** The saved contact (edit, or a new one once saved); null before it exists. */
  contact: Contact | null
}

export interface ContactPrefill {
  email?: string
  fullname?: string
  mobile?: string
  company?: string
  department?: string
  position?: string
  groups?: number[]
}

const FIELDS = sameNames(...Object.keys(BLANK_CONTACT))

async function fetchGroups(signal: AbortSignal): Promise<ContactGroup[]> {
  const { data, error } = await api().GET('/api/contact/groups/', { signal })
  return data ?? fail(error)
}

async function fetchContact(contactId: number, signal: AbortSignal): Promise<Contact> {
  const { data, error } = await api().GET('/api/contact/contacts/{contact_id}/', {
    params: { path: { contact_id: contactId } },
    signal,
  })
  return data ?? fail(error)
}

export function contactFormCalls(contactId: number | null, prefill: ContactPrefill) {
  let savedId = contactId
  let groups: ContactGroup[] = []
  const { groups: prefillGroups, ...texts } = prefill
  const blank: ContactValues = {
    ...BLANK_CONTACT,
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)),
    groups_selected: prefillGroups ?? [],
  }

  const load = async (signal: AbortSignal): Promise<ContactFormData> => {
    const id = savedId
    const [contact, loadedGroups] = await Promise.all([
      id === null ? null : fetchContact(id, signal),
      fetchGroups(signal),
    ])
    groups = loadedGroups
    const known = new Set(groups.map((g) => g.id))
    const values = contact ? contactToValues(contact) : blank
    return {
      values: {
        ...values,
        groups_selected: values.groups_selected.filter((g) => known.has(g)),
      },
      groups,
      contact,
    }
  }

  const save = async (body: ContactInput, signal: AbortSignal): Promise<ContactFormData> => {
    const id = savedId
    const { data, error } =
      id === null
        ? await api().POST('/api/contact/contacts/', { body, signal, ...ownSaveErrors })
        : await api().PUT('/api/contact/contacts/{contact_id}/', {
            params: { path: { contact_id: id } },
            body,
            signal,
            ...ownSaveErrors,
          })
    if (!data) throw rejectionOf(error, FIELDS)
    savedId = data.contact_id
    return { values: contactToValues(data), groups, contact: data }
  }

  return { load, save }
}
