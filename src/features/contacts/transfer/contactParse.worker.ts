/**
 * Reads a contacts file off the main thread (issue 13: a 10M spreadsheet must not freeze the
 * page). Gets the file, answers with its table or `null` when the parser gave up.
 */
import { contactFileKind, parseContactFile } from '../../../domain/contacts/transfer/index.ts'
import type { ContactTable } from '../../../domain/contacts/transfer/index.ts'

export interface ParseRequest {
  file: File
}
export type ParseAnswer = { table: ContactTable } | { table: null }

self.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const { file } = event.data
  let answer: ParseAnswer
  try {
    const kind = contactFileKind(file.name)
    if (!kind) throw new Error('not a contacts file')
    answer = { table: parseContactFile(kind, new Uint8Array(await file.arrayBuffer())) }
  } catch {
    answer = { table: null }
  }
  self.postMessage(answer)
}
