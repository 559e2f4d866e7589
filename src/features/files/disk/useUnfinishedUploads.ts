/**
 * The disk page's unfinished uploads across reloads (unfinishedUploads.ts): what the page left
 * unfinished is offered again; a file picked for a row is checked (name, size, md5) and, when it
 * is the same file, queued for the folder it was going to, so the server's state check lets only
 * the missing chunks travel. The storage always holds the offered rows plus the live queue's
 * unfinished files, so a reload at any moment loses nothing.
 */
import { useEffect, useState } from 'react'
import type { UploadEntry } from '../../../../machines/upload/index.ts'
import { CHUNK_SIZE_BYTES } from '../../../domain/constants.ts'
import type { DiskKind } from '../../../domain/files/disk.ts'
import { md5Of } from '../../upload/uploadActors.ts'
import {
  type UnfinishedUpload,
  mismatchOf,
  readUnfinished,
  unfinishedKey,
  writeUnfinished,
} from './unfinishedUploads.ts'

export type UnfinishedNote = 'nameOrSize' | 'content'

export function useUnfinishedUploads(
  disk: DiskKind,
  account: string,
  entries: readonly UploadEntry[],
  queue: (folderId: number, file: File) => void,
) {
  const [offered, setOffered] = useState(() => readUnfinished(account, disk))
  const [notes, setNotes] = useState<Readonly<Record<string, UnfinishedNote>>>({})
  const [checking, setChecking] = useState<string | null>(null)

  useEffect(() => {
    const rows = new Map(offered.map((u) => [unfinishedKey(u), u]))
    for (const e of entries) {
      if (e.status === 'success') continue
      const row = { name: e.name, size: e.size, md5: e.md5, folderId: e.target.folderId ?? 0 }
      rows.set(unfinishedKey(row), row)
    }
    writeUnfinished(account, disk, [...rows.values()])
  }, [account, disk, entries, offered])

  const drop = (key: string) => setOffered((list) => list.filter((u) => unfinishedKey(u) !== key))
  const note = (key: string, value: UnfinishedNote) =>
    setNotes((current) => ({ ...current, [key]: value }))

  /** The user picked `file` for the unfinished row `upload`. */
  const resume = async (upload: UnfinishedUpload, file: File) => {
    const key = unfinishedKey(upload)
    const early = mismatchOf(upload, file, null)
    if (early) return note(key, early)
    setChecking(key)
    try {
      const md5 =
        upload.md5 === null
          ? null
          : await md5Of(file, CHUNK_SIZE_BYTES, new AbortController().signal)
      const mismatch = mismatchOf(upload, file, md5)
      if (mismatch) return note(key, mismatch)
      drop(key)
      queue(upload.folderId, file)
    } catch {
      // A file that cannot be read cannot be shown to be the same one.
      note(key, 'content')
    } finally {
      setChecking(null)
    }
  }

  return {
    offered,
    notes,
    checking,
    resume,
    /** The user gives the file up; the chunks the server holds are simply never used. */
    dismiss: (upload: UnfinishedUpload) => drop(unfinishedKey(upload)),
  }
}
