/**
 * The reader's confirmation before a real delete (its more menu's 彻底删除): a chunk of its own,
 * fetched when the delete is asked for, since the reader's code is fetched before the user has
 * acted (decision 187) and Fluent's Dialog is not needed before.
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

export interface RealDeleteConfirmProps {
  open: boolean
  onSettle: (ok: boolean) => void
}

export function RealDeleteConfirm({ open, onSettle }: RealDeleteConfirmProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onSettle(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`彻底删除`}</DialogTitle>
          <DialogContent>{t`彻底删除后邮件将无法恢复，确定删除吗？`}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onSettle(true)}>
              {t({ message: '删除', context: 'confirm real delete' })}
            </Button>
            <Button onClick={() => onSettle(false)}>{t`取消`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
