import { makeStyles, ProgressBar } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { inFlight } from '../services.ts'

const useStyles = makeStyles({
  root: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000000 },
})

/** The global loading indicator: visible while any /api request is in flight. */
export function LoadingBar() {
  const styles = useStyles()
  const { t } = useLingui()
  const count = useSyncExternalStore(inFlight.subscribe, inFlight.getSnapshot)
  if (count === 0) return null
  return <ProgressBar className={styles.root} thickness="medium" aria-label={t`加载中`} />
}
