/**
 * The import dialog's upload queue: one upload machine (eml into a mail folder) with the real
 * actors, the remaining capacity from the welcome info, refusal notices, and a change event for
 * the folder tree and lists after every imported mail.
 */
import { useSelector, useActorRef } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import {
  selectCanPauseAll,
  selectCanResumeAll,
  selectEntries,
  uploadMachine,
  type UploadRejection,
} from '../../../../machines/upload/index.ts'
import { api } from '../../../app/services.ts'
import { emitMailboxChange } from '../../common/mailboxEvents.ts'
import { uploadActors } from '../../upload/uploadActors.ts'
import { fileInputOf } from '../../upload/fileInput.ts'

const MB = 1_048_576

/** Only .eml files are imported; no other rule of the big-file upload applies. */
export const EML_RULES = {
  allowedExt: ['eml'],
  excludeExt: [],
  rejectDuplicateNames: false,
  existingNames: [],
} as const

export interface Rejection {
  key: number
  name: string
  reason: UploadRejection
}

/** Bytes left in the mailbox; null = unlimited (capacity total 0), or unknown. */
export async function fetchCapacityLeft(): Promise<number | null> {
  const { data } = await api().GET('/api/core/welcome/')
  if (!data || !(data.capacity_total_mb > 0)) return null
  return Math.max(0, (data.capacity_total_mb - data.capacity_used_mb) * MB)
}

export function useImportUpload(open: boolean, folder: string) {
  const actor = useActorRef(uploadMachine.provide({ actors: uploadActors }), {
    input: { target: { uploadType: 'eml', folder }, rules: EML_RULES },
  })
  const entries = useSelector(actor, selectEntries)
  const canPauseAll = useSelector(actor, selectCanPauseAll)
  const canResumeAll = useSelector(actor, selectCanResumeAll)
  const [rejections, setRejections] = useState<Rejection[]>([])
  const [capacityKnown, setCapacityKnown] = useState(false)

  useEffect(() => {
    const rejected = actor.on('upload.rejected', ({ name, reason }) =>
      setRejections((list) => [...list, { key: Date.now() + list.length, name, reason }]),
    )
    const succeeded = actor.on('upload.succeeded', () => emitMailboxChange('folders', 'list'))
    return () => {
      rejected.unsubscribe()
      succeeded.unsubscribe()
    }
  }, [actor])

  useEffect(() => {
    actor.send({ type: 'target.set', target: { uploadType: 'eml', folder } })
  }, [actor, folder])

  // The capacity is read afresh each time the dialog opens: other imports may have used some.
  useEffect(() => {
    if (!open) return
    let current = true
    fetchCapacityLeft()
      .then((bytes) => {
        if (!current) return
        actor.send({ type: 'capacity.set', bytes })
        setCapacityKnown(true)
      })
      // Without the welcome info the server still refuses an over-capacity file at finish.
      .catch(() => current && setCapacityKnown(true))
    return () => {
      current = false
    }
  }, [actor, open])

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      setRejections([])
      for (const file of files) actor.send({ type: 'file.add', file: fileInputOf(file) })
    },
    [actor],
  )

  return {
    actor,
    entries,
    canPauseAll,
    canResumeAll,
    rejections,
    /** Files are taken only once the capacity check can run. */
    ready: capacityKnown,
    addFiles,
    dismissRejections: () => setRejections([]),
  }
}
