/**
 * The pab page's move / copy to a group: the contact-batch machine with the real save
 * (pabCalls.applyGroupChange), its progress and the contacts it could not save.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  contactBatchMachine,
  selectBatchProgress,
  type ApplyGroupChangeInput,
} from '../../../../machines/contact-batch/index.ts'
import type { GroupChange } from '../../../domain/contacts/index.ts'
import { applyGroupChange } from './pabCalls.ts'

export function usePersonalBookBatch(onFinished: () => void) {
  const finished = useEffectEvent(onFinished)
  const actor = useActorRef(
    contactBatchMachine.provide({
      actors: {
        applyGroupChange: fromPromise<void, ApplyGroupChangeInput>(({ input }) =>
          applyGroupChange(input.id, input.change),
        ),
      },
    }),
  )
  useEffect(() => {
    const subscription = actor.on('batch.finished', () => finished())
    return () => subscription.unsubscribe()
  }, [actor])
  const progress = useSelector(actor, selectBatchProgress)
  return {
    running: useSelector(actor, (s) => s.hasTag('busy')),
    finished: useSelector(actor, (s) => s.matches('finished')),
    mode: useSelector(actor, (s) => s.context.change?.mode ?? null),
    failed: useSelector(actor, (s) => s.context.failed),
    ...progress,
    start: (change: GroupChange, ids: readonly number[]) =>
      actor.send({ type: 'batch.start', change, ids }),
    dismiss: () => actor.send({ type: 'batch.dismiss' }),
  }
}

export type PersonalBookBatch = ReturnType<typeof usePersonalBookBatch>
