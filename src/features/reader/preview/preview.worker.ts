/**
 * Parses an office or table file off the main thread (a 10M workbook must not freeze the
 * window). Gets the bytes, answers with what the page shows.
 */
import { parseOffice, type OfficeKind, type OfficePreview } from './parse/index.ts'

export interface PreviewRequest {
  kind: OfficeKind
  bytes: ArrayBuffer
  name: string
}
export type PreviewAnswer = OfficePreview

self.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const { kind, bytes, name } = event.data
  const answer: PreviewAnswer = await parseOffice(kind, new Uint8Array(bytes), name)
  self.postMessage(answer)
}
