/**
 * The import and export calls (openapi.yaml importContacts / exportContacts) and the worker
 * that reads a file. The dialog sends the rows it previewed as a normalised csv in parts
 * (decision 212), so the server reads exactly what the user mapped.
 */
import { api } from '../../../app/services.ts'
import {
  contactFileKind,
  normalisedCsv,
  parseContactFile,
  type ContactTable,
} from '../../../domain/contacts/transfer/index.ts'
import type { ImportBatchInput, ImportTally } from '../../../../machines/contact-import/index.ts'
import type { ParseAnswer } from './contactParse.worker.ts'

/** Reads the file in a worker; where there is none (tests under jsdom) on this thread. */
export function parseContactsFile(file: File, signal: AbortSignal): Promise<ContactTable> {
  if (typeof Worker === 'undefined') {
    return file.arrayBuffer().then((buffer) => {
      const kind = contactFileKind(file.name)
      if (!kind) throw new Error('not a contacts file')
      return parseContactFile(kind, new Uint8Array(buffer))
    })
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./contactParse.worker.ts', import.meta.url), {
      type: 'module',
    })
    const finish = () => worker.terminate()
    // Cancelling the dialog's parse stops the worker mid-file.
    signal.addEventListener('abort', () => {
      finish()
      reject(new DOMException('cancelled', 'AbortError'))
    })
    worker.onmessage = (event: MessageEvent<ParseAnswer>) => {
      finish()
      if (event.data.table) resolve(event.data.table)
      else reject(new Error('unreadable contacts file'))
    }
    worker.onerror = () => {
      finish()
      reject(new Error('contacts worker failed'))
    }
    worker.postMessage({ file })
  })
}

export class ContactImportFailed extends Error {
  constructor(readonly status: number) {
    super(`contact import failed with ${status}`)
    this.name = 'ContactImportFailed'
  }
}

export async function importContactsBatch(
  input: ImportBatchInput,
  signal: AbortSignal,
): Promise<ImportTally> {
  const csv = new Blob([normalisedCsv(input.rows)], { type: 'text/csv' })
  const { data, response } = await api().POST('/api/contact/contacts/import/', {
    // The contract types the binary part as a string; the serializer puts the real Blob in.
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData()
      form.set('file', csv, 'contacts.csv')
      if (input.groupId > 0) form.set('group_id', String(input.groupId))
      form.set('on_duplicate', input.onDuplicate)
      form.set('first_row', String(input.firstRow))
      return form
    },
    signal,
  })
  if (!data) throw new ContactImportFailed(response.status)
  return data
}

export async function listGroups(signal?: AbortSignal) {
  const { data } = await api().GET('/api/contact/groups/', { signal })
  return data ?? []
}
