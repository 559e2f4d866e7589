/**
 * The event editor's fields: title, calendar, start / end (or all-day), repeat (daily, weekly on
 * chosen days, monthly, yearly, every N, until a date or after a count), place, description,
 * e-mail reminder, colour and participants. Each field shows the rule's message, else the
 * server's words about it.
 */
import {
  Caption1,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { describeRepeat } from '../../domain/calendar/repeatText.ts'
import {
  formRepeat,
  isoWeekday,
  type EventFormValues,
  type RepeatFreq,
} from '../../domain/calendar/eventForm.ts'
import type { Calendar } from './calendarCalls.ts'
import { ColorSwatches } from './ColorSwatches.tsx'
import { ParticipantsField } from './ParticipantsField.tsx'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  small: { width: '90px' },
  summary: { color: tokens.colorNeutralForeground2 },
})

/**
 * A new start date carries the end along (same length) and, while the weekly days are still
 * just the start's own weekday, moves that day too: otherwise the series would skip its start.
 */
function movedStart(values: EventFormValues, startDate: string): Partial<EventFormValues> {
  const from = dayjs(values.startDate)
  const to = dayjs(startDate)
  if (!to.isValid() || !from.isValid()) return { startDate }
  const days = to.diff(from, 'day')
  const onlyOwnDay = values.byweekday.length === 1 && values.byweekday[0] === isoWeekday(from)
  return {
    startDate,
    endDate: dayjs(values.endDate).add(days, 'day').format('YYYY-MM-DD'),
    ...(onlyOwnDay ? { byweekday: [isoWeekday(to)] } : {}),
  }
}

export interface EventFormFieldsProps {
  values: EventFormValues
  onChange: (patch: Partial<EventFormValues>) => void
  /** The message under a field (the rule's, else the server's), by the form's field name. */
  messageOf: (field: string) => string | undefined
  calendars: readonly Calendar[]
}

