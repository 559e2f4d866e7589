/**
 * The foot of a form in a dialog outside the settings pages (registration, the password reset):
 * cancel, then the submit that shows it is working. Settings dialogs use SettingsFormDialog.
 */
import { Button, DialogActions } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { BusyButton } from './BusyButton.tsx'

export function DialogFormActions({
  busy,
  submitText,
  onCancel,
  className,
}: {
  busy: boolean
  submitText: string
  onCancel: () => void
  /** For the submit button (e.g. keeping its words on one line). */
  className?: string
}) {
  const { t } = useLingui()
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t`取消`}</Button>
      <BusyButton type="submit" className={className} busy={busy}>
        {submitText}
      </BusyButton>
    </DialogActions>
  )
}
