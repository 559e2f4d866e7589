/**
 * The event dialog of /calendar/index, drawn from the calendar-event machine: the event
 * read-only (edit / delete / export only where allowed), the form, the "this one / this and
 * following / all" question for a repeating event, and the delete confirmation.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import {
  selectAskingScope,
  selectConfirmingDelete,
  selectErrors,
  selectEvent,
  selectFailure,
  selectIsBusy,
  selectIsEditing,
  selectIsNew,
  selectIsOpen,
  selectIsViewing,
  selectValues,
} from '../../../machines/calendar-event/index.ts'
import { CALENDAR_RULE_MESSAGES } from '../../domain/calendar/messages.ts'
import { ConfirmDialog } from '../common/forms/ConfirmDialog.tsx'
import type { Calendar, CalendarEvent } from './calendarCalls.ts'
import { EventDetails } from './EventDetails.tsx'
import { EventFormFields } from './EventFormFields.tsx'
import type { EventEditorActor } from './useEventEditor.ts'
import { ScopeDialog } from './ScopeDialog.tsx'
import { BusyButton } from '../common/forms/BusyButton.tsx'

export function EventDialog({
  actor,
  calendars,
  opened,
}: {
  actor: EventEditorActor
  calendars: readonly Calendar[]
  /** The occurrence the dialog shows (null for a new event). */
  opened: CalendarEvent | null
}) {
  const { t, i18n } = useLingui()
  const open = useSelector(actor, selectIsOpen)
  const viewing = useSelector(actor, selectIsViewing)
  const editing = useSelector(actor, selectIsEditing)
  const isNew = useSelector(actor, selectIsNew)
  const busy = useSelector(actor, selectIsBusy)
  const values = useSelector(actor, selectValues)
  const errors = useSelector(actor, selectErrors)
  const failure = useSelector(actor, selectFailure)
  const asking = useSelector(actor, selectAskingScope)
  const confirming = useSelector(actor, selectConfirmingDelete)
  const event = useSelector(actor, selectEvent)
  const send = actor.send

  const messageOf = (field: string) => {
    const code = errors[field as keyof typeof errors]
    if (code) return i18n._(CALENDAR_RULE_MESSAGES[code])
    return failure?.code === 'fields' ? failure.fields[field] : undefined
  }
  const general =
    failure?.code === 'refused'
      ? failure.message
      : failure?.code === 'fields'
        ? failure.message
        : failure?.code === 'failed'
          ? t`保存失败，请重试`
          : null
  const editable = calendars.filter((c) => c.permission !== 'read')
  const title = isNew ? t`新建日程` : editing ? t`编辑日程` : (event?.title ?? '')
  const main = open && (viewing || editing)

  return (
    <>
      <Dialog
        open={main}
        onOpenChange={(_, data) => !data.open && !busy && send({ type: 'event.close' })}
      >
        <DialogSurface>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              send({ type: 'event.submit' })
            }}
          >
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                {viewing && opened && <EventDetails event={opened} calendars={calendars} />}
                {editing && (
                  <EventFormFields
                    values={values}
                    onChange={(patch) => send({ type: 'event.set', patch })}
                    messageOf={messageOf}
                    calendars={editable}
                  />
                )}
                {general && editing && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{general}</MessageBarBody>
                  </MessageBar>
                )}
              </DialogContent>
              <DialogActions>
                {viewing && event?.editable && (
                  <>
                    <Button appearance="primary" onClick={() => send({ type: 'event.edit' })}>
                      {t`编辑`}
                    </Button>
                    <Button onClick={() => send({ type: 'event.delete' })}>{t`删除`}</Button>
                  </>
                )}
                {editing && (
                  <>
                    <BusyButton type="submit" busy={busy}>
                      {t`保存`}
                    </BusyButton>
                    {!isNew && (
                      <Button disabled={busy} onClick={() => send({ type: 'event.delete' })}>
                        {t`删除`}
                      </Button>
                    )}
                  </>
                )}
                <Button
                  appearance="secondary"
                  disabled={busy}
                  onClick={() => send({ type: 'event.close' })}
                >
                  {viewing ? t`关闭` : t`取消`}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <ScopeDialog
        about={asking}
        busy={busy}
        error={asking ? general : null}
        onChoose={(scope) => send({ type: 'scope.choose', scope })}
        onCancel={() => send({ type: 'scope.cancel' })}
      />
      <ConfirmDialog
        open={confirming}
        title={t`删除日程`}
        text={t`确定删除日程「${event?.title ?? ''}」吗？`}
        confirmLabel={t`删除`}
        busy={busy}
        error={confirming ? general : null}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </>
  )
}
