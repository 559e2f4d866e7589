/**
 * Downloads from a disk page: one file as it is (saveBlob); several items, or a folder, as one
 * zip made in the browser by client-zip. The zip is streamed: each file is fetched only when
 * client-zip asks for it, so at most one file's bytes wait in memory besides the zip itself;
 * folders keep their tree inside the zip.
 */
import { downloadZip } from 'client-zip'
import type { DiskItem, DiskKind } from '../../../domain/files/disk.ts'
import { saveBlob } from '../../common/saveBlob.ts'
import { fetchDiskFile, loadFolder } from './diskCalls.ts'

type ZipInput = { name: string; input?: Uint8Array; lastModified?: Date }

async function* zipEntries(
  disk: DiskKind,
  items: readonly DiskItem[],
  prefix: string,
): AsyncGenerator<ZipInput> {
  for (const item of items) {
    const path = `${prefix}${item.name}`
    const lastModified = new Date(item.updated)
    if (item.nettype === 'folder') {
      yield { name: `${path}/`, lastModified }
      const { items: inside } = await loadFolder(disk, item.id)
      yield* zipEntries(disk, inside, `${path}/`)
    } else {
      const blob = await fetchDiskFile(disk, item.id)
      if (blob === null) throw new Error(`download of ${item.name} refused`)
      // Bytes rather than the Blob: a Blob of another realm (a test's fetch) is not one to
      // client-zip, and one file at a time is all that waits in memory.
      yield { name: path, input: new Uint8Array(await blob.arrayBuffer()), lastModified }
    }
  }
}

/** The zip of `items` (files and folders) as one Blob. */
export function zipOf(disk: DiskKind, items: readonly DiskItem[]): Promise<Blob> {
  return downloadZip(zipEntries(disk, items, '')).blob()
}

/** One file as itself; anything else as `zipName`.zip. */
export async function downloadItems(
  disk: DiskKind,
  items: readonly DiskItem[],
  zipName: string,
): Promise<void> {
  const only = items.length === 1 ? items[0]! : null
  if (only && only.nettype === 'file') {
    const blob = await fetchDiskFile(disk, only.id)
    if (blob) saveBlob(blob, only.name)
    return
  }
  const name = only ? only.name : zipName
  saveBlob(await zipOf(disk, items), `${name}.zip`)
}
