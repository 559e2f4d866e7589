/**
 * File share links: the owner's list, create and cancel (/api/share/), and the public side the
 * /fileshare page calls without a token (open with the extraction code, download a file). Each
 * refusal of the public side has its own `reason` (openapi.yaml ShareRefusal).
 */
import { HttpResponse } from 'msw'
import { db } from '../db/index.ts'
import { canDownload, companyEntry, itemPermission } from '../disk/companyAccess.ts'
import {
  type ShareRefusalReason,
  findShareByKey,
  newShareCode,
  newShareKey,
  refusalOf,
  sharedFiles,
  toFileShare,
} from '../disk/shares.ts'
import { type ServerLanguage, languageOf } from '../i18n.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'
import { type AuthContext, checkAuth, detail, findUser, http } from './http.ts'
import { durable, invalid } from './mailCommon.ts'
import { fileResponse } from './netdisk.ts'
import { pageRows, pagingOf } from './paging.ts'

const SHARE_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 100
const MAX_EXPIRE_DAYS = 3650
const DAY_MS = 86_400_000

const REFUSAL: Record<ShareRefusalReason, { status: number } & Record<ServerLanguage, string>> = {
  code_required: {
    status: 400,
    'zh-hans': '请输入提取码',
    'zh-tw': '請輸入提取碼',
    en: 'Enter the extraction code.',
  },
  wrong_code: {
    status: 400,
    'zh-hans': '提取码错误，请重新输入',
    'zh-tw': '提取碼錯誤，請重新輸入',
    en: 'Wrong extraction code. Please try again.',
  },
  not_found: {
    status: 404,
    'zh-hans': '分享链接不存在',
    'zh-tw': '分享連結不存在',
    en: 'This share link does not exist.',
  },
  cancelled: {
    status: 410,
    'zh-hans': '分享已被取消',
    'zh-tw': '分享已被取消',
    en: 'This share has been cancelled.',
  },
  expired: {
    status: 410,
    'zh-hans': '分享已过期',
    'zh-tw': '分享已過期',
    en: 'This share has expired.',
  },
}

const SHARE_NOT_FOUND = {
  'zh-hans': '分享不存在',
  'zh-tw': '分享不存在',
  en: 'No such share.',
} satisfies Record<ServerLanguage, string>

function refused(reason: ShareRefusalReason, lang: ServerLanguage): Response {
  const text = REFUSAL[reason][lang]
  return HttpResponse.json(
    { reason, detail: text, non_field_errors: [text] },
    { status: REFUSAL[reason].status },
  )
}

interface ShareInput {
  ids: number[]
  source: 'netdisk' | 'company'
  expire_days: number
  need_code: boolean
}

/** The items may be shared by this caller: their own personal disk, company items they can download. */
function shareable(auth: AuthContext, input: ShareInput): boolean {
  return input.ids.every((id) => {
    if (input.source === 'netdisk') {
      return Boolean(
        db.diskEntries.findFirst((q) => q.where({ id, disk: 'pfile', owner: auth.mailbox })),
      )
    }
    const entry = companyEntry(id)
    return Boolean(entry && canDownload(itemPermission(auth.user, entry)))
  })
}

function badFields(body: unknown): string[] {
  const input = (body ?? {}) as Record<string, unknown>
  const ids = input.ids
  return [
    ...(Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isInteger(id))
      ? []
      : ['ids']),
    ...(input.source === 'netdisk' || input.source === 'company' ? [] : ['source']),
    ...(Number.isInteger(input.expire_days) &&
    (input.expire_days as number) >= 0 &&
    (input.expire_days as number) <= MAX_EXPIRE_DAYS
      ? []
      : ['expire_days']),
    ...(typeof input.need_code === 'boolean' ? [] : ['need_code']),
  ]
}

export const fileShareHandlers = [
  http.get('/api/share/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const paging = pagingOf(auth, query, { size: SHARE_PAGE_SIZE, max: MAX_PAGE_SIZE })
    if (paging instanceof Response) return response.untyped(paging)
    const mine = db.fileShares
      .findMany((q) => q.where({ owner: auth.mailbox, cancelled: false }))
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id)
    return response(200).json({
      count: mine.length,
      results: pageRows(mine, paging).map(toFileShare),
    })
  }),

  http.post('/api/share/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body: unknown = await request.json().catch(() => null)
    const bad = badFields(body)
    if (bad.length > 0) return response.untyped(invalid(auth, ...bad))
    const input = body as ShareInput
    const ids = [...new Set(input.ids)]
    if (!shareable(auth, { ...input, ids })) return response.untyped(invalid(auth, 'ids'))
    const created = now()
    const record = await db.fileShares.create({
      owner: auth.mailbox,
      owner_user: auth.user.username,
      id: Math.max(0, ...db.fileShares.all().map((s) => s.id)) + 1,
      share_key: newShareKey(),
      source: input.source,
      file_ids: ids,
      code: input.need_code ? newShareCode() : '',
      created: isoAt(created),
      expires: input.expire_days === 0 ? null : isoAt(created + input.expire_days * DAY_MS),
      cancelled: false,
      download_count: 0,
    })
    await durable()
    return response(200).json(toFileShare(record))
  }),

  http.delete('/api/share/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const id = Number(params.id)
    const share = db.fileShares.findFirst((q) =>
      q.where({ id, owner: auth.mailbox, cancelled: false }),
    )
    if (!share) return response.untyped(detail(404, SHARE_NOT_FOUND[auth.lang]))
    await db.fileShares.update(share, {
      data(record) {
        record.cancelled = true
      },
    })
    await durable()
    return response.untyped(new HttpResponse(null, { status: 204 }))
  }),

  http.post('/api/netdisk/netdisks/share/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const body = (await request.json().catch(() => null)) as {
      share_key?: unknown
      code?: unknown
    } | null
    const key = typeof body?.share_key === 'string' ? body.share_key : ''
    const share = findShareByKey(key)
    const reason = refusalOf(share, typeof body?.code === 'string' ? body.code : '')
    if (reason || !share) return response.untyped(refused(reason ?? 'not_found', lang))
    const owner = findUser(share.owner_user)
    return response(200).json({
      share_key: share.share_key,
      owner: owner ? `${owner.realname} <${owner.email}>` : share.owner,
      expire_at: share.expires,
      files: sharedFiles(share),
    })
  }),

  http.get(
    '/api/netdisk/netdisks/download-share/',
    async ({ request, cookies, query, response }) => {
      const lang = languageOf(request, cookies)
      const share = findShareByKey(query.get('share_key'))
      const reason = refusalOf(share, query.get('code'))
      if (reason || !share) return response.untyped(refused(reason ?? 'not_found', lang))
      const fileId = Number(query.get('file_id'))
      const file = sharedFiles(share).find((f) => f.id === fileId)
      const entry = file && db.diskEntries.findFirst((q) => q.where({ id: fileId }))
      if (!entry) return response.untyped(refused('not_found', lang))
      await db.fileShares.update(share, {
        data(record) {
          record.download_count += 1
        },
      })
      return response.untyped(await fileResponse(entry))
    },
  ),
]
