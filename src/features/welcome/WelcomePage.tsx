/** /mailbox/welcome — the home page (R-HOME). */
import { makeStyles, tokens } from '@fluentui/react-components'
import { useNavigate } from '@tanstack/react-router'
import type { UnseenCounts } from '../../api/types.ts'
import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import { useMailboxVersion } from '../common/mailboxEvents.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { useModuleLockGate } from '../locks/useModuleLockGate.tsx'
import { FeatureTiles, TILE_TARGETS, type TileId } from './FeatureTiles.tsx'
import { WelcomeCentre } from './WelcomeCentre.tsx'
import { WelcomeFooter } from './WelcomeFooter.tsx'
import { WelcomeSummary } from './WelcomeSummary.tsx'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '1200px',
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
})

async function loadWelcome() {
  const { data, error } = await api().GET('/api/core/welcome/')
  if (error || !data) throw new Error('getWelcomeInfo failed')
  return data
}

async function loadUnseen(): Promise<UnseenCounts> {
  const { data, error } = await api().GET('/api/mail/folders/unseen/')
  if (error || !data) throw new Error('getUnseenCounts failed')
  return data
}

export function inboxUnseen(counts: UnseenCounts | undefined): number | undefined {
  return counts?.results.find((folder) => folder.raw_name === 'INBOX')?.unseen_count
}

export default function WelcomePage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const { user, loginAfter } = useActiveSession()
  const welcome = useLoad(loadWelcome, [user.email])
  // New mail (live channel) and mail actions announce changed counts (mailboxEvents.ts).
  const foldersVersion = useMailboxVersion('folders')
  const unseen = useLoad(loadUnseen, [user.email, foldersVersion])
  const { gate, dialog } = useModuleLockGate()

  const open = (tile: TileId) => {
    const go = () => void navigate(TILE_TARGETS[tile])
    if (tile === 'calendar' || tile === 'file') gate(tile, go)
    else go()
  }

  return (
    <div className={styles.root} data-testid="welcome-page">
      <WelcomeSummary user={user} info={welcome.data} unread={inboxUnseen(unseen.data)} />
      <FeatureTiles info={loginAfter} onOpen={open} />
      <WelcomeCentre info={loginAfter} />
      <WelcomeFooter info={loginAfter} year={new Date().getFullYear()} />
      {dialog}
    </div>
  )
}
