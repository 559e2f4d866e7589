/**
 * "This one, this and following, or all?" before a change or a delete of one occurrence of a
 * repeating event (Outlook's and Google Calendar's question).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { EventScope } from '../../domain/calendar/index.ts'

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
    <Dialog
      open={about !== null}
      modalType="alert"
      onOpenChange={(_, d) => !d.open && !busy && onCancel()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{about === 'delete' ? t`删除重复日程` : t`修改重复日程`}</DialogTitle>
          <DialogContent>
            <RadioGroup
              value={scope}
              onChange={(_, d) => setScope(d.value as EventScope)}
              aria-label={about === 'delete' ? t`删除哪些日程` : t`修改哪些日程`}
            >
              <Radio
                value="this"
                label={t({ message: '仅此日程', comment: "English: 'This event'" })}
              />
              <Radio
                value="following"
                label={t({
                  message: '此日程及以后的日程',
                  comment: "English: 'This and following events'",
                })}
              />
              <Radio
                value="all"
                label={t({ message: '所有日程', comment: "English: 'All events'" })}
              />
            </RadioGroup>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => onChoose(scope)}>
              {t`确定`}
            </Button>
            <Button disabled={busy} onClick={onCancel}>
              {t`取消`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
