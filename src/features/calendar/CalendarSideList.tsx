/**
 * The side list of /calendar/index: my calendars and the ones shared with me, each with its
 * colour and a show/hide switch; a shared one names its owner and says when it is read-only.
 */
import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { Calendar } from './calendarCalls.ts'

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalS} 0 0`,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusSmall,
    flexShrink: 0,
  },
  label: { display: 'flex', flexDirection: 'column' },
  empty: { color: tokens.colorNeutralForeground3 },
})

export function CalendarSideList({
  calendars,
  hidden,
  onToggle,
}: {
  calendars: readonly Calendar[]
  hidden: readonly number[]
  onToggle: (id: number, shown: boolean) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const mine = calendars.filter((calendar) => calendar.is_owner)
  const shared = calendars.filter((calendar) => !calendar.is_owner)

  const row = (calendar: Calendar) => (
    <div key={calendar.id} className={styles.row}>
      <Checkbox
        checked={!hidden.includes(calendar.id)}
        onChange={(_, data) => onToggle(calendar.id, data.checked === true)}
        label={
          <span className={styles.row}>
            <span
              className={styles.swatch}
              style={{ backgroundColor: calendar.color }}
              aria-hidden
            />
            <span className={styles.label}>
              <span>{calendar.name}</span>
              {!calendar.is_owner && (
                <Caption1 className={styles.empty}>
                  {calendar.permission === 'read'
                    ? t({
                        message: `${calendar.owner_name ?? calendar.owner} · 只读`,
                        comment: "English: '{owner} · read-only' (a calendar shared with me)",
                      })
                    : t({
                        message: `${calendar.owner_name ?? calendar.owner} · 可编辑`,
                        comment: "English: '{owner} · can edit' (a calendar shared with me)",
                      })}
                </Caption1>
              )}
            </span>
          </span>
        }
      />
    </div>
  )

  return (
    <>
      <section className={styles.group} aria-label={t`我的日历`}>
        <h3 className={styles.heading}>{t`我的日历`}</h3>
        {mine.map(row)}
      </section>
      <section className={styles.group} aria-label={t`共享给我的日历`}>
        <h3 className={styles.heading}>{t`共享给我的日历`}</h3>
        {shared.length === 0 ? (
          <Caption1 className={styles.empty}>{t`还没有人共享日历给您`}</Caption1>
        ) : (
          shared.map(row)
        )}
      </section>
    </>
  )
}
