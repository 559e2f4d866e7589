/**
 * renameCompanyItem and moveCompanyItems (decisions.md #303): the rules live in
 * mocks/disk/companyEdit.ts; a missing permission is the company disk's 403 ('您没有管理该文件夹的
 * 权限'), a name or a move the disk cannot take the personal disk's 400s.
 */
import type { DiskEntryRecord } from '../db/index.ts'
import {
  type CompanyEditRefusal,
  moveCompanyEntries,
  renameCompanyEntry,
} from '../disk/companyEdit.ts'
import { companyEntry, itemPermission } from '../disk/companyAccess.ts'
import { toItem } from '../disk/listing.ts'
import type { ServerLanguage } from '../i18n.ts'
import { checkAuth, detail, http, validationError } from './http.ts'
import { durable, invalid, isUidList } from './mailCommon.ts'
import { diskRefusal } from './netdiskCompany.texts.ts'
import { EDIT_TEXT } from './netdiskEdit.ts'

function refusalResponse(refusal: CompanyEditRefusal, lang: ServerLanguage, field: string) {
  if (refusal === 'noManage') return diskRefusal(403, 'noManage', lang)
  return validationError({ [field]: [EDIT_TEXT[refusal][lang]] })
}

const readName = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { name?: unknown }).name === 'string'
    ? (body as { name: string }).name.trim()
    : ''

export const netdiskCompanyEditHandlers = [
  http.patch('/api/netdisk/company/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const entry = companyEntry(Number(params.id))
    // An item the caller may not see at all is as missing as one that is not there.
    if (!entry || itemPermission(auth.user, entry) === null) {
      return response.untyped(detail(404, EDIT_TEXT.notFound[auth.lang]))
    }
    const renamed = await renameCompanyEntry(auth.user, entry, readName(await request.json()))
    if (typeof renamed === 'string') {
      return response.untyped(refusalResponse(renamed, auth.lang, 'name'))
    }
    await durable()
    return response(200).json(toItem(renamed, itemPermission(auth.user, renamed) ?? undefined))
  }),

  http.post('/api/netdisk/company/move/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = ((await request.json().catch(() => null)) ?? {}) as {
      ids?: unknown
      folder_id?: unknown
    }
    const entries = isUidList(body.ids) ? body.ids.map(companyEntry) : null
    const found = entries?.every((e) => e !== undefined) ? (entries as DiskEntryRecord[]) : null
    const folderId = body.folder_id
    const folderOk =
      Number.isInteger(folderId) &&
      (folderId === 0 || companyEntry(folderId as number)?.is_folder === true)
    if (!found || !folderOk) {
      return response.untyped(
        invalid(auth, ...(found ? [] : ['ids']), ...(folderOk ? [] : ['folder_id'])),
      )
    }
    const refusal = await moveCompanyEntries(auth.user, found, folderId as number)
    if (refusal) return response.untyped(refusalResponse(refusal, auth.lang, 'non_field_errors'))
    await durable()
    return response(200).json({ success: true })
  }),
]
