/** Runs the preview parsers in a worker; where there is none (tests under jsdom) on this thread. */
import type { PreviewAnswer, PreviewRequest } from './preview.worker.ts'
import type { OfficeKind, OfficePreview } from './parse/types.ts'

export async function parseInWorker(
  kind: OfficeKind,
  blob: Blob,
  name: string,
): Promise<OfficePreview> {
  const bytes = await blob.arrayBuffer()
  if (typeof Worker === 'undefined') {
    const { parseOffice } = await import('./parse/index.ts')
    return parseOffice(kind, new Uint8Array(bytes), name)
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<PreviewAnswer>) => {
      worker.terminate()
      resolve(event.data)
    }
    worker.onerror = () => {
      worker.terminate()
      reject(new Error('preview worker failed'))
    }
    const request: PreviewRequest = { kind, bytes, name }
    worker.postMessage(request, [bytes])
  })
}
