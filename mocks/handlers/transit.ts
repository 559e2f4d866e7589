/**
 * The transit area (afile): the caller's parked files — compose's online attachments and files
 * uploaded with upload_type transit — each with its expiry. An expired file is gone: left out
 * of the list, a 404 to download, and no longer the caller's to delete.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, db } from '../db/index.ts'
import { extensionOf } from '../mail/attachmentContent.ts'
import { languageOf } from '../i18n.ts'
import { onlineFileOf } from '../outbox/online.ts'
import { now } from '../state.ts'
import { type AuthContext, checkAuth, http } from './http.ts'
import { durable, invalid } from './mailCommon.ts'
import { fileResponse } from './netdisk.ts'
import { pageRows, pagingOf } from './paging.ts'
import { diskRefusal } from './netdiskCompany.texts.ts'
import { forgetUploadedContent } from './upload.targets.ts'

type NetdiskItem = components['schemas']['NetdiskItem']

const TRANSIT_PAGE_SIZE = 20
const MAX_TRANSIT_PAGE_SIZE = 1000

export const isExpired = (entry: DiskEntryRecord, at = now()): boolean =>
  entry.expires !== null && Date.parse(entry.expires) <= at

/** The caller's transit file with that id, expired or not. */
function ownTransit(auth: AuthContext, id: number): DiskEntryRecord | undefined {
  return db.diskEntries.findFirst((q) => q.where({ disk: 'afile', owner: auth.mailbox, id }))
}

function liveTransit(auth: AuthContext): DiskEntryRecord[] {
  const at = now()
  return db.diskEntries
    .findMany((q) => q.where({ disk: 'afile', owner: auth.mailbox }))
    .filter((e) => !e.is_folder && !isExpired(e, at))
}

function toItem(entry: DiskEntryRecord): NetdiskItem {
  const type = extensionOf(entry.name) || entry.content_type
  return {
    id: entry.id,
    name: entry.name,
    nettype: 'file',
    size: entry.size,
    ...(type ? { file_type: type } : {}),
    folder_id: 0,
    updated: entry.created,
    expire_at: entry.expires,
  }
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v))

export const transitHandlers = [
  // An online attachment's link: no session (any recipient), refused once expired (decision 261).
  http.get('/api/netdisk/online/{token}/', async ({ request, cookies, params, response }) => {
    const lang = languageOf(request, cookies)
    const file = onlineFileOf(String(params.token))
    if (file === 'missing') return response.untyped(diskRefusal(404, 'fileNotFound', lang))
    if (file === 'expired') return response.untyped(diskRefusal(410, 'transitExpired', lang))
    return response.untyped(await fileResponse(file))
  }),

  http.get('/api/netdisk/transit/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const paging = pagingOf(auth, query, { size: TRANSIT_PAGE_SIZE, max: MAX_TRANSIT_PAGE_SIZE })
    if (paging instanceof Response) return response.untyped(paging)
    const search = (query.get('search') ?? '').trim().toLowerCase()
    // Newest first: the file just parked from compose heads the list.
    const items = liveTransit(auth)
      .filter((e) => search === '' || e.name.toLowerCase().includes(search))
      .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
    return response(200).json({
      count: items.length,
      results: pageRows(items, paging).map(toItem),
      folder_names: [],
    })
  }),

  http.post('/api/netdisk/transit/delete/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json().catch(() => null)) as { ids?: unknown } | null
    const ids = body?.ids
    if (!isIdList(ids)) return response.untyped(invalid(auth, 'ids'))
    const live = new Set(liveTransit(auth).map((e) => e.id))
    if (!ids.every((id) => live.has(id))) return response.untyped(invalid(auth, 'ids'))
    for (const id of ids) {
      db.diskEntries.delete((q) => q.where({ disk: 'afile', owner: auth.mailbox, id }))
      forgetUploadedContent(id)
    }
    await durable()
    return response(204).empty()
  }),

  http.get(
    '/api/netdisk/transit/{id}/download/',
    async ({ request, cookies, params, response }) => {
      const auth = await checkAuth(request, cookies)
      if (auth instanceof Response) return response.untyped(auth)
      const entry = ownTransit(auth, Number(params.id))
      if (!entry || entry.is_folder) {
        return response.untyped(diskRefusal(404, 'fileNotFound', auth.lang))
      }
      if (isExpired(entry)) return response.untyped(diskRefusal(404, 'transitExpired', auth.lang))
      return response.untyped(await fileResponse(entry))
    },
  ),
]
