import type { DiskEntryRecord, DiskPermissionRecord, FileShareRecord } from '../db/index.ts'
import { isoAt } from './messages.ts'
import { type Rng, hexId, int, pick } from './random.ts'

const DAY = 86_400_000

export interface Disk {
  entries: DiskEntryRecord[]
  permissions: DiskPermissionRecord[]
  shares: FileShareRecord[]
}

const FILES: readonly [string, string, number][] = [
  ['产品路线图.pptx', 'application/vnd.ms-powerpoint', 3_400_000],
  ['預算表.xlsx', 'application/vnd.ms-excel', 240_000],
  ['architecture.pdf', 'application/pdf', 1_800_000],
  ['团建照片.jpg', 'image/jpeg', 4_200_000],
  ['meeting-notes.md', 'text/markdown', 6_000],
  ['合約範本.docx', 'application/msword', 95_000],
]

/** The seeded office files previews are tested on (tests/e2e/files/preview.spec.ts). */
export const PREVIEW_SAMPLES: ReadonlySet<string> = new Set(['預算表.xlsx', '合約範本.docx'])

/** Personal disk (pfile), enterprise disk (cfile) and transit area (afile) for one owner. */
export function buildDisk(rng: Rng, owner: string, anchorMs: number): Disk {
  const entries: DiskEntryRecord[] = []
  let id = 1
  const add = (
    disk: DiskEntryRecord['disk'],
    parent: number,
    name: string,
    isFolder: boolean,
    type = '',
    size = 0,
  ) => {
    entries.push({
      disk,
      owner: disk === 'cfile' ? '' : owner,
      id,
      parent_id: parent,
      name,
      is_folder: isFolder,
      size,
      content_type: type,
      created: isoAt(anchorMs - int(rng, 1, 400) * DAY),
      expires: disk === 'afile' ? isoAt(anchorMs + int(rng, 3, 30) * DAY) : null,
    })
    return id++
  }
  const docs = add('pfile', 0, '工作文档', true)
  const photos = add('pfile', 0, 'Photos', true)
  for (const [name, type, size] of FILES) {
    const scattered = pick(rng, [0, docs, docs, photos])
    // The office preview samples (xlsx, docx) always lie in 工作文档, so a test goes straight
    // there; the pick is still drawn so the rest of the seed stays as it was.
    add('pfile', PREVIEW_SAMPLES.has(name) ? docs : scattered, name, false, type, size)
  }
  const shared = add('cfile', 0, '公司制度', true)
  const templates = add('cfile', 0, '範本下載', true)
  add('cfile', shared, '员工手册.pdf', false, 'application/pdf', 2_100_000)
  add('cfile', shared, '差旅管理办法.docx', false, 'application/msword', 120_000)
  add('cfile', templates, 'Quotation template.xlsx', false, 'application/vnd.ms-excel', 60_000)
  add('afile', 0, '设计稿-最终版.zip', false, 'application/zip', 48_000_000)
  const permissions: DiskPermissionRecord[] = [
    { id: 1, folder_id: shared, target_type: 'department', target: '1', permission: 'download' },
    {
      id: 2,
      folder_id: templates,
      target_type: 'department',
      target: '8',
      permission: 'upload_download',
    },
    { id: 3, folder_id: templates, target_type: 'member', target: owner, permission: 'manage' },
  ]
  const shares: FileShareRecord[] = [
    {
      owner,
      owner_user: owner,
      id: 1,
      // The first file of the disk (the rng picks where each file lies).
      file_ids: [photos + 1],
      share_key: hexId(rng, 12),
      source: 'netdisk',
      code: String(int(rng, 1000, 9999)),
      created: isoAt(anchorMs - 2 * DAY),
      expires: isoAt(anchorMs + 5 * DAY),
      cancelled: false,
      download_count: 3,
    },
  ]
  return { entries, permissions, shares }
}
