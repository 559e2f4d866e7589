/**
 * The main layout (R-LAYOUT): sidebar, top bar with tabs, the routed screen, the
 * layout cards and the logout dialog. (The forced password change replaces it: SessionGate.)
 */
import { makeStyles, tokens } from '@fluentui/react-components'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { resetNewMail } from '../newMail/newMailNotices.ts'
import { NewMailTitle } from '../newMail/NewMailTitle.tsx'
import { api } from '../services.ts'
import { pendingReviewCount, useReviewShow } from '../../features/review/reviewShow.ts'
import { useLoad } from '../useLoad.ts'
import { onFirstInput } from '../firstInput.ts'
import type { RelayFailure } from './relayNotice.ts'
import { useActiveSession } from '../session/useSession.ts'
import { useSkin } from '../theme/SkinProvider.tsx'
import { CardStack, PendingReviewCard, SecurityReminderCard } from './Cards.tsx'
import {
  CARD_TRAY_ATTRIBUTE,
  CARD_TRAY_GUTTER,
  CARD_TRAY_GUTTER_MEDIA,
  CARD_TRAY_WIDTH,
} from './cardTray.ts'
import { NewMailCard } from './NewMailCard.tsx'
import { closeSecurityReminder, isSecurityReminderClosed } from './securityReminder.ts'
import { Sidebar } from './Sidebar.tsx'
import { TopBar } from './TopBar.tsx'
import { LiveRegion } from '../liveRegion/LiveRegion.tsx'
import { NARROW_MEDIA, TOUCH_TARGET, useIsNarrow } from './narrow.ts'

/** After the first input, so the relay's state never competes with what the user asked for. */
const RELAY_LOOK_DELAY_MS = 5_000

// Phones only (decision 319): the drawer and its menu stay out of the wide layout's first load.
const NarrowTopBar = lazy(() =>
  import('./NarrowTopBar.tsx').then((module) => ({ default: module.NarrowTopBar })),
)
// The keys of every screen bind once the layout is up; nobody presses one before it paints.
const GlobalShortcuts = lazy(() =>
  import('../shortcuts/GlobalShortcuts.tsx').then((module) => ({
    default: module.GlobalShortcuts,
  })),
)

// Shown only when mail through the user's SMTP relay failed (C-TIME-14).
const RelayFailureCard = lazy(() => import('./RelayFailureCard.tsx'))

// Fetched the first time it is opened: Fluent's Dialog stays out of the layout's first load.
const LogoutDialog = lazy(() =>
  import('./LogoutDialog.tsx').then((module) => ({ default: module.LogoutDialog })),
)

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  // The anchor of the floating layout cards, and the owner of their gutter: set while the tray
  // holds a card (decision 99), read by compose.
  main: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    [CARD_TRAY_GUTTER]: '0px',
    [CARD_TRAY_GUTTER_MEDIA]: {
      [`:has(> [${CARD_TRAY_ATTRIBUTE}] > *)`]: {
        [CARD_TRAY_GUTTER]: `calc(${CARD_TRAY_WIDTH} + ${tokens.spacingHorizontalL})`,
      },
    },
  },
  // Narrow windows (decision 321): every Fluent button, tab and menu item is at least
  // a finger wide and tall. On <body>, so the menus and dialogs Fluent portals out of the layout
  // get it too; the descendant selector outranks Fluent's single-class sizes.
  touch: {
    [NARROW_MEDIA]: {
      '& .fui-Button, & .fui-ToggleButton, & .fui-MenuButton': {
        minHeight: TOUCH_TARGET,
        minWidth: TOUCH_TARGET,
      },
      '& .fui-MenuItem, & .fui-MenuItemRadio, & .fui-MenuItemCheckbox, & .fui-Tab': {
        minHeight: TOUCH_TARGET,
      },
    },
  },
  content: {
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
})

async function loadLogins() {
  const { data } = await api().GET('/api/core/welcome/')
  return data
}

