/**
 * The compose file-centre picker's rules (R-COMPOSE-4: attachment picker tabs personal
 * file core, network disk, company disk; R-CALL-7, C-LIMIT-9 attachment page size 10).
 * Which form list a picked file goes to, which company files may be picked, and the duplicate-name
 * rule of attachments (R-VALID-18), shared with local uploads.
 */
import type { AttachmentSource, ComposeAttachment } from './form.ts'

/** The picker's tabs: the personal file core, the personal network disk, the company disk. */
export type FileCentreSource = 'core' | 'net' | 'company'

/** C-LIMIT-9: the attachment lists show 10 a page. */
export const FILE_PICKER_PAGE_SIZE = 10

export interface PickedFile {
  source: FileCentreSource
  /** The source's own id: what the send form's list for that source takes. */
  id: number
  name: string
  /** Bytes. */
  size: number
}

/**
 * A file core item is an attachment of the user's mail: the server takes it back in the
 * `attachments` list, as it does uploads; disk files go to `net_attachments` and
 * `company_attachments`.
 */
const FORM_SOURCE: Record<FileCentreSource, AttachmentSource> = {
  core: 'local',
  net: 'net',
  company: 'company',
}

/** Ids are only unique within one source. */
export const pickKey = (file: Pick<PickedFile, 'source' | 'id'>): string =>
  `${file.source}:${file.id}`

export function toComposeAttachment(file: PickedFile): ComposeAttachment {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    source: FORM_SOURCE[file.source],
    level: null,
  }
}

/**
 * Picked files split into those the form takes and the names refused: a name already attached,
 * or picked twice (from two tabs), goes in once only — the first one picked.
 */
export function acceptPicked(
  attached: readonly Pick<ComposeAttachment, 'name'>[],
  picked: readonly PickedFile[],
): { accepted: ComposeAttachment[]; duplicates: string[] } {
  const names = new Set(attached.map((a) => a.name))
  const accepted: ComposeAttachment[] = []
  const duplicates: string[] = []
  for (const file of picked) {
    if (names.has(file.name)) {
      duplicates.push(file.name)
      continue
    }
    names.add(file.name)
    accepted.push(toComposeAttachment(file))
  }
  return { accepted, duplicates }
}

/** The company disk's permission levels (DiskPermissionLevel in openapi.yaml). */
export type DiskPermission = 'all' | 'manage' | 'upload' | 'download' | 'upload_download'

/**
 * Attaching a company file is downloading it: an upload-only permission may not (R-ROLE-5, the
 * per-folder rights of the enterprise disk).
 */
export const mayAttachCompanyFile = (permission: DiskPermission | undefined): boolean =>
  permission !== undefined && permission !== 'upload'

export const pageCountOf = (count: number, pageSize = FILE_PICKER_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(count / pageSize))
