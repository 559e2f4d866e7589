/**
 * /preview?source=netdisk|company|transit&id=… (decision 268): a file of the personal disk, the
 * company disk or the transit area in the attachments' preview window. The server stays the
 * judge of the right to read it (a company file needs download permission, spec §6): a refusal
 * is its toast and "file failed to load".
 */
import type { DiskPreviewQuery, DiskPreviewSource } from '../../../domain/files/preview.ts'
import type { PreviewFile } from '../../reader/preview/FilePreview.tsx'
import { PreviewFrame } from '../../reader/pages/PreviewView.tsx'
import { fetchDiskFile } from '../disk/diskCalls.ts'
import { fetchTransitFile } from '../transit/transitCalls.ts'

const FETCHERS: Record<DiskPreviewSource, (id: number) => Promise<Blob | null>> = {
  netdisk: (id) => fetchDiskFile('pfile', id),
  company: (id) => fetchDiskFile('cfile', id),
  transit: fetchTransitFile,
}

export function DiskPreviewView({ query }: { query: DiskPreviewQuery }) {
  const file: PreviewFile = {
    name: query.name,
    size: query.size,
    suffix: query.suffix,
    key: `${query.source}:${query.id}`,
    noun: 'file',
    fetch: () => FETCHERS[query.source](query.id),
  }
  return <PreviewFrame file={file} />
}