export default function MainLayout() {
  const styles = useStyles()
  const narrow = useIsNarrow()
  const { user, shared, loginAfter, send } = useActiveSession()
  const { adoptServerSkin } = useSkin()
  // The skin and appearance follow the user to any browser: the server's win over the stored ones.
  const { skin_name, appearance } = loginAfter
  useEffect(() => adoptServerSkin(skin_name, appearance), [adoptServerSkin, skin_name, appearance])
  // null until first opened: the dialog is not even loaded before.
  const [logoutOpen, setLogoutOpen] = useState<boolean | null>(null)
  // Stable: the bars are memoised and the layout renders again at every route change.
  const openLogout = useCallback(() => setLogoutOpen(true), [])
  const [dismissed, setDismissed] = useState<{ review?: boolean; security?: boolean }>({})
  const [relayFailure, setRelayFailure] = useState<RelayFailure | null>(null)
  // Not on the first load, nor in the way of the first click: looked at a few seconds after the
  // user first acts (relayNotice.ts).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = onFirstInput(() => {
      timer = setTimeout(() => {
        void import('./relayNotice.ts')
          .then((m) => m.relayFailureToShow(user.email))
          .then(setRelayFailure, () => undefined)
      }, RELAY_LOOK_DELAY_MS)
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [user.email])
  // Follows the review queue: a decision refreshes the count (R-REVIEW-3).
  const review = useReviewShow(user.email)
  const logins = useLoad(loadLogins, [user.email], shared.is_swtime)
  // Notices belong to the account they arrived for (logout, shared-mailbox switch).
  useEffect(() => resetNewMail, [user.email])
  useEffect(() => {
    // Griffel gives several atomic classes in one string.
    const classes = styles.touch.split(' ').filter(Boolean)
    document.body.classList.add(...classes)
    return () => document.body.classList.remove(...classes)
  }, [styles.touch])
  const reviewCount = pendingReviewCount(review.data)
  const thisLoginTime = logins.data?.this_login?.ct2
  const securityClosed = dismissed.security || isSecurityReminderClosed(user.email, thisLoginTime)

  return (
    <div className={styles.root}>
      {/* Narrow: one pane at a time, the sidebar's and top bar's controls in one menu. */}
      {!narrow && <Sidebar onLogout={openLogout} />}
      <div className={styles.main}>
        {narrow ? (
          <Suspense fallback={null}>
            <NarrowTopBar onLogout={openLogout} />
          </Suspense>
        ) : (
          <TopBar onLogout={openLogout} />
        )}
        {/* The page's one main landmark: every routed screen renders inside it (issue 17). */}
        <main className={styles.content}>
          <Outlet />
        </main>
        <NewMailTitle />
        <LiveRegion account={user.email} />
        <Suspense fallback={null}>
          <GlobalShortcuts />
        </Suspense>
        {/* Floating over the screen's bottom right, clear of the list pager (Cards.tsx). */}
        <CardStack>
          <NewMailCard />
          {reviewCount > 0 && !dismissed.review && (
            <PendingReviewCard
              count={reviewCount}
              onDismiss={() => setDismissed({ ...dismissed, review: true })}
            />
          )}
          {shared.is_swtime && logins.data && !securityClosed && (
            <SecurityReminderCard
              thisLogin={logins.data.this_login}
              lastLogin={logins.data.last_login}
              onDismiss={() => {
                closeSecurityReminder(user.email, thisLoginTime)
                setDismissed({ ...dismissed, security: true })
              }}
            />
          )}
          {relayFailure && (
            <Suspense fallback={null}>
              <RelayFailureCard failure={relayFailure} onDismiss={() => setRelayFailure(null)} />
            </Suspense>
          )}
        </CardStack>
      </div>
      {logoutOpen !== null && (
        <Suspense fallback={null}>
          <LogoutDialog
            open={logoutOpen}
            onCancel={() => setLogoutOpen(false)}
            onConfirm={() => {
              setLogoutOpen(false)
              send({ type: 'session.logout' })
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
