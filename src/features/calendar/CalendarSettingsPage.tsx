/**
 * /calendar/set: the calendar settings the contract holds (first day of the week, default view,
 * working hours, weekends, default reminder, time zone), the settings pages' one form pattern.
 * /calendar/index reads them each time it opens, so a save applies at once.
 */
import { Field, Input, Select, Switch } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { CALENDAR_RULE_MESSAGES } from '../../domain/calendar/messages.ts'
import { validateWorkHours } from '../../domain/calendar/rules.ts'
import { Loaded, SettingsPage, SettingsSection } from '../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../common/forms/useSettingsForm.ts'
import { useSettingsResource } from '../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../common/forms/useSettingsStyles.styles.ts'
import {
  loadCalendarSettings,
  saveCalendarSettings,
  type CalendarSettings,
} from './calendarCalls.ts'

const REMIND_MINUTES = [0, 5, 10, 15, 30, 60, 120, 1440] as const
const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Taipei',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'UTC',
]

type Resource = ReturnType<typeof useSettingsResource<CalendarSettings, CalendarSettings>>

export default function CalendarSettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<CalendarSettings, CalendarSettings>({
    load: loadCalendarSettings,
    save: saveCalendarSettings,
  })
  return (
    <SettingsPage title={t`日程设置`} intro={t`设置日历的显示方式、工作时间与默认提醒。`}>
      <SettingsSection id="calendar-settings" title={t`日历显示`}>
        <Loaded resource={resource}>{() => <CalendarSettingsForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function CalendarSettingsForm({ resource }: { resource: Resource }) {
  const { t, i18n } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({
    resource,
    toValues: (data: CalendarSettings) => data,
    validate: () => ({}),
    // The side list's switches are saved by the side list (decision 227); a PUT without them
    // keeps them, so this page cannot undo a switch made in another tab meanwhile.
    toPayload: ({ hidden_calendar_ids: _hidden, ...values }: CalendarSettings) => values,
  })
  const values = form.values
  if (!values) return null
  const hoursCode =
    values.work_start && values.work_end
      ? validateWorkHours(values.work_start, values.work_end)
      : null
  const hoursMessage = hoursCode
    ? i18n._(CALENDAR_RULE_MESSAGES[hoursCode])
    : form.errorOf('work_end')
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (hoursCode) return e.preventDefault()
    form.submit(e)
  }
  const remindText = (minutes: number) =>
    minutes === 0
      ? t`日程开始时`
      : minutes < 60
        ? t`提前 ${minutes} 分钟`
        : minutes < 1440
          ? t`提前 ${minutes / 60} 小时`
          : t`提前 ${minutes / 1440} 天`

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Field label={t`每周的第一天`}>
        <Select
          value={String(values.week_start)}
          onChange={(_, d) => form.setField('week_start', d.value === '0' ? 0 : 1)}
        >
          <option value="1">{t`星期一`}</option>
          <option value="0">{t`星期日`}</option>
        </Select>
      </Field>
      <Field label={t`默认视图`}>
        <Select
          value={values.default_view}
          onChange={(_, d) =>
            form.setField('default_view', d.value as CalendarSettings['default_view'])
          }
        >
          <option value="month">
            {t({ message: '月', context: 'calendar view', comment: "English: 'Month'" })}
          </option>
          <option value="week">
            {t({ message: '周', context: 'calendar view', comment: "English: 'Week'" })}
          </option>
          <option value="day">
            {t({ message: '日', context: 'calendar view', comment: "English: 'Day'" })}
          </option>
          <option value="agenda">
            {t({ message: '列表', context: 'calendar view', comment: "English: 'Agenda'" })}
          </option>
        </Select>
      </Field>
      <Field label={t`工作时间开始`}>
        <Input
          type="time"
          value={values.work_start ?? ''}
          onChange={(_, d) => form.setField('work_start', d.value)}
        />
      </Field>
      <Field label={t`工作时间结束`} validationMessage={hoursMessage}>
        <Input
          type="time"
          value={values.work_end ?? ''}
          onChange={(_, d) => form.setField('work_end', d.value)}
        />
      </Field>
      <Switch
        label={t`显示周末`}
        checked={values.show_weekends ?? true}
        onChange={(_, d) => form.setField('show_weekends', d.checked)}
      />
      <Field label={t`默认邮件提醒时间`}>
        <Select
          value={String(values.default_remind_minutes)}
          onChange={(_, d) => form.setField('default_remind_minutes', Number(d.value))}
        >
          {REMIND_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {remindText(minutes)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`时区`} hint={t`重复日程按此时区展开。`}>
        <Select
          value={values.time_zone ?? 'Asia/Shanghai'}
          onChange={(_, d) => form.setField('time_zone', d.value)}
        >
          {[...new Set([values.time_zone ?? 'Asia/Shanghai', ...TIME_ZONES])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </Field>
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
