/**
 * MD5 of a file, read 2 MB at a time (R-CALL: the server knows chunks by the
 * file's hash). Loaded as a module worker by uploadActors.ts so hashing a big file never stalls
 * the page; imported on the main thread (Node tests, browsers without module workers) it only
 * exports `md5OfBlob`.
 */
import SparkMD5 from 'spark-md5'

export interface Md5Request {
  data: Blob
  chunkSize: number
}

export type Md5Reply = { md5: string } | { error: string }

/** Reads one chunk at a time so a large file never sits in memory whole. */
export async function md5OfBlob(
  data: Blob,
  chunkSize: number,
  signal?: AbortSignal,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer()
  for (let start = 0; start < data.size; start += chunkSize) {
    signal?.throwIfAborted()
    spark.append(await data.slice(start, start + chunkSize).arrayBuffer())
  }
  return spark.end()
}

/** The dedicated worker's global, typed here: the project's lib is DOM, not WebWorker. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null
  postMessage(reply: Md5Reply): void
}

if ('WorkerGlobalScope' in globalThis) {
  const scope = globalThis as unknown as WorkerScope
  scope.onmessage = ({ data: request }) => {
    md5OfBlob(request.data, request.chunkSize).then(
      (md5) => scope.postMessage({ md5 }),
      (error: unknown) => scope.postMessage({ error: String(error) }),
    )
  }
}
