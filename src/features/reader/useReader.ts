/**
 * One reader tab's machine, wired to the app: real I/O, mailbox changes in, and out again the
 * things other screens must hear (the mail was read → unseen counts and lists; not found → the
 * folder and lists refresh). Each announcement happens once per mail, so two readers never set
 * each other off; the reader skips the change it caused itself.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import { readerMachine, selectIsNotFound } from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'
import { emitMailboxChange, useMailboxVersion } from '../mailbox/mailboxEvents.ts'
import { realReaderActors } from './readerActors.ts'
import { asMessage } from './readerSelectors.ts'

export interface UseReaderOptions {
  folder: string
  uid: number
  /** The mail was read for the first time in this tab (retitle, burn-mail close confirmation). */
  onOpened: (mail: Message) => void
}

export function useReader({ folder, uid, onOpened }: UseReaderOptions) {
  const actor = useActorRef(readerMachine.provide({ actors: realReaderActors }), {
    input: { folder, uid },
  })
  const selfCaused = useRef(false)
  const announce = () => {
    selfCaused.current = true
    emitMailboxChange('folders', 'list')
  }

  const opened = useEffectEvent((mail: Message) => {
    announce()
    onOpened(mail)
  })
  useEffect(() => {
    const subscription = actor.on('reader.opened', (event) => opened(asMessage(event.mail)))
    return () => subscription.unsubscribe()
  }, [actor])

  const listVersion = useMailboxVersion('list')
  const seenVersion = useRef(listVersion)
  useEffect(() => {
    if (listVersion === seenVersion.current) return
    seenVersion.current = listVersion
    if (selfCaused.current) {
      selfCaused.current = false
      return
    }
    actor.send({ type: 'mail.changed' })
  }, [actor, listVersion])

  const target = `${folder}:${uid}`
  const shownTarget = useRef(target)
  useEffect(() => {
    if (shownTarget.current === target) return
    shownTarget.current = target
    actor.send({ type: 'mail.open', folder, uid })
  }, [actor, target, folder, uid])

  const notFound = useSelector(actor, selectIsNotFound)
  const reportedMissing = useRef<string | null>(null)
  useEffect(() => {
    if (!notFound || reportedMissing.current === target) return
    reportedMissing.current = target
    announce()
  }, [notFound, target])

  return actor
}

export type ReaderActor = ReturnType<typeof useReader>
