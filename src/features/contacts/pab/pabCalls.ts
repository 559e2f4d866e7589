/**
 * The personal book page's calls (contacts family of openapi.yaml): the groups with their
 * counts, create / rename / delete a group, one page of a group's contacts (searched by name,
 * email or mobile), delete contacts, and save one contact with new groups (move / copy).
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { groupsAfter, type GroupChange } from '../../../domain/contacts/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type ContactGroup = components['schemas']['ContactGroup']
export type Contact = components['schemas']['Contact']
export type ContactPage = components['schemas']['ContactPage']

export async function loadGroups(): Promise<ContactGroup[]> {
  const { data, error } = await api().GET('/api/contact/groups/')
  return data ?? fail(error)
}

/** Create (`id` null) or rename a group; a refusal is a SaveRejection with `groupname`. */
export async function saveGroup(
  id: number | null,
  groupname: string,
  signal?: AbortSignal,
): Promise<ContactGroup> {
  const body = { groupname: groupname.trim() }
  const { data, error } =
    id === null
      ? await api().POST('/api/contact/groups/', { body, signal, ...ownSaveErrors })
      : await api().PUT('/api/contact/groups/{id}/', {
          params: { path: { id } },
          body,
          signal,
          ...ownSaveErrors,
        })
  if (data === undefined) throw rejectionOf(error, sameNames('groupname'))
  return data
}

export async function deleteGroup(id: number): Promise<void> {
  const { error, response } = await api().DELETE('/api/contact/groups/{id}/', {
    params: { path: { id } },
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
}

/** One page of group `group` (-1 all, 0 no group). */
export async function loadContacts(
  group: number,
  search: string,
  page: number,
  pageSize: number,
): Promise<ContactPage> {
  const { data, error } = await api().GET('/api/contact/contacts/', {
    params: {
      query: {
        page,
        page_size: pageSize,
        group_id: group,
        ...(group > 0 ? { is_group: true } : {}),
        ...(search ? { search } : {}),
      },
    },
  })
  return data ?? fail(error)
}

export async function deleteContacts(ids: readonly number[]): Promise<void> {
  const { error, response } = await api().POST('/api/contact/contacts/delete/', {
    body: { contact_ids: [...ids] },
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
}

/** The fields a save sends back: everything the contact has but what the server derives. */
function inputOf(contact: Contact): components['schemas']['ContactInput'] {
  const { contact_id: _id, name: _name, username: _username, ...input } = contact
  return input
}

/**
 * Saves one contact with its groups after `change`. It is read first, so a field changed since
 * the table loaded is not overwritten with the table's copy. Failures are listed by the page at
 * the end of the batch, not one toast each.
 */
export async function applyGroupChange(id: number, change: GroupChange): Promise<void> {
  const path = { params: { path: { contact_id: id } } }
  const current = await api().GET('/api/contact/contacts/{contact_id}/', {
    ...path,
    ...ownSaveErrors,
  })
  const contact = current.data ?? fail(current.error)
  const body = {
    ...inputOf(contact),
    groups_selected: groupsAfter(contact.groups_selected ?? [], change),
  }
  const { error } = await api().PUT('/api/contact/contacts/{contact_id}/', {
    ...path,
    body,
    ...ownSaveErrors,
  })
  if (error !== undefined) fail(error)
}
