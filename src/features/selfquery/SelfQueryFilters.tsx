/**
 * The filters above a record table: a date range and a free text, applied together (the URL
 * changes, so the list reloads from page 1) or reset. An end before the start is refused under
 * the end date, with no call. Mounted with the applied filters as its key, so what is typed
 * follows the URL after apply, reset or a link.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  type SelfQueryKind,
  type SelfQuerySearch,
  validateSelfQueryFilters,
} from '../../domain/selfQuery/selfQuerySearch.ts'

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  text: { minWidth: '240px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: '26px' },
})

export function SelfQueryFilters({
  kind,
  applied,
  onApply,
}: {
  kind: SelfQueryKind
  applied: SelfQuerySearch
  onApply: (filters: SelfQuerySearch) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [start, setStart] = useState(applied.start ?? '')
  const [end, setEnd] = useState(applied.end ?? '')
  const [text, setText] = useState(applied.q ?? '')
  const [refused, setRefused] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const filters: SelfQuerySearch = {
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      ...(text.trim() ? { q: text.trim() } : {}),
    }
    if (validateSelfQueryFilters(filters) === 'endBeforeStart') {
      setRefused(true)
      return
    }
    onApply(filters)
  }
  const textLabel = kind === 'login' ? t`IP 或登录地点` : t`主题、邮件地址或 IP`
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`筛选记录`}>
      <Field label={t`开始日期`}>
        <Input
          type="date"
          value={start}
          onChange={(_, data) => {
            setStart(data.value)
            setRefused(false)
          }}
        />
      </Field>
      <Field
        label={t`结束日期`}
        validationState={refused ? 'error' : 'none'}
        validationMessage={refused ? t`结束日期不能早于开始日期。` : undefined}
      >
        <Input
          type="date"
          value={end}
          onChange={(_, data) => {
            setEnd(data.value)
            setRefused(false)
          }}
        />
      </Field>
      <Field label={textLabel} className={styles.text}>
        <Input type="search" value={text} onChange={(_, data) => setText(data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary">{t`查询`}</Button>
        <Button type="button" onClick={() => onApply({})}>{t`重置`}</Button>
      </div>
    </form>
  )
}
