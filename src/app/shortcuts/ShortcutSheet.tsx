/**
 * The "?" sheet: every shortcut of the table, grouped, in the user's language. When shortcuts
 * are off it says so and where to switch them on.
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
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { SHORTCUT_GROUPS, SHORTCUTS } from './shortcutTable.ts'
import { useShortcutLabels } from './useShortcutLabels.ts'

const useStyles = makeStyles({
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
  },
  heading: { margin: `${tokens.spacingVerticalS} 0` },
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  keys: { whiteSpace: 'nowrap', textAlign: 'end' },
  key: {
    display: 'inline-block',
    minWidth: '1.5em',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    textAlign: 'center',
  },
  word: { color: tokens.colorNeutralForeground3, margin: `0 ${tokens.spacingHorizontalXS}` },
  action: { margin: 0 },
})

export default function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles()
  const { t } = useLingui()
  const labels = useShortcutLabels()
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '860px' }}>
        <DialogBody>
          <DialogTitle>{t`键盘快捷键`}</DialogTitle>
          <DialogContent>
            <div className={styles.groups}>
              {SHORTCUT_GROUPS.map((group) => (
                <section key={group} aria-labelledby={`shortcut-group-${group}`}>
                  <h3 id={`shortcut-group-${group}`} className={styles.heading}>
                    {labels.groups[group]}
                  </h3>
                  <dl className={styles.list}>
                    {SHORTCUTS.filter((s) => s.group === group).map((shortcut) => (
                      <Fragment key={shortcut.id}>
                        <dt className={styles.keys}>
                          {shortcut.shown.map((steps, alternative) => (
                            <Fragment key={alternative}>
                              {alternative > 0 && <span className={styles.word}>{labels.or}</span>}
                              {steps.map((step, index) => (
                                <Fragment key={index}>
                                  {index > 0 && <span className={styles.word}>{labels.then}</span>}
                                  <kbd className={styles.key}>{step}</kbd>
                                </Fragment>
                              ))}
                            </Fragment>
                          ))}
                        </dt>
                        <dd className={styles.action}>{labels.actions[shortcut.id]}</dd>
                      </Fragment>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
