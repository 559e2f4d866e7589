/**
 * Asks before an unsent compose tab or a burn-after-reading mail closes (R-SEND-5).
 * Close-all asks once per such tab, in strip order.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { MailTab } from '../../../domain/mail/mailTabs.ts'

export interface CloseTabDialogProps {
  /**
   * Kept mounted and closed through `open`: a modal unmounted while open leaves the page
   * aria-hidden (Fluent), and the exit motion still shows the last tab asked about.
   */
  open: boolean
  tab: MailTab
  title: string
  onConfirm: () => void
  onCancel: () => void
}

export function CloseTabDialog({ open, tab, title, onConfirm, onCancel }: CloseTabDialogProps) {
  const { t } = useLingui()
  const question =
    tab.kind === 'compose'
      ? t`邮件尚未发送，确定要关闭吗？`
      : t`这是一封阅后即焚邮件，关闭后可能无法再次阅读，确定要关闭吗？`
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel()
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`关闭 ${title}`}</DialogTitle>
          <DialogContent>{question}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {t({ message: '关闭', context: 'confirm closing a tab' })}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {t`取消`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
