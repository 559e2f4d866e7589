/**
 * Searching contacts: the personal book by group (R-ADDR-2, R-CALL: group_id 0 = in no
 * group, -1 = everyone, paged by 10) and the recipient boxes' suggestions, drawn from every book
 * the account may read (personal, organisation, company, mailing lists).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../db/index.ts'
import { checkAuth, departmentName, http } from './http.ts'
import {
  byName,
  contactJson,
  directoryUsers,
  intParam,
  matches,
  pageOf,
  pageParams,
} from './contactQueries.ts'
import { invalidFields } from './paging.ts'

type AutocompleteContact = components['schemas']['AutocompleteContact']

const NO_GROUP = 0
const EVERYONE = -1
/** As many suggestions as a contact page holds. */
const SUGGESTIONS = 10
const BOOLEAN = /^(true|false)$/

export const contactListHandlers = [
  http.get('/api/contact/contacts/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const paging = pageParams(auth, query)
    if (paging instanceof Response) return response.untyped(paging)
    const groupId = intParam(query, 'group_id') ?? EVERYONE
    const isGroup = query.get('is_group')
    const bad = [
      (groupId === null || groupId < EVERYONE) && 'group_id',
      isGroup !== null && !BOOLEAN.test(isGroup) && 'is_group',
    ].filter((field) => typeof field === 'string')
    if (bad.length > 0) return response.untyped(invalidFields(auth, bad))
    // The contract: 0 and -1 always apply; a group's id limits the list when is_group is true.
    const inScope =
      groupId === NO_GROUP
        ? (groups: number[]) => groups.length === 0
        : groupId > 0 && isGroup === 'true'
          ? (groups: number[]) => groups.includes(groupId)
          : () => true
    const rows = db.contacts
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .filter((c) => inScope(c.groups_selected))
      .filter((c) => matches(paging.search, c.fullname, c.email, c.company, c.department))
      .sort(byName((c) => c.fullname || c.email))
      .map(contactJson)
    return response(200).json(pageOf(rows, paging))
  }),

  http.get('/api/contact/autocomplete/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const search = (query.get('search') ?? '').trim().toLowerCase()
    if (search === '') return response(200).json([])
    const info = auth.account.login_after
    const found: AutocompleteContact[] = []
    const add = (username: string, fullname: string, dname: string) => {
      if (!found.some((f) => f.username.toLowerCase() === username.toLowerCase()))
        found.push({ username, fullname, dname })
    }
    const staff = new Map(directoryUsers().map((u) => [u.email.toLowerCase(), u]))
    const orgDepartment = (email: string) => {
      const user = staff.get(email.toLowerCase())
      return user ? departmentName(user.department_id) : ''
    }
    // Personal contacts first: the people this user writes to most.
    db.contacts
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .filter((c) => matches(search, c.fullname, c.email))
      .sort(byName((c) => c.fullname || c.email))
      .forEach((c) => add(c.email, c.fullname, c.department || orgDepartment(c.email) || c.company))
    // Every other book only when the account may open it in the address book too.
    if (info.has_user_department_perm) {
      for (const u of staff.values()) {
        if (matches(search, u.realname, u.email))
          add(u.email, u.realname, departmentName(u.department_id))
      }
    }
    if (info.webmail_cab_show) {
      db.publicContacts
        .findMany((q) => q.where({ book: 'cab' }))
        .filter((c) => matches(search, c.fullname, c.email))
        .sort(byName((c) => c.fullname))
        .forEach((c) => add(c.email, c.fullname, c.company))
    }
    if (info.has_user_department_perm) {
      db.mailingLists
        .all()
        .filter((l) => matches(search, l.listname, l.address))
        .forEach((l) => add(l.address, l.listname, ''))
    }
    // Names and addresses that start with what was typed come before those that merely hold it.
    const starts = (f: AutocompleteContact) =>
      f.fullname.toLowerCase().startsWith(search) || f.username.toLowerCase().startsWith(search)
    const ranked = [...found.filter(starts), ...found.filter((f) => !starts(f))]
    return response(200).json(ranked.slice(0, SUGGESTIONS))
  }),
]
