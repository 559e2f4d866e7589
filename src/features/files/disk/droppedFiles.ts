/**
 * The files of a drop on a disk page, folders included (DataTransferItem.webkitGetAsEntry): each
 * file with the folder path it sits in below the drop ('' for a file dropped alone).
 */
export interface PathedFile {
  file: File
  /** Folder names from the drop down to the file, joined by '/'. */
  dir: string
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject))

/** A directory reader answers in batches until an empty one. */
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader()
  const all: FileSystemEntry[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    )
    if (batch.length === 0) return all
    all.push(...batch)
  }
}

async function walk(entry: FileSystemEntry, dir: string, out: PathedFile[]): Promise<void> {
  if (entry.isFile) {
    out.push({ file: await fileOf(entry as FileSystemFileEntry), dir })
    return
  }
  const path = dir ? `${dir}/${entry.name}` : entry.name
  for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) {
    await walk(child, path, out)
  }
}

export async function droppedFiles(transfer: DataTransfer): Promise<PathedFile[]> {
  const entries = [...transfer.items]
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is FileSystemEntry => entry !== null)
  // Without entries (an old browser), the plain files, folders left out.
  if (entries.length === 0) return [...transfer.files].map((file) => ({ file, dir: '' }))
  const out: PathedFile[] = []
  for (const entry of entries) await walk(entry, '', out)
  return out
}
