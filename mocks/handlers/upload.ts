/**
 * The chunked upload family (/api/netdisk/uploadnew/...): test, chunk, state, finish
 * (calls-and-behaviour.md §7 "Chunked upload", §8 upload errors). Chunks are held in memory per
 * mailbox and file hash; finish joins them. upload_type eml parses the mail and files it into a
 * mail folder (not Drafts); the disk and attachment targets belong to the compose issue.
 */
import type { HttpHandler } from 'msw'
import { db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { EmlParseError, parseEml } from '../mail/eml.ts'
import { addMessage } from '../mail/store.ts'
import { checkAuth, detail, http, validationError } from './http.ts'

/** The contract's default chunk size (2 MB). */
const DEFAULT_CHUNK_SIZE = 2_097_152
const MB = 1_048_576

interface HeldFile {
  chunks: Map<number, Uint8Array>
  totalChunks: number | null
}

const held = new Map<string, HeldFile>()
const keyOf = (mailbox: string, md5: string) => `${mailbox}\n${md5}`

/** Forgets every held chunk (tests; a reset of the fake server). */
export function resetUploads(): void {
  held.clear()
}

function heldFile(mailbox: string, md5: string): HeldFile {
  const key = keyOf(mailbox, md5)
  let file = held.get(key)
  if (!file) {
    file = { chunks: new Map(), totalChunks: null }
    held.set(key, file)
  }
  return file
}

function isComplete(file: HeldFile | undefined): boolean {
  if (!file || file.totalChunks === null) return false
  for (let n = 1; n <= file.totalChunks; n++) if (!file.chunks.has(n)) return false
  return true
}

/** Upload refusals in the server's three languages (calls-and-behaviour.md §8). */
const TEXT = {
  overCapacity: {
    'zh-hans': '上传失败！上传的文件已超出个人邮箱容量！',
    'zh-tw': '上傳失敗！上傳的檔案已超出個人郵箱容量！',
    en: 'Upload failed! Uploading files has exceeded the capacity of personal mailbox!',
  },
  emptyFile: {
    'zh-hans': '不能上传空文件',
    'zh-tw': '不能上傳空檔案',
    en: 'Empty files cannot be uploaded.',
  },
  noDrafts: {
    'zh-hans': '不能导入到草稿箱',
    'zh-tw': '不能匯入到草稿匣',
    en: 'Mail cannot be imported into Drafts.',
  },
  noFolder: {
    'zh-hans': '目标文件夹不存在',
    'zh-tw': '目標資料夾不存在',
    en: 'The target folder does not exist.',
  },
  incomplete: {
    'zh-hans': '文件分片不完整，请重新上传',
    'zh-tw': '檔案分片不完整，請重新上傳',
    en: 'Some chunks of the file are missing. Please upload it again.',
  },
  notMail: {
    'zh-hans': '无法解析该邮件文件',
    'zh-tw': '無法解析該郵件檔案',
    en: 'The file could not be read as a mail.',
  },
  notSupported: {
    'zh-hans': '暂不支持该上传类型',
    'zh-tw': '暫不支援該上傳類型',
    en: 'This upload type is not supported yet.',
  },
  badChunk: {
    'zh-hans': '分片参数错误',
    'zh-tw': '分片參數錯誤',
    en: 'Invalid chunk.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

const refuse = (key: keyof typeof TEXT, lang: ServerLanguage) =>
  validationError({ non_field_errors: [TEXT[key][lang]] })

const positive = (value: unknown): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

function joined(file: HeldFile): Uint8Array {
  const parts = [...file.chunks.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes)
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export const uploadHandlers: HttpHandler[] = [
  http.get('/api/netdisk/uploadnew/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const md5 = query.get('fileMd5') ?? ''
    const chunkNumber = positive(query.get('chunkNumber'))
    if (!md5 || chunkNumber === null) return response.untyped(refuse('badChunk', auth.lang))
    const file = held.get(keyOf(auth.mailbox, md5))
    return response(200).json({ chunkNumber, uploaded: file?.chunks.has(chunkNumber) ?? false })
  }),

  http.post('/api/netdisk/uploadnew/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const form = await request.formData()
    const md5 = String(form.get('fileMd5') ?? '')
    const chunkNumber = positive(form.get('chunkNumber'))
    const totalChunks = positive(form.get('totalChunks'))
    const chunkSize = positive(form.get('chunkSize')) ?? DEFAULT_CHUNK_SIZE
    const chunk = form.get('chunkFile')
    if (!md5 || chunkNumber === null || !(chunk instanceof Blob) || chunk.size > chunkSize) {
      return response.untyped(refuse('badChunk', auth.lang))
    }
    const file = heldFile(auth.mailbox, md5)
    if (totalChunks !== null) file.totalChunks = totalChunks
    file.chunks.set(chunkNumber, new Uint8Array(await chunk.arrayBuffer()))
    return response(200).json({ chunkNumber, uploaded: true })
  }),

  http.get('/api/netdisk/uploadnew/state/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const file = held.get(keyOf(auth.mailbox, query.get('fileMd5') ?? ''))
    const chunks = file ? [...file.chunks.keys()].sort((a, b) => a - b) : []
    const state = isComplete(file) ? 2 : chunks.length > 0 ? 1 : 0
    return response(200).json({ state, chunks })
  }),

  http.post('/api/netdisk/uploadnew/finish/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { lang } = auth
    // The capacity is the mailbox's own (a shared mailbox counts against its owner).
    const account =
      db.accounts.findFirst((q) => q.where({ username: auth.mailbox })) ?? auth.account
    const body = await request.json()
    if (body.upload_type !== 'eml') return response.untyped(detail(400, TEXT.notSupported[lang]))
    if (!(body.file_size > 0)) return response.untyped(refuse('emptyFile', lang))
    const folder = body.folder ?? ''
    if (folder === 'Drafts') return response.untyped(refuse('noDrafts', lang))
    if (!db.folders.findFirst((q) => q.where({ owner: auth.mailbox, raw_name: folder }))) {
      return response.untyped(refuse('noFolder', lang))
    }
    // Capacity total 0 means unlimited (product.md §2 capacity bar).
    const leftBytes = (account.capacity_total_mb - account.capacity_used_mb) * MB
    if (account.capacity_total_mb > 0 && body.file_size > leftBytes) {
      return response.untyped(refuse('overCapacity', lang))
    }
    const file = held.get(keyOf(auth.mailbox, body.fileMd5))
    const bytes = file ? joined(file) : new Uint8Array()
    if (!isComplete(file) || bytes.length !== body.file_size) {
      return response.untyped(refuse('incomplete', lang))
    }
    let parsed: Awaited<ReturnType<typeof parseEml>>
    try {
      parsed = await parseEml(bytes)
    } catch (error) {
      if (error instanceof EmlParseError) return response.untyped(refuse('notMail', lang))
      throw error
    }
    const record = await addMessage({ ...parsed, owner: auth.mailbox, folder })
    await db.accounts.update((q) => q.where({ username: account.username }), {
      data(draft) {
        draft.capacity_used_mb += bytes.length / MB
      },
    })
    return response(200).json({
      id: record.uid,
      name: body.file_name,
      size: body.file_size,
      uid: record.uid,
    })
  }),
]
