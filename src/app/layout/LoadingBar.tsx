import { makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { inFlight } from '../services.ts'

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: '3px',
    zIndex: 1000000,
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground2,
  },
  bar: {
    width: '40%',
    height: '100%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: {
      from: { transform: 'translateX(-100%)' },
      to: { transform: 'translateX(250%)' },
    },
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
})

/**
 * The global loading indicator: visible while any /api request is in flight. A plain bar rather
 * than Fluent's ProgressBar keeps it out of the login page's JavaScript budget.
 */
export function LoadingBar() {
  const styles = useStyles()
  const { t } = useLingui()
  const count = useSyncExternalStore(inFlight.subscribe, inFlight.getSnapshot)
  if (count === 0) return null
  return (
    <div className={styles.root} role="progressbar" aria-label={t`加载中`}>
      <div className={styles.bar} />
    </div>
  )
}
