/**
 * The in-folder search panel (R-LIST-3): sender — the receiver in Sent —, subject and body,
 * with search and hide.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { FolderSearchFields } from '../../../../machines/mail-list/index.ts'

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
  },
})

export interface FolderSearchPanelProps {
  inSent: boolean
  initial: FolderSearchFields
  onSearch: (fields: FolderSearchFields) => void
  onHide: () => void
}

export function FolderSearchPanel({ inSent, initial, onSearch, onHide }: FolderSearchPanelProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const [fields, setFields] = useState<FolderSearchFields>(initial)
  const set = (key: keyof FolderSearchFields) => (_: unknown, data: { value: string }) =>
    setFields((previous) => ({ ...previous, [key]: data.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(fields)
  }
  return (
    <form className={styles.panel} role="search" aria-label={t`邮件搜索`} onSubmit={submit}>
      <Field label={inSent ? t`收件人` : t`发件人`}>
        <Input size="small" value={fields.sender ?? ''} onChange={set('sender')} />
      </Field>
      <Field label={t`主题`}>
        <Input size="small" value={fields.subject ?? ''} onChange={set('subject')} />
      </Field>
      <Field label={t`正文`}>
        <Input size="small" value={fields.body ?? ''} onChange={set('body')} />
      </Field>
      <Button size="small" appearance="primary" type="submit">
        {t`搜索`}
      </Button>
      <Button size="small" onClick={onHide}>
        {t`隐藏`}
      </Button>
    </form>
  )
}
