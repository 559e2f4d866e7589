/**
 * The offline bar and the update bar (issue 17), near the bottom centre like Gmail's "You're
 * offline", above the pager; they stay until the state they report ends.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { AppStatus } from './appStatus.ts'

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: '50%',
    // Clear of the list's pager and the reader's foot, which sit on the window's bottom edge.
    bottom: '64px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'max-content',
    // Narrow enough to leave the layout's cards (bottom right) uncovered on a desktop window.
    maxWidth: 'min(640px, calc(100vw - 32px))',
  },
  bar: { boxShadow: tokens.shadow16 },
})

export function StatusBars({ status }: { status: AppStatus }) {
  const styles = useStyles()
  const { t } = useLingui()
  const { offline, update } = status
  return (
    <div className={styles.root}>
      {offline && (
        <MessageBar intent="warning" className={styles.bar} data-testid="offline-bar">
          <MessageBarBody>
            <MessageBarTitle>{t`离线`}</MessageBarTitle>
            {t`已打开过的邮件和文件夹列表仍可阅读；发信和其他更改需等网络恢复后再进行。`}
          </MessageBarBody>
        </MessageBar>
      )}
      {update && (
        <MessageBar intent="info" className={styles.bar} data-testid="update-bar">
          <MessageBarBody>{t`有新版本，重新加载以更新`}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" size="small" onClick={update}>
              {t`重新加载`}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </div>
  )
}
