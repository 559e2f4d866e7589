/**
 * Attachment rules of the reader (R-READ-2, R-ROLE-7): which files may be previewed, the
 * 10485760-byte limit, and the /preview query.
 */
import { PREVIEW_EXTENSIONS, PREVIEW_LIMIT_BYTES } from '../constants.ts'
import { isWithinDepthLimit } from './partPath.ts'

export type PreviewExtension = (typeof PREVIEW_EXTENSIONS)[number]

/**
 * How the /preview page shows a file. Nothing is ever served inline from the app origin; the
 * office and table kinds are parsed in a worker and drawn by the page (issue 15).
 */
export type PreviewKind =
  | 'image'
  | 'svg'
  | 'pdf'
  | 'html'
  | 'text'
  | 'sheet'
  | 'csv'
  | 'docx'
  | 'pptx'
  /** doc and ppt (binary Office 97): no kept parser, a download with the reason (decision 254). */
  | 'legacyOffice'

const KINDS: Record<PreviewExtension, PreviewKind> = {
  gif: 'image',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  bmp: 'image',
  pdf: 'pdf',
  // Markup runs through the sanitising, sandboxed mail body, never as a document of its own.
  html: 'html',
  // An <img> of the bytes: the browser runs no script and loads nothing from an image's svg.
  svg: 'svg',
  txt: 'text',
  xml: 'text',
  csv: 'csv',
  md: 'text',
  log: 'text',
  xls: 'sheet',
  xlsx: 'sheet',
  doc: 'legacyOffice',
  docx: 'docx',
  ppt: 'legacyOffice',
  pptx: 'pptx',
}

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase()
}

export function isPreviewExtension(ext: string): ext is PreviewExtension {
  return (PREVIEW_EXTENSIONS as readonly string[]).includes(ext)
}

export function canPreview(name: string): boolean {
  return isPreviewExtension(fileExtension(name))
}

export function previewKind(ext: string): PreviewKind | null {
  return isPreviewExtension(ext) ? KINDS[ext] : null
}

/**
 * An attached mail (.eml) opens in the reader's preview window as a mail, and so does a mail
 * inside it (its did is the path to it), down to ATTACHED_MAIL_DEPTH_LIMIT levels; deeper ones
 * download (decisions 119, 133).
 */
export function opensAsMail(name: string, did?: string): boolean {
  return fileExtension(name) === 'eml' && isWithinDepthLimit(did)
}

/** Refused strictly above the limit: a file of exactly 10485760 bytes may be previewed. */
export function isTooLargeToPreview(size: number): boolean {
  // C-LIMIT-6
  return size > PREVIEW_LIMIT_BYTES
}

interface PreviewQueryBase {
  /** Mail uid, or the review item's id for type review. */
  id: number
  sid: string
  size: number
  suffix: string
  name: string
  subject: string
  did?: string
}

/**
 * The /preview page's query (R-ROUTE-2; R-ROUTE: type
 * attach or review). A held mail under review has no folder, so only `attach` carries `fid`.
 */
export type PreviewQuery =
  | (PreviewQueryBase & {
      type: 'attach'
      /** Folder raw_name. */
      fid: string
    })
  | (PreviewQueryBase & { type: 'review' })

export function previewSearch(query: PreviewQuery): string {
  const params = new URLSearchParams({ id: String(query.id) })
  if (query.type === 'attach') params.set('fid', query.fid)
  params.set('sid', query.sid)
  params.set('type', query.type)
  params.set('size', String(query.size))
  params.set('suffix', query.suffix)
  params.set('name', query.name)
  params.set('subject', query.subject)
  if (query.did) params.set('did', query.did)
  return `?${params.toString()}`
}

/** Reads the query back; null when a required field is missing or malformed. */
export function parsePreviewSearch(search: string): PreviewQuery | null {
  const params = new URLSearchParams(search)
  const id = Number(params.get('id'))
  const size = Number(params.get('size'))
  const type = params.get('type')
  const fid = params.get('fid')
  const sid = params.get('sid')
  const name = params.get('name')
  if (!Number.isInteger(id) || id <= 0 || !sid || !name) return null
  if (!Number.isFinite(size) || size < 0) return null
  const did = params.get('did')
  const base: PreviewQueryBase = {
    id,
    sid,
    size,
    suffix: (params.get('suffix') || fileExtension(name)).toLowerCase(),
    name,
    subject: params.get('subject') ?? '',
    ...(did ? { did } : {}),
  }
  if (type === 'review') return { ...base, type }
  if (type === 'attach' && fid) return { ...base, type, fid }
  return null
}
