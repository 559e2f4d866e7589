/**
 * One reader tab's machine, wired to the app: real I/O, mailbox changes in as 'mail.changed',
 * and out again what other screens must hear (the mail was read → unseen counts and lists; not
 * found → the folder and lists refresh). The machine announces each once per mail and knows the
 * change that comes back is its own, so two readers never set each other off.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import { readerMachine, type ViewMode } from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'
import {
  emitMailboxChange,
  emitMailboxChangeAfterPaint,
  useMailboxVersion,
} from '../common/mailboxEvents.ts'
import { realReaderActors } from './readerActors.ts'
import { asMessage } from './readerSelectors.ts'

export interface UseReaderOptions {
  folder: string
  uid: number
  /** How the mail is first shown (the saved reading choice); later changes do not reload it. */
  mode?: ViewMode
  /** The mail was read for the first time in this tab (retitle, burn-mail close confirmation). */
  onOpened: (mail: Message) => void
}

export function useReader({ folder, uid, mode, onOpened }: UseReaderOptions) {
  const actor = useActorRef(readerMachine.provide({ actors: realReaderActors }), {
    input: { folder, uid, mode },
  })

  const opened = useEffectEvent((mail: Message) => {
    // Counts and lists reload once the body is on screen; readers hear it at once (decision 370).
    emitMailboxChangeAfterPaint('folders', 'list')
    onOpened(mail)
  })
  useEffect(() => {
    const subscriptions = [
      actor.on('reader.opened', (event) => opened(asMessage(event.mail))),
      actor.on('reader.missing', () => emitMailboxChange('folders', 'list')),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor])

  // The mailbox's change counter → events; the machine decides which ones need a reload.
  const listVersion = useMailboxVersion('list', 'at once')
  const seenVersion = useRef(listVersion)
  useEffect(() => {
    if (listVersion === seenVersion.current) return
    seenVersion.current = listVersion
    actor.send({ type: 'mail.changed' })
  }, [actor, listVersion])

  // Previous / next give the tab another mail.
  const target = `${folder}:${uid}`
  const shownTarget = useRef(target)
  useEffect(() => {
    if (shownTarget.current === target) return
    shownTarget.current = target
    actor.send({ type: 'mail.open', folder, uid })
  }, [actor, target, folder, uid])

  return actor
}

export type ReaderActor = ReturnType<typeof useReader>
