/**
 * The upload machine's real I/O (machines/upload/upload.actors.ts) through the app's client:
 * spark-md5 over the file chunk by chunk, and the four /api/netdisk/uploadnew/ calls. A 400/403
 * is not toasted: the failed row shows the server's text (`{ serverMessage }`) itself.
 */
import SparkMD5 from 'spark-md5'
import { fromPromise } from 'xstate'
import type {
  ChunkInput,
  ChunkRef,
  FinishInput,
  FinishOutput,
  HashInput,
  UploadStateOutput,
} from '../../../../machines/upload/index.ts'
import { ownErrors } from '../../../api/client.ts'
import { badRequestMessage, type ServerErrorBody } from '../../../api/errors.ts'
import { api } from '../../../app/services.ts'

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

/** Reads one chunk at a time so a large file never sits in memory whole. */
export async function md5OfBlob(data: Blob, chunkSize: number, signal?: AbortSignal) {
  const spark = new SparkMD5.ArrayBuffer()
  for (let start = 0; start < data.size; start += chunkSize) {
    signal?.throwIfAborted()
    spark.append(await data.slice(start, start + chunkSize).arrayBuffer())
  }
  return spark.end()
}

export const hashFile = fromPromise<string, HashInput>(({ input, signal }) =>
  md5OfBlob(input.data, input.chunkSize, signal),
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
