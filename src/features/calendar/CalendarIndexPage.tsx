/**
 * /calendar/index (issue 14): the side list (new event, calendars with show/hide, pending
 * invitations) beside the grid. Calendars, settings and the shown range's occurrences load the
 * project's one way (useSettingsResource); the event dialog is the calendar-event machine.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, SettingsRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { blankEvent, eventToValues, withTimes } from '../../domain/calendar/eventForm.ts'
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/index.ts'
import { Loaded } from '../common/forms/SettingsPage.tsx'
import { useSettingsResource } from '../common/forms/useSettingsResource.ts'
import {
  loadCalendars,
  loadCalendarSettings,
  loadEvents,
  type Calendar,
  type CalendarEvent,
} from './calendarCalls.ts'
import type { CalendarViewName, GridChange } from './CalendarGrid.tsx'
import { CalendarSideList } from './CalendarSideList.tsx'
import { NARROW_MEDIA, useIsNarrow } from '../../app/layout/narrow.ts'
import { CalendarsDialog } from './CalendarsDialog.tsx'
import { EventDialog } from './EventDialog.tsx'
import { useHiddenCalendars } from './hiddenCalendars.ts'
import { InvitationsPanel } from './InvitationsPanel.tsx'
import { eventKey, isEditable, toEventInputs } from './toEventInputs.ts'
import { useEventEditor } from './useEventEditor.ts'

// FullCalendar is the page's largest part: it loads with the page, after the side list.
const CalendarGrid = lazy(() => import('./CalendarGrid.tsx'))

const useStyles = makeStyles({
  page: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    height: '100%',
    boxSizing: 'border-box',
    minHeight: 0,
    // One column on a phone (decision 322): the calendars and invitations above the grid.
    [NARROW_MEDIA]: {
      flexDirection: 'column',
      height: 'auto',
      padding: tokens.spacingHorizontalS,
    },
  },
  side: {
    width: '240px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
    // At most 30 % of a phone's height (decision 334, as the section menus of decision 322),
    // scrolling inside: the agenda below is what one opens the calendar for.
    [NARROW_MEDIA]: { width: 'auto', maxHeight: '30vh', flexShrink: 0 },
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    minHeight: 0,
    [NARROW_MEDIA]: { minHeight: '70vh' },
  },
})

export default function CalendarIndexPage() {
  const { t } = useLingui()
  const styles = useStyles()
  const calendarsResource = useSettingsResource<Calendar[], never>({ load: loadCalendars })
  const settingsResource = useSettingsResource({ load: loadCalendarSettings })
  const { hidden, toggle, failed: hidingFailed } = useHiddenCalendars(settingsResource.data)
  const range = useRef<{ start: Date; end: Date } | null>(null)
  const loadRange = useCallback(
    (signal: AbortSignal) =>
      range.current ? loadEvents(range.current, [], signal) : Promise.resolve([]),
    [],
  )
  const eventsResource = useSettingsResource<CalendarEvent[], never>({ load: loadRange })
  const [view, setView] = useState<CalendarViewName | null>(null)
  // A week or month of columns is unreadable 360 px wide: a phone opens on the list (#322).
  const narrow = useIsNarrow()
  const [manageOpen, setManageOpen] = useState(false)
  const [opened, setOpened] = useState<CalendarEvent | null>(null)
  const editor = useEventEditor(eventsResource.refresh)

  const calendars = useMemo(() => calendarsResource.data ?? [], [calendarsResource.data])
  const events = useMemo(() => eventsResource.data ?? [], [eventsResource.data])
  const settings = settingsResource.data
  const timeZone = settings?.time_zone ?? DEFAULT_TIME_ZONE
  const byKey = useMemo(() => new Map(events.map((e) => [eventKey(e), e])), [events])
  const inputs = useMemo(
    () => toEventInputs(events, calendars, hidden),
    [events, calendars, hidden],
  )
  const writable = calendars.filter((c) => c.permission !== 'read' && !hidden.includes(c.id))
  const defaultCalendar = writable.find((c) => c.is_default) ?? writable[0]

  const startNew = (start: Date, end: Date, allDay: boolean) => {
    if (!defaultCalendar) return
    editor.send({
      type: 'event.new',
      values: blankEvent(
        start,
        end,
        allDay,
        defaultCalendar.id,
        settings?.default_remind_minutes,
        timeZone,
      ),
    })
  }
  const opening = (event: CalendarEvent) => ({
    id: event.id,
    occurrence: event.occurrence ?? null,
    repeating: Boolean(event.rrule),
    editable: isEditable(
      event,
      calendars.find((c) => c.id === event.calendar_id),
    ),
    title: event.title,
  })
  const open = (key: string) => {
    const event = byKey.get(key)
    if (!event) return
    setOpened(event)
    editor.send({
      type: 'event.open',
      event: opening(event),
      values: eventToValues(event, timeZone),
    })
  }
  const move = (change: GridChange) => {
    const event = byKey.get(change.key)
    if (!event) return change.revert()
    const initial = eventToValues(event, timeZone)
    editor.send({
      type: 'event.move',
      event: opening(event),
      initial,
      values: withTimes(initial, change.start, change.end, change.allDay),
    })
  }

  return (
    <div className={styles.page}>
      <aside className={styles.side} aria-label={t`日历列表`}>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={!defaultCalendar}
          onClick={() => {
            const start = new Date()
            start.setMinutes(0, 0, 0)
            start.setHours(start.getHours() + 1)
            startNew(start, new Date(start.getTime() + 3600_000), false)
          }}
        >
          {t`新建日程`}
        </Button>
        <Button icon={<SettingsRegular />} onClick={() => setManageOpen(true)}>
          {t`管理日历`}
        </Button>
        <Loaded resource={calendarsResource}>
          {() => <CalendarSideList calendars={calendars} hidden={hidden} onToggle={toggle} />}
        </Loaded>
        {hidingFailed && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t`未能保存日历的显示设置，请重试`}</MessageBarBody>
          </MessageBar>
        )}
        <InvitationsPanel onAnswered={eventsResource.refresh} />
      </aside>
      <section className={styles.main} aria-label={t`日程`}>
        {settings && calendarsResource.data ? (
          <Suspense fallback={<Spinner />}>
            <CalendarGrid
              events={inputs}
              view={view ?? (narrow ? 'agenda' : settings.default_view)}
              onViewChange={setView}
              firstDay={settings.week_start}
              canCreate={Boolean(defaultCalendar)}
              weekends={settings.show_weekends ?? true}
              businessHours={
                settings.work_start && settings.work_end
                  ? { startTime: settings.work_start, endTime: settings.work_end }
                  : undefined
              }
              onRange={(next) => {
                range.current = next
                eventsResource.refresh()
              }}
              onSelectSlot={startNew}
              onOpenEvent={open}
              onChangeEvent={move}
            />
          </Suspense>
        ) : (
          <Loaded resource={settingsResource.data ? calendarsResource : settingsResource}>
            {() => null}
          </Loaded>
        )}
      </section>
      <EventDialog actor={editor} calendars={calendars} opened={opened} />
      {manageOpen && (
        <CalendarsDialog
          calendars={calendars}
          onChanged={() => {
            calendarsResource.refresh()
            eventsResource.refresh()
          }}
          onClose={() => setManageOpen(false)}
        />
      )}
    </div>
  )
}
