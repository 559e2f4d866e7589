/**
 * Leaving a settings page with unsaved changes asks first (docs/forms.md): a router navigation
 * to another page is held until the user chooses, and closing or reloading the tab gets the
 * browser's own prompt (beforeunload).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'

// Fluent's dialog gives its actions half the width: the longer English labels wrapped.
const useStyles = makeStyles({ action: { whiteSpace: 'nowrap' } })

export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const { t } = useLingui()
  const styles = useStyles()
  const blocker = useBlocker({
    // Only leaving the page counts; the same path with another search is still this page.
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: dirty,
    withResolver: true,
  })
  if (blocker.status !== 'blocked') return null
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`离开此页？`}</DialogTitle>
          <DialogContent>{t`您有尚未保存的修改，离开后这些修改将丢失。`}</DialogContent>
          <DialogActions>
            <Button appearance="primary" className={styles.action} onClick={blocker.reset}>
              {t`留在此页`}
            </Button>
            <Button className={styles.action} onClick={blocker.proceed}>
              {t`放弃修改并离开`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
