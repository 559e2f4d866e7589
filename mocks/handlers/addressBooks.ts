/**
 * The shared address books behind the compose picker (R-ADDR, R-ROLE):
 * the organisation (oab) and mailing lists (lab) need has_user_department_perm, the company book
 * (cab) webmail_cab_show, the shared organisation (soab) webmail_soab_show and its domain id.
 * Without them the answer is the real server's 403 `{detail}`. A department's members include
 * those of its sub-departments.
 */
import { db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { type AuthContext, checkAuth, detail, http } from './http.ts'
import {
  bookRefusal,
  byName,
  directoryUsers,
  intParam,
  matches,
  orgMemberJson,
  pageOf,
  pageParams,
  subtreeIds,
  treeOf,
} from './contactQueries.ts'
import { type QueryLike, invalidFields } from './paging.ts'

/** The departments of `tree` at and under `dept_id`; all when absent; a 400 for an unknown id. */
function departmentScope(
  auth: AuthContext,
  query: QueryLike,
  field: string,
  tree: readonly { id: number; pid: number; name: string; order: number }[],
): Set<number> | null | Response {
  const id = intParam(query, field)
  if (id === undefined) return null
  if (id === null || !tree.some((d) => d.id === id)) return invalidFields(auth, [field])
  return subtreeIds(tree, id)
}

/** domain_cid must be given, and be the shared organisation this account may read. */
function sharedDomain(auth: AuthContext, query: QueryLike): number | Response {
  const cid = intParam(query, 'domain_cid')
  if (cid === undefined || cid === null) return invalidFields(auth, ['domain_cid'])
  if (cid !== auth.account.login_after.soab_domain_cid)
    return detail(403, message('addressBookForbidden', auth.lang))
  return cid
}

const sharedDepartments = (cid: number) =>
  db.publicCategories.findMany((q) => q.where({ book: 'soab', domain_cid: cid }))

export const addressBookHandlers = [
  http.get('/api/contact/domain-settings/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const info = auth.account.login_after
    return response(200).json({
      soab_domain_cid: info.soab_domain_cid,
      webmail_cab_show: info.webmail_cab_show,
      webmail_soab_show: info.webmail_soab_show,
      webmail_oab_show: info.webmail_oab_show,
    })
  }),

  http.get('/api/contact/departments/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'oab')
    if (refused) return response.untyped(refused)
    return response(200).json(treeOf(db.departments.all()))
  }),

  http.get('/api/contact/departments/members/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'oab')
    if (refused) return response.untyped(refused)
    const paging = pageParams(auth, query)
    if (paging instanceof Response) return response.untyped(paging)
    const scope = departmentScope(auth, query, 'dept_id', db.departments.all())
    if (scope instanceof Response) return response.untyped(scope)
    const rows = directoryUsers()
      .filter((u) => !scope || scope.has(u.department_id))
      .filter((u) => matches(paging.search, u.realname, u.email, u.job_number))
      .map(orgMemberJson)
    return response(200).json(pageOf(rows, paging))
  }),

  http.get('/api/contact/company/categories/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'cab')
    if (refused) return response.untyped(refused)
    return response(200).json(treeOf(db.publicCategories.findMany((q) => q.where({ book: 'cab' }))))
  }),

  http.get('/api/contact/company/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'cab')
    if (refused) return response.untyped(refused)
    const paging = pageParams(auth, query)
    if (paging instanceof Response) return response.untyped(paging)
    const categories = db.publicCategories.findMany((q) => q.where({ book: 'cab' }))
    const scope = departmentScope(auth, query, 'category_id', categories)
    if (scope instanceof Response) return response.untyped(scope)
    const rows = db.publicContacts
      .findMany((q) => q.where({ book: 'cab' }))
      .filter((c) => !scope || scope.has(c.category_id))
      .filter((c) => matches(paging.search, c.fullname, c.email, c.company))
      .sort(byName((c) => c.fullname))
      .map((c) => ({
        contact_id: c.id,
        email: c.email,
        fullname: c.fullname,
        name: c.fullname || c.email,
        username: c.email,
        company: c.company,
        department: categories.find((k) => k.id === c.category_id)?.name ?? '',
        position: c.position,
        mobile: c.mobile,
        groups_selected: [],
      }))
    return response(200).json(pageOf(rows, paging))
  }),

  http.get('/api/contact/soab/departments/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'soab')
    if (refused) return response.untyped(refused)
    const cid = sharedDomain(auth, query)
    if (cid instanceof Response) return response.untyped(cid)
    return response(200).json(treeOf(sharedDepartments(cid)))
  }),

  http.get('/api/contact/soab/members/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'soab')
    if (refused) return response.untyped(refused)
    const cid = sharedDomain(auth, query)
    if (cid instanceof Response) return response.untyped(cid)
    const paging = pageParams(auth, query)
    if (paging instanceof Response) return response.untyped(paging)
    const scope = departmentScope(auth, query, 'dept_id', sharedDepartments(cid))
    if (scope instanceof Response) return response.untyped(scope)
    const rows = db.publicContacts
      .findMany((q) => q.where({ book: 'soab', domain_cid: cid }))
      .filter((c) => !scope || scope.has(c.category_id))
      .filter((c) => matches(paging.search, c.fullname, c.email))
      .sort(byName((c) => c.fullname))
      .map((c) => ({
        id: c.id,
        username: c.email,
        name: c.fullname,
        department: c.department,
        position: c.position,
        mobile: c.mobile,
      }))
    return response(200).json(pageOf(rows, paging))
  }),

  http.get('/api/contact/maillists/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = bookRefusal(auth, 'lab')
    if (refused) return response.untyped(refused)
    const paging = pageParams(auth, query)
    if (paging instanceof Response) return response.untyped(paging)
    const rows = db.mailingLists
      .all()
      .sort((a, b) => a.id - b.id)
      .filter((l) => matches(paging.search, l.listname, l.address))
      .map((l) => ({ address: l.address, listname: l.listname, listtype: l.listtype }))
    return response(200).json(pageOf(rows, paging))
  }),
]
