/**
 * The calendar grid of /calendar/index: FullCalendar 7 (month, week, day, agenda) under a Fluent
 * toolbar (today, previous / next, a date, the view). Events come in as plain occurrences (the
 * server expands repeats); a click or a drag on a slot asks for a new event, dragging or
 * resizing an editable event reports its new times, and the visible range is reported so the
 * page loads what it shows.
 */
import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import zhCn from '@fullcalendar/react/locales/zh-cn'
import zhTw from '@fullcalendar/react/locales/zh-tw'
import '@fullcalendar/react/skeleton.css'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import '@fullcalendar/react/themes/classic/palette.css'
import '@fullcalendar/react/themes/classic/theme.css'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import { Button, Input, Tab, TabList, Tooltip } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { useRef, useState } from 'react'
import { useCalendarGridStyles } from './useCalendarGridStyles.styles.ts'

export type CalendarViewName = 'month' | 'week' | 'day' | 'agenda'

const FC_VIEW: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listMonth',
}

const LOCALES = { 'zh-hans': zhCn, 'zh-tw': zhTw } as const

export interface GridChange {
  key: string
  start: Date
  end: Date | null
  allDay: boolean
  revert: () => void
}

export interface CalendarGridProps {
  events: EventInput[]
  view: CalendarViewName
  onViewChange: (view: CalendarViewName) => void
  firstDay: 0 | 1
  /** Whether any shown calendar may take a new event (slots are selectable). */
  canCreate: boolean
  slotMinTime?: string
  businessHours?: { startTime: string; endTime: string }
  weekends?: boolean
  onRange: (range: { start: Date; end: Date }) => void
  onSelectSlot: (start: Date, end: Date, allDay: boolean) => void
  onOpenEvent: (key: string) => void
  onChangeEvent: (change: GridChange) => void
}

export default function CalendarGrid(props: CalendarGridProps) {
  const { t, i18n } = useLingui()
  const styles = useCalendarGridStyles()
  const ref = useRef<CalendarRef>(null)
  const [title, setTitle] = useState('')
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'))
  const api = () => ref.current?.getApi()

  const views: { view: CalendarViewName; label: string }[] = [
    {
      view: 'month',
      label: t({ message: '月', context: 'calendar view', comment: "English: 'Month'" }),
    },
    {
      view: 'week',
      label: t({ message: '周', context: 'calendar view', comment: "English: 'Week'" }),
    },
    {
      view: 'day',
      label: t({ message: '日', context: 'calendar view', comment: "English: 'Day'" }),
    },
    {
      view: 'agenda',
      label: t({ message: '列表', context: 'calendar view', comment: "English: 'Agenda'" }),
    },
  ]

  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label={t`日历导航`}>
        <Button onClick={() => api()?.today()}>
          {t({ message: '今天', comment: "English: 'Today'" })}
        </Button>
        <Tooltip
          content={t({ message: '上一页', comment: "English: 'Previous'" })}
          relationship="label"
        >
          <Button icon={<ChevronLeftRegular />} appearance="subtle" onClick={() => api()?.prev()} />
        </Tooltip>
        <Tooltip
          content={t({ message: '下一页', comment: "English: 'Next'" })}
          relationship="label"
        >
          <Button
            icon={<ChevronRightRegular />}
            appearance="subtle"
            onClick={() => api()?.next()}
          />
        </Tooltip>
        <Input
          type="date"
          className={styles.dateInput}
          aria-label={t({ message: '转到日期', comment: "English: 'Go to date'" })}
          value={date}
          onChange={(_, data) => {
            setDate(data.value)
            if (dayjs(data.value).isValid()) api()?.gotoDate(dayjs(data.value).toDate())
          }}
        />
        <h2 className={styles.title}>{title}</h2>
        <TabList
          selectedValue={props.view}
          onTabSelect={(_, data) => {
            const view = data.value as CalendarViewName
            props.onViewChange(view)
            api()?.changeView(FC_VIEW[view])
          }}
          aria-label={t({ message: '视图', comment: "English: 'View'" })}
        >
          {views.map(({ view, label }) => (
            <Tab key={view} value={view}>
              {label}
            </Tab>
          ))}
        </TabList>
      </div>
      <div className={styles.grid}>
        <FullCalendar
          ref={ref}
          plugins={[
            classicThemePlugin,
            dayGridPlugin,
            timeGridPlugin,
            listPlugin,
            interactionPlugin,
          ]}
          initialView={FC_VIEW[props.view]}
          headerToolbar={false}
          height="100%"
          locale={LOCALES[i18n.locale as keyof typeof LOCALES] ?? 'en'}
          firstDay={props.firstDay}
          weekends={props.weekends ?? true}
          nowIndicator
          dayMaxEvents
          slotEventOverlap={false}
          scrollTime={props.businessHours?.startTime ?? '08:00'}
          businessHours={
            props.businessHours ? { daysOfWeek: [1, 2, 3, 4, 5], ...props.businessHours } : false
          }
          allDayText={t({ message: '全天', comment: "English: 'All day'" })}
          noEventsText={t({
            message: '这段时间没有日程',
            comment: "English: 'No events in this period'",
          })}
          events={props.events}
          selectable={props.canCreate}
          selectMirror
          select={(info) => {
            props.onSelectSlot(info.start, info.end, info.allDay)
            api()?.unselect()
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault()
            props.onOpenEvent(info.event.id)
          }}
          eventChange={(info) =>
            props.onChangeEvent({
              key: info.event.id,
              start: info.event.start ?? info.oldEvent.start ?? new Date(),
              end: info.event.end,
              allDay: info.event.allDay,
              revert: info.revert,
            })
          }
          datesSet={(info) => {
            setTitle(info.view.title)
            setDate(dayjs(info.view.currentStart).format('YYYY-MM-DD'))
            props.onRange({ start: info.start, end: info.end })
          }}
        />
      </div>
    </div>
  )
}
