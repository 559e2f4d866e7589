/**
 * The network disks as the compose file-centre picker and the file centre read them: folder
 * listings of the personal disk (the acting mailbox's own) and of the company disk (shared,
 * filtered by the caller's permissions), paged, with the breadcrumb; file downloads. Uploads
 * land through the big-upload family (upload.ts / upload.targets.ts).
 */
import { HttpResponse } from 'msw'
import type { DiskEntryRecord } from '../db/index.ts'
import { canDownload, companyPermission, itemPermission } from '../disk/companyAccess.ts'
import {
  type ListedDisk,
  breadcrumb,
  fileEntry,
  folderEntry,
  folderItems,
} from '../disk/listing.ts'
import type { ServerLanguage } from '../i18n.ts'
import { attachmentBytes } from '../mail/attachmentContent.ts'
import { type AuthContext, checkAuth, detail, http } from './http.ts'
import { attachmentDisposition } from './mail.ts'
import { invalidFields, pageRows, readPaging } from './paging.ts'
import { uploadedContent } from './upload.targets.ts'

/** The contract's Page / PageSize defaults for the disk lists. */
const DISK_PAGE_SIZE = 20
const MAX_DISK_PAGE_SIZE = 1000

const NETDISK_TEXT = {
  noFolderPermission: {
    'zh-hans': '您没有访问该文件夹的权限',
    'zh-tw': '您沒有存取該資料夾的權限',
    en: 'You have no permission to open this folder.',
  },
  noFileDownload: {
    'zh-hans': '您没有下载该文件的权限',
    'zh-tw': '您沒有下載該檔案的權限',
    en: 'You have no permission to download this file.',
  },
  fileNotFound: {
    'zh-hans': '文件不存在',
    'zh-tw': '檔案不存在',
    en: 'No such file.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

const refuse = (status: number, key: keyof typeof NETDISK_TEXT, auth: AuthContext) =>
  detail(status, NETDISK_TEXT[key][auth.lang])

interface QueryLike {
  get(name: string): string | null
}

/** One folder of a disk, or the 400 / 403 that answers instead. */
function listing(auth: AuthContext, place: ListedDisk, query: QueryLike) {
  const { paging, bad: badPaging } = readPaging(query, {
    size: DISK_PAGE_SIZE,
    max: MAX_DISK_PAGE_SIZE,
  })
  const rawFolder = query.get('folder_id')
  const folderId =
    rawFolder === null || rawFolder === '' ? 0 : /^\d+$/.test(rawFolder) ? Number(rawFolder) : null
  const bad = [
    ...badPaging,
    ...(folderId === null || (folderId !== 0 && !folderEntry(place, folderId))
      ? ['folder_id']
      : []),
  ]
  if (bad.length > 0 || !paging) return invalidFields(auth, bad)
  if (place.disk === 'cfile' && companyPermission(place.user, folderId!) === null) {
    return refuse(403, 'noFolderPermission', auth)
  }
  const items = folderItems(place, folderId!, (query.get('search') ?? '').trim().toLowerCase())
  return {
    // A page past the end is empty; the count still tells the client where the end is.
    count: items.length,
    results: pageRows(items, paging),
    folder_names: breadcrumb(place, folderId!),
  }
}

/** A disk file's bytes: what a big upload stored, else a small real file of its type. */
export async function fileResponse(entry: DiskEntryRecord): Promise<Response> {
  const bytes =
    (await uploadedContent(entry.id)) ??
    attachmentBytes(
      {
        id: entry.id,
        sid: String(entry.id),
        name: entry.name,
        size: entry.size,
        content_type: entry.content_type,
        attach_level: 1,
      },
      { subject: entry.name, plain_text: entry.name, mfrom: ['', ''], date: entry.created },
    )
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(entry.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

export const netdiskHandlers = [
  http.get('/api/netdisk/netdisks/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const page = listing(auth, { disk: 'pfile', owner: auth.mailbox }, query)
    return page instanceof Response ? response.untyped(page) : response(200).json(page)
  }),

  http.get('/api/netdisk/company/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const page = listing(auth, { disk: 'cfile', user: auth.user }, query)
    return page instanceof Response ? response.untyped(page) : response(200).json(page)
  }),

  http.get(
    '/api/netdisk/netdisks/{id}/download/',
    async ({ request, cookies, params, response }) => {
      const auth = await checkAuth(request, cookies)
      if (auth instanceof Response) return response.untyped(auth)
      const entry = fileEntry({ disk: 'pfile', owner: auth.mailbox }, Number(params.id))
      if (!entry) return response.untyped(refuse(404, 'fileNotFound', auth))
      return response.untyped(await fileResponse(entry))
    },
  ),

  http.get(
    '/api/netdisk/company/{id}/download/',
    async ({ request, cookies, params, response }) => {
      const auth = await checkAuth(request, cookies)
      if (auth instanceof Response) return response.untyped(auth)
      const entry = fileEntry({ disk: 'cfile', user: auth.user }, Number(params.id))
      const permission = entry ? itemPermission(auth.user, entry) : null
      // A file in a folder the caller cannot see is as absent as one that does not exist.
      if (!entry || permission === null) return response.untyped(refuse(404, 'fileNotFound', auth))
      if (!canDownload(permission)) return response.untyped(refuse(403, 'noFileDownload', auth))
      return response.untyped(await fileResponse(entry))
    },
  ),
]
