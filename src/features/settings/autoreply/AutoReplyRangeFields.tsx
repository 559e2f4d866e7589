/**
 * The auto-reply's time range (R-VALID-22): weekdays and the times of day for a weekly range,
 * or a start and an end date with their times; nothing for "always". The rule's messages show
 * under the later field (the end weekday, time or date).
 */
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  isWeekday,
  WEEKDAYS,
  type AutoReplyValues,
  type Weekday,
} from '../../../domain/settings/index.ts'

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
  field: { minWidth: '180px', flexGrow: 1, flexBasis: 0 },
})

type Field = keyof AutoReplyValues & string

interface Props {
  values: AutoReplyValues
  setField: <K extends Field>(field: K, value: AutoReplyValues[K]) => void
  errorOf: (field: Field) => string | undefined
}

export function AutoReplyRangeFields({ values, setField, errorOf }: Props) {
  const { t } = useLingui()
  const styles = useStyles()
  if (values.range_type === 'always') return null
  const weekdayNames: Record<Weekday, string> = {
    1: t`星期一`,
    2: t`星期二`,
    3: t`星期三`,
    4: t`星期四`,
    5: t`星期五`,
    6: t`星期六`,
    7: t`星期日`,
  }

  const weekday = (field: 'start_week' | 'end_week', label: string) => (
    <Field
      className={styles.field}
      label={label}
      validationState={errorOf(field) ? 'error' : 'none'}
      validationMessage={errorOf(field)}
    >
      <Select
        value={String(values[field])}
        onChange={(_, data) => {
          const day = Number(data.value)
          if (isWeekday(day)) setField(field, day)
        }}
      >
        {WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {weekdayNames[day]}
          </option>
        ))}
      </Select>
    </Field>
  )

  const input = (field: Field & `${string}_${'time' | 'date'}`, label: string) => (
    <Field
      className={styles.field}
      label={label}
      validationState={errorOf(field) ? 'error' : 'none'}
      validationMessage={errorOf(field)}
    >
      <Input
        type={field.endsWith('time') ? 'time' : 'date'}
        value={values[field]}
        onChange={(_, data) => setField(field, data.value)}
      />
    </Field>
  )

  if (values.range_type === 'week') {
    return (
      <>
        <div className={styles.row}>
          {weekday('start_week', t`开始星期`)}
          {weekday('end_week', t`结束星期`)}
        </div>
        <div className={styles.row}>
          {input('start_time', t`每天开始时间`)}
          {input('end_time', t`每天结束时间`)}
        </div>
      </>
    )
  }
  return (
    <>
      <div className={styles.row}>
        {input('start_date', t`开始日期`)}
        {input('start_time', t`开始时间`)}
      </div>
      <div className={styles.row}>
        {input('end_date', t`结束日期`)}
        {input('end_time', t`结束时间`)}
      </div>
    </>
  )
}
