/**
 * Where a finished big upload lands when it is not an .eml import: the personal disk (pfile),
 * the company disk (cfile) or the transit area (afile), which is what compose's online
 * attachments point at. The joined bytes stay readable by disk id for later downloads, across a
 * reload of the demo and a restart of the mock server (disk/fileContents.ts).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, db } from '../db/index.ts'
import { canUpload, companyEntry, companyPermission } from '../disk/companyAccess.ts'
import { saveContent } from '../disk/fileContents.ts'
import { flushDurably } from '../durability.ts'
import type { ServerLanguage } from '../i18n.ts'
import { now } from '../state.ts'
import type { AuthContext } from './http.ts'
import { diskRefusal } from './netdiskCompany.texts.ts'
import { refuseUpload } from './upload.texts.ts'

type FinishRequest = components['schemas']['UploadFinishRequest']
type FinishResult = components['schemas']['UploadFinishResult']

const DAY_MS = 86_400_000
/** An online attachment without an expiry lasts a month (the shortest choice of §9). */
const DEFAULT_EXPIRE_DAYS = 30

export {
  forgetUploadedContent,
  forgetUploadedContents,
  uploadedContent,
} from '../disk/fileContents.ts'

interface Place {
  disk: DiskEntryRecord['disk']
  owner: string
  parentId: number
}

function placeOf(body: FinishRequest, mailbox: string): Place {
  switch (body.upload_type) {
    case 'company':
      // The enterprise disk has no owner: every member sees the same tree.
      return { disk: 'cfile', owner: '', parentId: body.folder_id ?? 0 }
    case 'netdisk':
      return { disk: 'pfile', owner: mailbox, parentId: body.folder_id ?? 0 }
    default:
      return { disk: 'afile', owner: mailbox, parentId: 0 }
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * The server's own refusals for a disk target (R-VALID big-file upload): an excluded
 * extension, a name already in the folder. null = accepted.
 */
export function refuseFileTarget(
  body: FinishRequest,
  auth: AuthContext,
  lang: ServerLanguage,
): Response | null {
  if (auth.account.login_after.exclude_ext.includes(extensionOf(body.file_name))) {
    return refuseUpload('excludedExt', lang)
  }
  if (body.upload_type === 'company') {
    const folderId = body.folder_id ?? 0
    if (folderId !== 0 && !companyEntry(folderId)?.is_folder) return refuseUpload('noFolder', lang)
    // The five levels (§6): a file lands only where the caller may upload.
    if (!canUpload(companyPermission(auth.user, folderId)))
      return diskRefusal(403, 'noUpload', lang)
  }
  const place = placeOf(body, auth.mailbox)
  const clash = db.diskEntries.findFirst((q) =>
    q.where({
      disk: place.disk,
      owner: place.owner,
      parent_id: place.parentId,
      name: body.file_name,
    }),
  )
  return clash ? refuseUpload('duplicate', lang) : null
}

/** Files the joined bytes and answers the finish request. */
export async function fileTarget(
  body: FinishRequest,
  auth: AuthContext,
  bytes: Uint8Array,
): Promise<FinishResult> {
  const place = placeOf(body, auth.mailbox)
  const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
  const created = now()
  const expires =
    place.disk === 'afile'
      ? new Date(created + (body.expire_days ?? DEFAULT_EXPIRE_DAYS) * DAY_MS).toISOString()
      : null
  await db.diskEntries.create({
    disk: place.disk,
    owner: place.owner,
    id,
    parent_id: place.parentId,
    name: body.file_name,
    is_folder: false,
    size: bytes.length,
    content_type: body.file_type || 'application/octet-stream',
    created: new Date(created).toISOString(),
    expires,
  })
  // Both kept before the answer: the page may reload (and download it) right after.
  await saveContent(id, bytes)
  await flushDurably()
  return { id, name: body.file_name, size: bytes.length, expire_at: expires }
}
