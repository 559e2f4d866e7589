/**
 * The quick reply under an open mail (R-READ-3: quick reply with a rich editor and a full reply
 * link; R-SEND-12). Hidden in Drafts and for a shared mailbox without a sending right.
 *
 * Until it is used it is only its collapsed button, the same button the box shows: the box
 * (machines/quick-reply, compose's rules and messages, the discard dialog) is a chunk of its own,
 * fetched when the pointer or the focus reaches the button and mounted, already open, by its
 * click. The reader's code, fetched before the user has acted (decision 187), does not carry it.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowReplyRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { preloadable } from '../../app/preloadable.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { DRAFTS_FOLDER } from '../../domain/mail/moreMenu.ts'
import { canCompose } from '../mail-actions/permissions.ts'

const QuickReplyBox = preloadable(() =>
  import('./QuickReplyBox.tsx').then((module) => module.QuickReplyBox),
)

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  collapsed: { justifyContent: 'flex-start', width: '100%' },
})

export interface QuickReplyProps {
  folder: string
  uid: number
  /** Opens the compose tab in reply mode (the reader toolbar's Reply). */
  onFullReply: () => void
}

export function QuickReply(props: QuickReplyProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const { shared } = useActiveSession()
  const [used, setUsed] = useState(false)
  const label = t`快速回复`
  if (props.folder === DRAFTS_FOLDER || !canCompose(shared)) return null
  const preload = () => void QuickReplyBox.preload().catch(() => undefined)
  // A click before the code: the button (and its focus) stays until the code is there, then the
  // box renders at once (preloadable.ts), open.
  const start = () =>
    void QuickReplyBox.preload()
      .then(() => setUsed(true))
      .catch(() => undefined)
  // The region stays the same element when the box takes its place.
  return (
    <section className={styles.root} aria-label={label}>
      {used ? (
        <QuickReplyBox {...props} startOpen />
      ) : (
        <Button
          className={styles.collapsed}
          icon={<ArrowReplyRegular />}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={start}
        >
          {label}
        </Button>
      )}
    </section>
  )
}
