/**
 * A disk page's uploads (issue 15): the existing upload machine (2 MB chunks, md5, three at a
 * time, pause / resume / cancel) aimed at the open folder, the personal disk's space left, and a
 * folder picked whole: its sub-folders are made first (createFolder, or found when they exist),
 * then each file joins the queue aimed at its own folder. A finished file refreshes the list.
 * Files left unfinished by a reload are offered again (useUnfinishedUploads.ts).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import {
  selectEntries,
  uploadMachine,
  type UploadTarget,
} from '../../../../machines/upload/index.ts'
import type { DiskKind } from '../../../domain/files/disk.ts'
import { fileInputOf } from '../../upload/fileInput.ts'
import { uploadActors } from '../../upload/uploadActors.ts'
import type { PathedFile } from './droppedFiles.ts'
import { createFolder, type DiskCapacity, loadFolder } from './diskCalls.ts'
import { useUnfinishedUploads } from './useUnfinishedUploads.ts'

const targetOf = (disk: DiskKind, folderId: number): UploadTarget => ({
  uploadType: disk === 'pfile' ? 'netdisk' : 'company',
  folderId,
})

/** The folder `path` (names from `root` down), made where missing; its id. */
async function ensureFolder(disk: DiskKind, root: number, path: readonly string[]) {
  let id = root
  for (const name of path) {
    const { items } = await loadFolder(disk, id)
    const found = items.find((i) => i.nettype === 'folder' && i.name === name)
    id = found ? found.id : (await createFolder(disk, id, name)).id
  }
  return id
}

export function useDiskUpload(
  disk: DiskKind,
  account: string,
  folderId: number,
  capacity: DiskCapacity | undefined,
  onUploaded: () => void,
) {
  const actor = useActorRef(uploadMachine.provide({ actors: uploadActors }), {
    input: {
      target: targetOf(disk, folderId),
      // The server refuses a name already in the folder; its text shows on the row.
      rules: { rejectDuplicateNames: false },
    },
  })
  const entries = useSelector(actor, selectEntries)
  const uploaded = useEffectEvent(onUploaded)

  useEffect(() => {
    const subscription = actor.on('upload.succeeded', () => uploaded())
    return () => subscription.unsubscribe()
  }, [actor])

  useEffect(() => {
    actor.send({ type: 'target.set', target: targetOf(disk, folderId) })
  }, [actor, disk, folderId])

  // Told once: the machine counts down what it queues, the server judges every finish.
  const capacityTold = useRef(false)
  useEffect(() => {
    if (!capacity || capacityTold.current) return
    capacityTold.current = true
    const left = capacity.total > 0 ? Math.max(0, capacity.total - capacity.used) : null
    actor.send({ type: 'capacity.set', bytes: left })
  }, [actor, capacity])

  /** One file for a folder other than the open one (a file picked again after a reload). */
  const queueIn = (target: number, file: File) => {
    actor.send({ type: 'target.set', target: targetOf(disk, target) })
    actor.send({ type: 'file.add', file: fileInputOf(file) })
    actor.send({ type: 'target.set', target: targetOf(disk, folderId) })
  }
  const unfinished = useUnfinishedUploads(disk, account, entries, queueIn)

  /** Picked or dropped files, each with its folder path below the open folder. */
  const addPathed = async (files: readonly PathedFile[]) => {
    const byFolder = new Map<string, File[]>()
    for (const { file, dir } of files) byFolder.set(dir, [...(byFolder.get(dir) ?? []), file])
    for (const [path, inFolder] of byFolder) {
      const target = path === '' ? folderId : await ensureFolder(disk, folderId, path.split('/'))
      actor.send({ type: 'target.set', target: targetOf(disk, target) })
      for (const file of inFolder) actor.send({ type: 'file.add', file: fileInputOf(file) })
    }
    actor.send({ type: 'target.set', target: targetOf(disk, folderId) })
    // The new folders show before their files arrive.
    if (byFolder.size > 1 || !byFolder.has('')) onUploaded()
  }

  // A picked folder's files carry their path (with their own name) in webkitRelativePath.
  const addFiles = (files: readonly File[]) =>
    addPathed(
      files.map((file) => ({
        file,
        dir: (file.webkitRelativePath || file.name).split('/').slice(0, -1).join('/'),
      })),
    )

  const total = entries.reduce((sum, e) => sum + e.size, 0)
  const done = entries.reduce((sum, e) => sum + e.size * e.progress, 0)
  return { actor, entries, addFiles, addPathed, unfinished, overall: total > 0 ? done / total : 0 }
}
