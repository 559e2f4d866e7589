/**
 * The upload machine's real I/O (machines/upload/upload.actors.ts) through the app's client: the
 * file's MD5 in a module worker (md5.worker.ts; hashed in place where there are no workers, as
 * in Node tests), and the four /api/netdisk/uploadnew/ calls. The one home of uploading
 * (src/features/upload): compose's big upload, the mailbox's .eml import and the file centre. A 400/403 is not toasted: the failed row shows the server's
 * text (`{ serverMessage }`) itself; a dropped connection rejects with no text at all.
 */
import { fromPromise } from 'xstate'
import type {
  ChunkInput,
  ChunkRef,
  FinishInput,
  FinishOutput,
  HashInput,
  UploadStateOutput,
} from '../../../machines/upload/index.ts'
import { ownErrors } from '../../api/client.ts'
import { badRequestMessage, type ServerErrorBody } from '../../api/errors.ts'
import { api } from '../../app/services.ts'
import { md5OfBlob, type Md5Reply, type Md5Request } from './md5.worker.ts'

export { md5OfBlob }

/** Rejection carrying the text the server gave for a refusal. */
export class UploadRefused extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'upload refused')
    this.name = 'UploadRefused'
  }
}

function refused(error: unknown, response: Response): UploadRefused {
  const text =
    response.status === 400 || response.status === 403
      ? badRequestMessage(error as ServerErrorBody | undefined)
      : undefined
  return new UploadRefused(text)
}

/** One worker per file; leaving the hashing state (pause, remove) terminates it. */
export function md5InWorker(data: Blob, chunkSize: number, signal: AbortSignal): Promise<string> {
  const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' })
  return new Promise((resolve, reject) => {
    const stop = () => {
      worker.terminate()
      signal.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      stop()
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    worker.onmessage = ({ data: reply }: MessageEvent<Md5Reply>) => {
      stop()
      if ('md5' in reply) resolve(reply.md5)
      else reject(new Error(reply.error))
    }
    worker.onerror = (event) => {
      // A worker that cannot start (a strict CSP, an old browser): hash on the page instead.
      event.preventDefault()
      stop()
      md5OfBlob(data, chunkSize, signal).then(resolve, reject)
    }
    worker.postMessage({ data, chunkSize } satisfies Md5Request)
  })
}

/** In a worker where there are workers (a file picked again after a reload is hashed so too). */
export const md5Of = (data: Blob, chunkSize: number, signal: AbortSignal): Promise<string> =>
  typeof Worker === 'undefined'
    ? md5OfBlob(data, chunkSize, signal)
    : md5InWorker(data, chunkSize, signal)

export const hashFile = fromPromise<string, HashInput>(({ input, signal }) =>
  md5Of(input.data, input.chunkSize, signal),
)

export const testChunk = fromPromise<{ uploaded: boolean }, ChunkRef>(async ({ input, signal }) => {
  const { data, error, response } = await api().GET('/api/netdisk/uploadnew/', {
    params: {
      query: {
        fileMd5: input.md5,
        chunkNumber: input.chunkNumber,
        totalChunks: input.totalChunks,
        chunkSize: input.chunkSize,
      },
    },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw refused(error, response)
  return { uploaded: data.uploaded }
})

export const checkState = fromPromise<UploadStateOutput, { md5: string }>(
  async ({ input, signal }) => {
    const { data, error, response } = await api().GET('/api/netdisk/uploadnew/state/', {
      params: { query: { fileMd5: input.md5 } },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw refused(error, response)
    return { state: data.state, chunks: data.chunks }
  },
)

export const uploadChunk = fromPromise<void, ChunkInput>(async ({ input, signal }) => {
  // Re-wrapped from its bytes so the part is a Blob of the realm fetch runs in (under jsdom a
  // File's slice is jsdom's Blob, which Node's FormData refuses); a 2 MB copy at most.
  const part = new Blob([await input.chunk.arrayBuffer()])
  const fields = {
    fileMd5: input.md5,
    chunkNumber: input.chunkNumber,
    totalChunks: input.totalChunks,
    chunkSize: input.chunkSize,
  }
  const { data, error, response } = await api().POST('/api/netdisk/uploadnew/', {
    // The contract types the binary part as a string; the serializer puts the real Blob in.
    body: { ...fields, chunkFile: '' },
    bodySerializer: () => {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.set(key, String(value))
      form.set('chunkFile', part, 'blob')
      return form
    },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw refused(error, response)
})

export const finishUpload = fromPromise<FinishOutput, FinishInput>(async ({ input, signal }) => {
  const { target } = input
  const { data, error, response } = await api().POST('/api/netdisk/uploadnew/finish/', {
    body: {
      fileMd5: input.md5,
      upload_type: target.uploadType,
      file_name: input.name,
      file_type: input.type,
      file_size: input.size,
      ...(target.folder === undefined ? {} : { folder: target.folder }),
      ...(target.folderId === undefined ? {} : { folder_id: target.folderId }),
      ...(target.expireDays === undefined ? {} : { expire_days: target.expireDays }),
    },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw refused(error, response)
  return { id: data.id, name: data.name, size: data.size, ...(data.uid ? { uid: data.uid } : {}) }
})

export const uploadActors = { hashFile, testChunk, checkState, uploadChunk, finishUpload }