export function EventFormFields({ values, onChange, messageOf, calendars }: EventFormFieldsProps) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const repeat = formRepeat(values)
  const freqs: { freq: RepeatFreq; label: string }[] = [
    { freq: 'none', label: t({ message: '不重复', comment: "English: 'Does not repeat'" }) },
    { freq: 'daily', label: t({ message: '每天', comment: "English: 'Daily'" }) },
    { freq: 'weekly', label: t({ message: '每周', comment: "English: 'Weekly'" }) },
    { freq: 'monthly', label: t({ message: '每月', comment: "English: 'Monthly'" }) },
    { freq: 'yearly', label: t({ message: '每年', comment: "English: 'Yearly'" }) },
  ]
  const weekdays = [
    t({ message: '一', context: 'weekday', comment: "English: 'Mon'" }),
    t({ message: '二', context: 'weekday', comment: "English: 'Tue'" }),
    t({ message: '三', context: 'weekday', comment: "English: 'Wed'" }),
    t({ message: '四', context: 'weekday', comment: "English: 'Thu'" }),
    t({ message: '五', context: 'weekday', comment: "English: 'Fri'" }),
    t({ message: '六', context: 'weekday', comment: "English: 'Sat'" }),
    t({ message: '日', context: 'weekday', comment: "English: 'Sun'" }),
  ]
  const calendar = calendars.find((c) => c.id === values.calendarId)
  const freqLabel = freqs.find((f) => f.freq === values.freq)?.label ?? ''

  return (
    <div className={styles.form}>
      <Field label={t`主题`} required validationMessage={messageOf('title')}>
        <Input value={values.title} onChange={(_, d) => onChange({ title: d.value })} />
      </Field>
      <Field label={t`日历`} validationMessage={messageOf('calendarId')}>
        <Dropdown
          value={calendar?.name ?? ''}
          selectedOptions={values.calendarId === null ? [] : [String(values.calendarId)]}
          onOptionSelect={(_, d) => onChange({ calendarId: Number(d.optionValue) })}
        >
          {calendars.map((c) => (
            <Option key={c.id} value={String(c.id)}>
              {c.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Switch
        label={t({ message: '全天', comment: "English: 'All day'" })}
        checked={values.allDay}
        onChange={(_, d) => onChange({ allDay: d.checked })}
      />
      <div className={styles.row}>
        <Field label={t`开始`}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(_, d) => onChange(movedStart(values, d.value))}
          />
        </Field>
        {!values.allDay && (
          <Field label={t`开始时间`}>
            <Input
              type="time"
              value={values.startTime}
              onChange={(_, d) => onChange({ startTime: d.value })}
            />
          </Field>
        )}
      </div>
      <div className={styles.row}>
        <Field label={t`结束`} validationMessage={messageOf('end')}>
          <Input
            type="date"
            value={values.endDate}
            onChange={(_, d) => onChange({ endDate: d.value })}
          />
        </Field>
        {!values.allDay && (
          <Field label={t`结束时间`}>
            <Input
              type="time"
              value={values.endTime}
              onChange={(_, d) => onChange({ endTime: d.value })}
            />
          </Field>
        )}
      </div>
      <div className={styles.row}>
        <Field label={t`重复`}>
          <Dropdown
            value={freqLabel}
            selectedOptions={[values.freq]}
            onOptionSelect={(_, d) => onChange({ freq: d.optionValue as RepeatFreq })}
          >
            {freqs.map(({ freq, label }) => (
              <Option key={freq} value={freq}>
                {label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {values.freq !== 'none' && (
          <Field label={t`间隔`} validationMessage={messageOf('interval')}>
            <Input
              className={styles.small}
              type="number"
              min={1}
              value={values.interval}
              onChange={(_, d) => onChange({ interval: d.value })}
            />
          </Field>
        )}
      </div>
      {values.freq === 'weekly' && (
        <Field label={t`重复于`} validationMessage={messageOf('byweekday')}>
          <div className={styles.days} role="group">
            {weekdays.map((label, index) => {
              const day = index + 1
              const on = values.byweekday.includes(day)
              return (
                <ToggleButton
                  key={day}
                  size="small"
                  // Checked alone is a faint grey in Fluent: the chosen days must stand out.
                  appearance={on ? 'primary' : 'secondary'}
                  checked={on}
                  onClick={() =>
                    onChange({
                      byweekday: on
                        ? values.byweekday.filter((d) => d !== day)
                        : [...values.byweekday, day],
                    })
                  }
                >
                  {label}
                </ToggleButton>
              )
            })}
          </div>
        </Field>
      )}
      {values.freq !== 'none' && (
        <Field label={t`结束重复`}>
          <RadioGroup
            layout="horizontal"
            value={values.repeatEnd}
            onChange={(_, d) => onChange({ repeatEnd: d.value as EventFormValues['repeatEnd'] })}
          >
            <Radio value="never" label={t({ message: '永不', comment: "English: 'Never'" })} />
            <Radio value="until" label={t({ message: '于日期', comment: "English: 'On date'" })} />
            <Radio
              value="count"
              label={t({ message: '重复次数', comment: "English: 'After a number of times'" })}
            />
          </RadioGroup>
        </Field>
      )}
      {values.freq !== 'none' && values.repeatEnd === 'until' && (
        <Field label={t`结束日期`} validationMessage={messageOf('until')}>
          <Input
            type="date"
            value={values.until}
            onChange={(_, d) => onChange({ until: d.value })}
          />
        </Field>
      )}
      {/* R-VALID-24: a count above 0, the rule's message under the field. */}
      {values.freq !== 'none' && values.repeatEnd === 'count' && (
        <Field label={t`次数`} validationMessage={messageOf('count')}>
          <Input
            className={styles.small}
            type="number"
            value={values.count}
            onChange={(_, d) => onChange({ count: d.value })}
          />
        </Field>
      )}
      {repeat && (
        <Caption1 className={styles.summary} aria-live="polite">
          {describeRepeat(i18n, repeat, values.startDate)}
        </Caption1>
      )}
      <Field label={t`地点`}>
        <Input value={values.place} onChange={(_, d) => onChange({ place: d.value })} />
      </Field>
      <Field label={t`描述`}>
        <Textarea
          value={values.description}
          resize="vertical"
          onChange={(_, d) => onChange({ description: d.value })}
        />
      </Field>
      <Checkbox
        label={t`提前 ${values.remindMinutes} 分钟发邮件提醒`}
        checked={values.remindEmail}
        onChange={(_, d) => onChange({ remindEmail: d.checked === true })}
      />
      <Field label={t`颜色`}>
        <ColorSwatches
          value={values.color}
          onChange={(color) => onChange({ color })}
          label={t`日程颜色`}
          noneLabel={t`使用日历颜色`}
        />
      </Field>
      <ParticipantsField
        participants={values.participants}
        onChange={(participants) => onChange({ participants })}
        message={messageOf('participants')}
      />
    </div>
  )
}
