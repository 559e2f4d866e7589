/**
 * The event editor's machine with the real calls; `onChanged` runs after a save, a delete, or a
 * drag that was cancelled or refused (the page reloads the range, which puts a refused drag back).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  calendarEventMachine,
  type DeleteEventInput,
  type SaveEventInput,
} from '../../../machines/calendar-event/index.ts'
import { toEventPayload } from '../../domain/calendar/eventForm.ts'
import { deleteEvent, saveEvent } from './calendarCalls.ts'

const target = (event: SaveEventInput['event']) =>
  event ? { id: event.id, occurrence: event.occurrence } : null

export function useEventEditor(onChanged: () => void) {
  const actor = useActorRef(
    calendarEventMachine.provide({
      actors: {
        saveEvent: fromPromise<unknown, SaveEventInput>(({ input, signal }) =>
          saveEvent(target(input.event), toEventPayload(input.values), input.scope, signal),
        ),
        deleteEvent: fromPromise<unknown, DeleteEventInput>(({ input, signal }) =>
          deleteEvent(
            { id: input.event.id, occurrence: input.event.occurrence },
            input.scope,
            signal,
          ),
        ),
      },
    }),
  )
  const changed = useEffectEvent(() => onChanged())
  useEffect(() => {
    const subscriptions = (['event.saved', 'event.deleted', 'event.moveCancelled'] as const).map(
      (type) => actor.on(type, () => changed()),
    )
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actor])
  return actor
}

export type EventEditorActor = ReturnType<typeof useEventEditor>
