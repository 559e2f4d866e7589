/**
 * What the UI asks of a session snapshot. Components use these (with `useSelector`) rather than
 * chains of `matches()`, so the chart can change shape without touching screens.
 */
import type { SnapshotFrom } from 'xstate'
import type { LockErrorCode } from '../lock/lock.types.ts'
import type { sessionMachine } from './session.machine.ts'
import type {
  LoginAfterInfo,
  SessionError,
  SessionNotice,
  SharedMailbox,
  SharedStatus,
  TwoFactorMethod,
  UserInfo,
} from './session.types.ts'

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const selectIsSignedIn = (s: SessionSnapshot): boolean => s.matches('signedIn')
export const selectIsActive = (s: SessionSnapshot): boolean =>
  s.matches({ signedIn: { screen: 'active' } })
export const selectIsLocked = (s: SessionSnapshot): boolean =>
  s.matches({ signedIn: { screen: 'locked' } })
export const selectIsLoggedOut = (s: SessionSnapshot): boolean => s.matches('loggedOut')
/** Idle beyond lock_left: show the login-expired alert, then send 'session.acknowledge'. */
export const selectIsExpired = (s: SessionSnapshot): boolean => s.matches('expired')
/** Still deciding at start-up (loading the session of a stored token): render no route yet. */
export const selectIsStarting = (s: SessionSnapshot): boolean =>
  s.matches('booting') || (s.matches('loadingSession') && s.context.user === null)
export const selectIsBusy = (s: SessionSnapshot): boolean => s.hasTag('busy')

/** The two-factor step is showing; the methods the server offered. */
export const selectTwoFactorMethods = (s: SessionSnapshot): TwoFactorMethod[] | null =>
  s.matches('twoFactor') ? (s.context.twoFactor?.methods ?? []) : null

export const selectToken = (s: SessionSnapshot): string | null => s.context.token
export const selectUser = (s: SessionSnapshot): UserInfo | null => s.context.user
export const selectLoginAfter = (s: SessionSnapshot): LoginAfterInfo | null => s.context.loginAfter
export const selectSharedStatus = (s: SessionSnapshot): SharedStatus | null => s.context.shared
export const selectSharedMailboxes = (s: SessionSnapshot): SharedMailbox[] =>
  s.context.shared?.results ?? []
/** Name shown for the account in use: the switched-into mailbox, else the user's own name. */
export const selectAccountName = (s: SessionSnapshot): string | null =>
  s.context.accountName ?? s.context.user?.realname ?? s.context.user?.email ?? null

/** Forced, non-closable change-password dialog (shared status change_password). */
export const selectNeedsPasswordChange = (s: SessionSnapshot): boolean =>
  s.context.shared?.change_password === true
// R-ROLE-3
/** Backstage link: the admin backstage is active and the session is not a shared one. */
export const selectShowBackstage = (s: SessionSnapshot): boolean =>
  s.context.shared?.is_active === true && s.context.shared.is_shareduser !== true
export const selectIsSharedUser = (s: SessionSnapshot): boolean =>
  s.context.shared?.is_shareduser === true
export const selectShowSecurityReminder = (s: SessionSnapshot): boolean =>
  s.context.shared?.is_swtime === true
export const selectNewMailRemind = (s: SessionSnapshot): boolean =>
  s.context.loginAfter?.sw_new_mail_remind === true

/** Last failure; show `message` when present, else the translated `code`. */
export const selectError = (s: SessionSnapshot): SessionError | null => s.context.error
export const selectNotice = (s: SessionSnapshot): SessionNotice | null => s.context.notice

/** The lock screen's password error, read from the lock child. */
export const selectLockError = (s: SessionSnapshot): LockErrorCode | null =>
  s.children.lock?.getSnapshot().context.error ?? null
/** The lock password is with the server. */
export const selectIsUnlocking = (s: SessionSnapshot): boolean =>
  s.children.lock?.getSnapshot().hasTag('busy') ?? false
