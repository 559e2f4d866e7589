/**
 * The file-centre picker's reads, one page of 10 each (R-CALL): the personal
 * file core by limit / offset (GET /api/attachment/personal/), the personal and company disks by
 * page / page_size / folder_id with the folder_names breadcrumb (GET /api/netdisk/netdisks/,
 * /api/netdisk/company/). Failures are shown inline by the picker, so no toast.
 */
import { ownErrors } from '../../../api/client.ts'
import { api } from '../../../app/services.ts'
import {
  FILE_PICKER_PAGE_SIZE,
  mayAttachCompanyFile,
  type FileCentreSource,
} from '../../../domain/compose/filePicks.ts'

export interface FileRow {
  id: number
  name: string
  kind: 'file' | 'folder'
  /** Bytes; 0 for folders. */
  size: number
  /** The mail a file core item came with; '' for disk items. */
  subject: string
  /** ISO date: the mail's for the file core, the last change for disk items. */
  date: string
  /** False for a company file the user may not download. */
  pickable: boolean
}

export interface FilePage {
  count: number
  rows: FileRow[]
  /** From the root to the open folder; empty at the root and for the file core. */
  crumbs: { id: number; name: string }[]
}

/** Why a page did not come: the server's own words when it gave some (e.g. a 403). */
export class FilePageError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'file page failed')
  }
}

function serverMessageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { detail, non_field_errors: nonField } = error as {
    detail?: unknown
    non_field_errors?: unknown
  }
  if (typeof detail === 'string') return detail
  return Array.isArray(nonField) && typeof nonField[0] === 'string' ? nonField[0] : null
}

async function corePage(page: number, signal: AbortSignal): Promise<FilePage> {
  const { data, error } = await api().GET('/api/attachment/personal/', {
    params: {
      query: { limit: FILE_PICKER_PAGE_SIZE, offset: (page - 1) * FILE_PICKER_PAGE_SIZE },
    },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new FilePageError(serverMessageOf(error))
  return {
    count: data.count,
    crumbs: [],
    rows: data.results.map((item) => ({
      id: item.id,
      name: item.name,
      kind: 'file',
      size: item.size,
      subject: item.subject,
      date: item.date,
      pickable: true,
    })),
  }
}

async function diskPage(
  source: 'net' | 'company',
  folderId: number,
  page: number,
  signal: AbortSignal,
): Promise<FilePage> {
  const path = source === 'net' ? '/api/netdisk/netdisks/' : '/api/netdisk/company/'
  const { data, error } = await api().GET(path, {
    params: { query: { page, page_size: FILE_PICKER_PAGE_SIZE, folder_id: folderId } },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new FilePageError(serverMessageOf(error))
  return {
    count: data.count,
    crumbs: data.folder_names,
    rows: data.results.map((item) => ({
      id: item.id,
      name: item.name,
      kind: item.nettype,
      size: item.size,
      subject: '',
      date: item.updated,
      pickable:
        item.nettype === 'file' && (source === 'net' || mayAttachCompanyFile(item.permission)),
    })),
  }
}

/** One page of a tab; `folderId` is ignored by the file core, which has no folders. */
export function fetchFilePage(
  source: FileCentreSource,
  folderId: number,
  page: number,
  signal: AbortSignal,
): Promise<FilePage> {
  return source === 'core' ? corePage(page, signal) : diskPage(source, folderId, page, signal)
}
