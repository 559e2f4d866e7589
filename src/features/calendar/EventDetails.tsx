/**
 * An event read-only: when, which calendar, where, what, who organises it and each
 * participant's answer, and its .ics export.
 */
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { DEFAULT_TIME_ZONE, describeRepeat, zoned } from '../../domain/calendar/index.ts'
import { saveBlob } from '../common/saveBlob.ts'
import { exportIcs, type Calendar, type CalendarEvent } from './calendarCalls.ts'

const useStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  label: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

export function EventDetails({
  event,
  calendars,
}: {
  event: CalendarEvent
  calendars: readonly Calendar[]
}) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const calendar = calendars.find((c) => c.id === event.calendar_id)
  const start = dayjs(event.start)
  const end = dayjs(event.end)
  const when = event.is_allday
    ? `${start.format('YYYY-MM-DD')} – ${end.subtract(1, 'day').format('YYYY-MM-DD')}`
    : `${start.format('YYYY-MM-DD HH:mm')} – ${end.format(end.isSame(start, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`
  const statusText = {
    start: t({ message: '未答复', comment: "English: 'No answer yet'" }),
    accept: t({ message: '已接受', comment: "English: 'Accepted'" }),
    wait: t({ message: '暂定', comment: "English: 'Tentative'" }),
    reject: t({ message: '已拒绝', comment: "English: 'Declined'" }),
  }
  const participants = event.participants ?? []
  // The day in the series' own zone: a monthly repeat falls on the 15th there, not here.
  const startDay = zoned(event.start, event.time_zone || DEFAULT_TIME_ZONE)
    .toPlainDate()
    .toString()
  const repeatText = describeRepeat(i18n, event.repeat, startDay)

  return (
    <div className={styles.details}>
      <Caption1 className={styles.label}>{t`时间`}</Caption1>
      <Body1>{when}</Body1>
      <Caption1 className={styles.label}>{t`日历`}</Caption1>
      <Body1>{calendar?.name ?? ''}</Body1>
      {repeatText && (
        <>
          <Caption1 className={styles.label}>{t`重复`}</Caption1>
          <Body1>{repeatText}</Body1>
        </>
      )}
      {event.place && (
        <>
          <Caption1 className={styles.label}>{t`地点`}</Caption1>
          <Body1>{event.place}</Body1>
        </>
      )}
      {event.description && (
        <>
          <Caption1 className={styles.label}>{t`描述`}</Caption1>
          <Body1>{event.description}</Body1>
        </>
      )}
      <Caption1 className={styles.label}>{t`组织者`}</Caption1>
      <Body1>{event.organizer[1] || event.organizer[0]}</Body1>
      {participants.length > 0 && (
        <>
          <Caption1 className={styles.label}>{t`参与人`}</Caption1>
          <ul className={styles.list} aria-label={t`参与人`}>
            {participants.map((p) => (
              <li key={p.email}>
                {p.name || p.email} · {statusText[p.status]}
              </li>
            ))}
          </ul>
        </>
      )}
      <span />
      <Button
        appearance="subtle"
        icon={<ArrowDownloadRegular />}
        onClick={() =>
          void exportIcs('event', event.series_id ?? event.id).then((blob) =>
            saveBlob(blob, `${event.title}.ics`),
          )
        }
      >
        {t`导出 .ics`}
      </Button>
    </div>
  )
}
