/**
 * "This one, this and following, or all?" before a change or a delete of one occurrence of a
 * repeating event (Outlook's and Google Calendar's question): the app's ConfirmDialog with the
 * choice under its title.
 */
import { Radio, RadioGroup } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { EventScope } from '../../domain/calendar/index.ts'
import { ConfirmDialog } from '../common/forms/ConfirmDialog.tsx'

export function ScopeDialog({
  about,
  busy,
  error,
  onChoose,
  onCancel,
}: {
  /** What is asked about; null: closed. */
  about: 'save' | 'delete' | null
  busy: boolean
  error: string | null
  onChoose: (scope: EventScope) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [scope, setScope] = useState<EventScope>('this')
  return (
    <ConfirmDialog
      open={about !== null}
      title={about === 'delete' ? t`删除重复日程` : t`修改重复日程`}
      confirmLabel={t`确定`}
      busy={busy}
      error={error}
      onConfirm={() => onChoose(scope)}
      onCancel={onCancel}
    >
      <RadioGroup
        value={scope}
        onChange={(_, d) => setScope(d.value as EventScope)}
        aria-label={about === 'delete' ? t`删除哪些日程` : t`修改哪些日程`}
      >
        <Radio value="this" label={t({ message: '仅此日程', comment: "English: 'This event'" })} />
        <Radio
          value="following"
          label={t({
            message: '此日程及以后的日程',
            comment: "English: 'This and following events'",
          })}
        />
        <Radio value="all" label={t({ message: '所有日程', comment: "English: 'All events'" })} />
      </RadioGroup>
    </ConfirmDialog>
  )
}
