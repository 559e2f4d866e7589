/**
 * The end of every settings form and of the other forms of the one pattern (docs/forms.md): the save button, then what the last save did —
 * saved, the server's general refusal, or a failure — and the unsaved-changes prompt.
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx'
import { BusyButton } from './BusyButton.tsx'

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
})

interface SaveState {
  saving: boolean
  saved: boolean
  saveFailed: boolean
  failureMessage: string | null
}

export function SettingsFormFooter({
  resource,
  dirty,
  savedText,
  submitText,
  extra,
}: {
  resource: SaveState
  dirty: boolean
  /** What "saved" means on this page (e.g. "waiting for audit"); default "saved". */
  savedText?: string
  /** The button's word when the form sends rather than saves (e.g. "send"); default "save". */
  submitText?: string
  extra?: ReactNode
}) {
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <>
      {resource.failureMessage && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{resource.failureMessage}</MessageBarBody>
        </MessageBar>
      )}
      {resource.saveFailed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t`保存失败，请稍后重试`}</MessageBarBody>
        </MessageBar>
      )}
      {resource.saved && !dirty && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{savedText ?? t`保存成功`}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <BusyButton type="submit" busy={resource.saving}>
          {submitText ?? t`保存`}
        </BusyButton>
        {extra}
      </div>
      <UnsavedChangesPrompt dirty={dirty} />
    </>
  )
}
