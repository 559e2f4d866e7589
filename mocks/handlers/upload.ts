/**
 * The chunked upload family (/api/netdisk/uploadnew/...): test, chunk, state, finish
 * (R-CALL-8, M-ERR upload errors). Chunks are held per mailbox and
 * file hash (upload.store.ts); finish checks them against the hash, joins them and files the
 * result: eml into a mail folder (not Drafts), the other types as a disk or transit-area file
 * (upload.targets.ts).
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { CHUNK_SIZE_BYTES } from '../../src/domain/constants.ts'
import { db } from '../db/index.ts'
import { personalDiskUsed } from '../disk/personalEdit.ts'
import { EmlParseError, parseEml } from '../mail/eml.ts'
import { addMessage } from '../mail/store.ts'
import { type AuthContext, checkAuth, http } from './http.ts'
import {
  findHeld,
  heldChunkNumbers,
  isComplete,
  joined,
  joinedSize,
  md5Of,
  resetUploads as resetChunks,
  stateOf,
  storeChunk,
  uploadConnectionDown,
  chunkDelay,
} from './upload.store.ts'
import { fileTarget, forgetUploadedContents, refuseFileTarget } from './upload.targets.ts'
import { refuseUpload as refuse } from './upload.texts.ts'

export { dropUploadAfter, slowUploads, uploadChunkWrites } from './upload.store.ts'
export { uploadedContent } from './upload.targets.ts'

const MB = 1_048_576

/** Forgets every held chunk and uploaded file, and heals a dropped connection. */
export function resetUploads(): void {
  resetChunks()
  forgetUploadedContents()
}

const positive = (value: unknown): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** A dropped connection: the browser sees a network error, not an HTTP answer. */
const dropped = () => (uploadConnectionDown() ? HttpResponse.error() : null)

/** Capacity total 0 means unlimited (R-HOME-2 capacity bar). */
function overCapacity(auth: AuthContext, bytes: number, uploadType: string): boolean {
  // The capacity is the mailbox's own (a shared mailbox counts against its owner).
  const account = db.accounts.findFirst((q) => q.where({ username: auth.mailbox })) ?? auth.account
  // The personal disk has the account's total to itself, counted in its own files' bytes
  // (getNetdiskCapacity, decisions.md #239).
  const used =
    uploadType === 'netdisk' ? personalDiskUsed(auth.mailbox) : account.capacity_used_mb * MB
  return account.capacity_total_mb > 0 && bytes > account.capacity_total_mb * MB - used
}

async function importEml(auth: AuthContext, folder: string, bytes: Uint8Array) {
  const parsed = await parseEml(bytes)
  const record = await addMessage({ ...parsed, owner: auth.mailbox, folder, raw: bytes })
  await db.accounts.update((q) => q.where({ username: auth.mailbox }), {
    data(draft) {
      draft.capacity_used_mb += bytes.length / MB
    },
  })
  return record.uid
}

export const uploadHandlers: HttpHandler[] = [
  http.get('/api/netdisk/uploadnew/', async ({ request, cookies, query, response }) => {
    const down = dropped()
    if (down) return response.untyped(down)
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const md5 = query.get('fileMd5') ?? ''
    const chunkNumber = positive(query.get('chunkNumber'))
    if (!md5 || chunkNumber === null) return response.untyped(refuse('badChunk', auth.lang))
    const file = await findHeld(auth.mailbox, md5)
    return response(200).json({ chunkNumber, uploaded: file?.chunks.has(chunkNumber) ?? false })
  }),

  http.post('/api/netdisk/uploadnew/', async ({ request, cookies, response }) => {
    const down = dropped()
    if (down) return response.untyped(down)
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const form = await request.formData()
    const md5 = String(form.get('fileMd5') ?? '')
    const chunkNumber = positive(form.get('chunkNumber'))
    const totalChunks = positive(form.get('totalChunks'))
    const chunkSize = positive(form.get('chunkSize')) ?? CHUNK_SIZE_BYTES
    const chunk = form.get('chunkFile')
    if (!md5 || chunkNumber === null || !(chunk instanceof Blob) || chunk.size > chunkSize) {
      return response.untyped(refuse('badChunk', auth.lang))
    }
    const bytes = new Uint8Array(await chunk.arrayBuffer())
    if (chunkDelay() > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelay()))
    // The body was read while the connection may have dropped: then the chunk never arrived.
    if (!(await storeChunk(auth.mailbox, md5, chunkNumber, totalChunks, bytes))) {
      return response.untyped(HttpResponse.error())
    }
    return response(200).json({ chunkNumber, uploaded: true })
  }),

  http.get('/api/netdisk/uploadnew/state/', async ({ request, cookies, query, response }) => {
    const down = dropped()
    if (down) return response.untyped(down)
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const file = await findHeld(auth.mailbox, query.get('fileMd5') ?? '')
    return response(200).json({ state: stateOf(file), chunks: heldChunkNumbers(file) })
  }),

  http.post('/api/netdisk/uploadnew/finish/', async ({ request, cookies, response }) => {
    const down = dropped()
    if (down) return response.untyped(down)
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { lang } = auth
    const body = await request.json()
    if (!(body.file_size > 0)) return response.untyped(refuse('emptyFile', lang))
    const isEml = body.upload_type === 'eml'
    const folder = body.folder ?? ''
    if (isEml) {
      if (folder === 'Drafts') return response.untyped(refuse('noDrafts', lang))
      if (!db.folders.findFirst((q) => q.where({ owner: auth.mailbox, raw_name: folder }))) {
        return response.untyped(refuse('noFolder', lang))
      }
    } else {
      const refusal = refuseFileTarget(body, auth, lang)
      if (refusal) return response.untyped(refusal)
    }
    if (overCapacity(auth, body.file_size, body.upload_type))
      return response.untyped(refuse('overCapacity', lang))
    const file = await findHeld(auth.mailbox, body.fileMd5)
    if (!file || !isComplete(file) || joinedSize(file) !== body.file_size) {
      return response.untyped(refuse('incomplete', lang))
    }
    if (md5Of(file) !== body.fileMd5.toLowerCase()) {
      return response.untyped(refuse('checksum', lang))
    }
    const bytes = joined(file)
    if (!isEml) return response(200).json(await fileTarget(body, auth, bytes))
    try {
      const uid = await importEml(auth, folder, bytes)
      return response(200).json({ id: uid, name: body.file_name, size: body.file_size, uid })
    } catch (error) {
      if (error instanceof EmlParseError) return response.untyped(refuse('notMail', lang))
      throw error
    }
  }),
]
