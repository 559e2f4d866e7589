/**
 * Previews of file-centre files (issue 15, decision 268): the same viewer, extension list and
 * 10485760-byte limit as mail attachments (R-READ-2, C-LIMIT-6). A signed-in user's disk file is
 * addressed by /preview?source=netdisk|company|transit&id=…&size=…&suffix=…&name=…; a shared
 * file is previewed inside the public /fileshare page (/fileshare?key=…&file=…), which is the
 * only one of the two that may open without a token (R-ROUTE-5).
 */
import { canPreview, fileExtension, isTooLargeToPreview } from '../mail/attachments.ts'

export const DISK_PREVIEW_SOURCES = ['netdisk', 'company', 'transit'] as const
export type DiskPreviewSource = (typeof DISK_PREVIEW_SOURCES)[number]

export interface DiskPreviewQuery {
  source: DiskPreviewSource
  /** The file's id in its disk (netdisk, company) or in the transit area. */
  id: number
  name: string
  size: number
  suffix: string
}

/** What the 预览 button of a file does: open it, say it is too large, or not be offered. */
export type PreviewOffer = 'open' | 'tooLarge' | 'none'

export function previewOffer(file: { name: string; size: number; nettype?: string }): PreviewOffer {
  if (file.nettype === 'folder' || !canPreview(file.name)) return 'none'
  return isTooLargeToPreview(file.size) ? 'tooLarge' : 'open'
}

export function diskPreviewSearch(query: Omit<DiskPreviewQuery, 'suffix'>): string {
  const params = new URLSearchParams({
    source: query.source,
    id: String(query.id),
    size: String(query.size),
    suffix: fileExtension(query.name),
    name: query.name,
  })
  return `?${params.toString()}`
}

const isSource = (value: string | null): value is DiskPreviewSource =>
  (DISK_PREVIEW_SOURCES as readonly (string | null)[]).includes(value)

/** A /preview query that names a disk file (has `source`), else null. */
export function isDiskPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).has('source')
}

/** Reads the query back; null when a field is missing or malformed. */
export function parseDiskPreviewSearch(search: string): DiskPreviewQuery | null {
  const params = new URLSearchParams(search)
  const source = params.get('source')
  const id = Number(params.get('id'))
  const size = Number(params.get('size'))
  const name = params.get('name')
  if (!isSource(source) || !name) return null
  if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(size) || size < 0) return null
  const suffix = (params.get('suffix') || fileExtension(name)).toLowerCase()
  return { source, id, name, size, suffix }
}

export { parseFileShareSearch } from './fileShareSearch.ts'
