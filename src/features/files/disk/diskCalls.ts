/**
 * The disk pages' calls (netdisk family of openapi.yaml): a whole folder (every page of it, so
 * the list sorts and scrolls locally — virtualised, 5,000 items stay smooth), the personal
 * capacity, new folder, rename, move, delete, and a file's bytes, each on the disk's own call
 * (netdisks/… for the personal disk, company/… for the company disk, decisions.md #303).
 */
import { ownErrors } from '../../../api/client.ts'
import { api } from '../../../app/services.ts'
import type { DiskItem, DiskKind } from '../../../domain/files/disk.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

/** The contract's largest page: fewer requests for a big folder. */
const PAGE_SIZE = 1000

export interface DiskFolder {
  items: DiskItem[]
  crumbs: { id: number; name: string }[]
}

const listPath = (disk: DiskKind) =>
  disk === 'pfile' ? ('/api/netdisk/netdisks/' as const) : ('/api/netdisk/company/' as const)

async function page(disk: DiskKind, folderId: number, number: number, signal?: AbortSignal) {
  const { data, error } = await api().GET(listPath(disk), {
    params: { query: { folder_id: folderId, page: number, page_size: PAGE_SIZE } },
    signal,
  })
  return data ?? fail(error)
}

/** Every item of the folder: the first page tells how many more to ask for, all at once. */
export async function loadFolder(
  disk: DiskKind,
  folderId: number,
  signal?: AbortSignal,
): Promise<DiskFolder> {
  const first = await page(disk, folderId, 1, signal)
  const pages = Math.ceil(first.count / PAGE_SIZE)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(disk, folderId, i + 2, signal)),
  )
  return {
    items: [first, ...rest].flatMap((p) => p.results),
    crumbs: first.folder_names,
  }
}

export interface DiskCapacity {
  used: number
  /** 0 = unlimited. */
  total: number
}

export async function loadCapacity(signal?: AbortSignal): Promise<DiskCapacity> {
  const { data, error } = await api().GET('/api/netdisk/capacity/', { signal })
  return data ?? fail(error)
}

/** A refusal is a SaveRejection with `name` (docs/forms.md). */
export async function createFolder(
  disk: DiskKind,
  folderId: number,
  name: string,
  signal?: AbortSignal,
): Promise<DiskItem> {
  const body = { name: name.trim(), folder_id: folderId }
  const path = disk === 'pfile' ? '/api/netdisk/netdisks/folder/' : '/api/netdisk/company/folder/'
  const { data, error } = await api().POST(path, { body, signal, ...ownSaveErrors })
  if (data === undefined) throw rejectionOf(error, sameNames('name'))
  return data
}

export async function renameItem(
  disk: DiskKind,
  id: number,
  name: string,
  signal?: AbortSignal,
): Promise<DiskItem> {
  const path = disk === 'pfile' ? '/api/netdisk/netdisks/{id}/' : '/api/netdisk/company/{id}/'
  const { data, error } = await api().PATCH(path, {
    params: { path: { id } },
    body: { name: name.trim() },
    signal,
    ...ownSaveErrors,
  })
  if (data === undefined) throw rejectionOf(error, sameNames('name'))
  return data
}

/** The client's toast tells a refusal (e.g. into itself); the promise rejects. */
export async function moveItems(
  disk: DiskKind,
  ids: readonly number[],
  folderId: number,
): Promise<void> {
  const path = disk === 'pfile' ? '/api/netdisk/netdisks/move/' : '/api/netdisk/company/move/'
  const { error } = await api().POST(path, {
    body: { ids: [...ids], folder_id: folderId },
  })
  if (error !== undefined) fail(error)
}

export async function deleteItems(disk: DiskKind, ids: readonly number[]): Promise<void> {
  const path = disk === 'pfile' ? '/api/netdisk/netdisks/delete/' : '/api/netdisk/company/delete/'
  const { error, response } = await api().POST(path, { body: { ids: [...ids] } })
  if (error !== undefined || !response.ok) fail(error)
}

/** A file's bytes; null when the server refused (its toast said why). */
export async function fetchDiskFile(disk: DiskKind, id: number): Promise<Blob | null> {
  const path =
    disk === 'pfile'
      ? ('/api/netdisk/netdisks/{id}/download/' as const)
      : ('/api/netdisk/company/{id}/download/' as const)
  const { data } = await api().GET(path, { params: { path: { id } }, parseAs: 'blob' })
  return data ?? null
}

/** The folder list of the move dialog: only folders, no toast (shown inline). */
export async function loadSubfolders(disk: DiskKind, folderId: number, signal?: AbortSignal) {
  const { data, error } = await api().GET(listPath(disk), {
    params: { query: { folder_id: folderId, page_size: PAGE_SIZE } },
    signal,
    middleware: [ownErrors],
  })
  if (!data) fail(error)
  return {
    folders: data!.results.filter((item) => item.nettype === 'folder'),
    crumbs: data!.folder_names,
  }
}
