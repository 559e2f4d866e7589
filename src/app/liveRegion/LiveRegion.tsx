/**
 * The layout's shared live region (role=status, polite). The text is keyed by its serial so a
 * repeated message is a new node, which screen readers announce again.
 */
import { makeStyles } from '@fluentui/react-components'
import { useEffect } from 'react'
import { clearAnnouncement, useAnnouncement } from './announce.ts'
import { useNewMailAnnouncer } from './useNewMailAnnouncer.ts'
import { visuallyHidden } from '../theme/visuallyHidden.ts'

const useStyles = makeStyles({
  // Visually hidden, still read (the usual clip pattern).
  hidden: visuallyHidden,
})

export function LiveRegion({ account }: { account: string }) {
  const styles = useStyles()
  const { text, serial } = useAnnouncement()
  useNewMailAnnouncer()
  // Starts empty and leaves nothing behind: what was said before this region was there (another
  // account's send, a screen before the layout) is not news to read now.
  useEffect(() => {
    clearAnnouncement()
    return clearAnnouncement
  }, [account])
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.hidden}>
      {text ? <span key={serial}>{text}</span> : null}
    </div>
  )
}
