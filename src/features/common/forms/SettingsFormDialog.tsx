/**
 * A settings form in a dialog (a list's "new" and "edit", docs/forms.md): the title, the fields,
 * then the shared footer — save (busy while saving), the server's general refusal or a failure,
 * and the unsaved-changes prompt for a navigation away — with a cancel button. Cancel, Escape
 * or the close button discard the dialog's edits (decisions.md #171).
 */
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { SettingsFormFooter } from './SettingsFormFooter.tsx'

const useStyles = makeStyles({
  // Wide enough for the mail editor's toolbar on one or two rows.
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: 'none' },
  fields: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalS,
  },
})

interface DialogResource {
  saving: boolean
  saved: boolean
  saveFailed: boolean
  failureMessage: string | null
}

export function SettingsFormDialog({
  title,
  resource,
  dirty,
  onSubmit,
  onClose,
  submitText,
  children,
}: {
  title: string
  /** The submit button's word when the dialog creates rather than saves; default "save". */
  submitText?: string
  resource: DialogResource
  dirty: boolean
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) onClose()
      }}
    >
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>
              {children}
              <SettingsFormFooter
                resource={{ ...resource, saved: false }}
                dirty={dirty}
                {...(submitText ? { submitText } : {})}
                extra={<Button onClick={onClose}>{t`取消`}</Button>}
              />
            </DialogContent>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
