/**
 * Types of the session statechart (R-SESSION/Lock, §8, §9; R-LOCK).
 * The server shapes are structural and keep only the fields the machine or its selectors read, so
 * the generated API types (src/api/types.ts) satisfy them without this folder importing src/api.
 */

// ---- server data the session keeps ----

export interface UserInfo {
  realname: string
  email: string
  username: string
  name: string
  department?: string
  gender?: string
  imgurl?: string
  job_number?: string
  is_admin?: boolean
  admin_url?: string
}

export interface LoginAfterInfo {
  /** Open the live channel for new-mail notices; also decides the reconnect after an unlock. */
  sw_new_mail_remind: boolean
  /** Keyboard shortcuts (issue 17); absent = on. */
  sw_keyboard_shortcuts?: boolean
  title?: string
  skin_name?: string
  /** system / light / dark over the skin (issue 17); absent = system. */
  appearance?: string
  logout_url?: string
}

export interface SharedMailbox {
  share_id: number
  username: string
  name: string
}

export interface SharedStatus {
  /** Seconds until the token expires; 600 when absent. */
  expired_left?: number
  /** Seconds of idleness after which the session ends; 600 when absent. */
  lock_left?: number
  /** The session is inside a shared mailbox. */
  is_shareduser: boolean
  /** The admin backstage is active for this user. */
  is_active: boolean
  /** The user must change the password now (forced dialog). */
  change_password: boolean
  /** Show the security-reminder card. */
  is_swtime?: boolean
  shareuser_all?: boolean
  shareuser_post?: boolean
  shareuser_send?: boolean
  login_url?: string
  results?: SharedMailbox[]
}

/** Everything `loadSession` fetches after a token is known. */
export interface SessionInfo {
  user: UserInfo
  loginAfter: LoginAfterInfo
  shared: SharedStatus
}

// ---- actor contracts ----

/** Credentials as the login form gives them; the injected `login` actor encrypts the password. */
export interface LoginCredentials {
  username: string
  password: string
  loginType: 'email' | 'job_number'
  captchaTicket?: string
}

export type TwoFactorMethod = 'totp' | 'sms'

export type LoginResult =
  | { kind: 'token'; token: string }
  | { kind: 'twoFactor'; ticket: string; methods: TwoFactorMethod[] }

export interface TwoFactorInput {
  ticket: string
  code: string
  method: TwoFactorMethod
}

export interface TokenInput {
  token: string
}

export interface TokenOutput {
  token: string
}

export type SwitchAccountInput = { kind: 'shared'; shareId: number } | { kind: 'back' }

/** The token and display name of the account switched into. */
export interface SwitchAccountOutput {
  token: string
  name: string
}

// ---- machine ----

/**
 * What the UI reads at start-up (cookies and the current path). `onLockScreen`: the page was
 * reloaded on /lockscreen, which keeps a locked session (docs/decisions.md #3).
 */
export interface SessionInput {
  token: string | null
  locked: boolean
  onLockScreen?: boolean
}

export type SessionErrorCode =
  | 'loginFailed'
  | 'twoFactorFailed'
  | 'sessionLoadFailed'
  /** 'Switch accounts error!' (used when the server gave no message). */
  | 'switchFailed'

/** `message` is server text (first non_field_errors, detail, error); it wins over the code. */
export interface SessionError {
  code: SessionErrorCode
  message?: string
}

/**
 * - `sessionExpired`: a 401 ended the session ('session expired, please log in again').
 * - `loginExpired`: idle beyond lock_left (the login-expired alert, M-ERR-20).
 */
export type SessionNotice = 'sessionExpired' | 'loginExpired'

export interface SessionContext {
  token: string | null
  user: UserInfo | null
  loginAfter: LoginAfterInfo | null
  shared: SharedStatus | null
  /** Display name after a shared-mailbox switch; null = the user's own account. */
  accountName: string | null
  twoFactor: { ticket: string; methods: TwoFactorMethod[] } | null
  /** The locked cookie was set at start-up. */
  lockedAtBoot: boolean
  /** Start-up on /lockscreen with a locked session: resume straight into `locked`. */
  resumeLocked: boolean
  error: SessionError | null
  notice: SessionNotice | null
  /** Idle seconds counted by the 30 s idle tick (drives the 600 s idle lock). */
  idleSeconds: number
  /** Idle seconds counted by the 60 s session check (compared with lockLeftSeconds). */
  checkIdleSeconds: number
  lockLeftSeconds: number
  /** Seconds the current token had left when it was issued; the refresh fires 300 s before. */
  expiredLeftSeconds: number
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginCredentials }
  | { type: 'session.twofactor'; code: string; method: TwoFactorMethod }
  | { type: 'session.cancel' }
  | { type: 'session.logout' }
  | { type: 'session.lock' }
  | { type: 'session.unauthorized' }
  | { type: 'session.switchShared'; shareId: number }
  | { type: 'session.switchBack' }
  /**
   * The shared status asked again (the switcher opening): the shares and their powers as the
   * server has them now, so a removed or changed share shows at once (decisions.md #283).
   */
  | { type: 'session.sharedRefreshed'; shared: SharedStatus }
  /** The password was changed and the server returned a new token. */
  | { type: 'session.tokenChanged'; token: string }
  /**
   * A settings page saved values the open app uses (issue 12): they apply at once, without a
   * reload — page size, reminder (opens or closes the live channel), auto-save, session timeout,
   * the avatar. Extra fields of the contract's objects are kept as they are.
   */
  | {
      type: 'session.settingsSaved'
      user?: Partial<UserInfo> & Record<string, unknown>
      loginAfter?: Partial<LoginAfterInfo> & Record<string, unknown>
      lockLeftSeconds?: number
    }
  | { type: 'session.acknowledge' }
  | { type: 'session.dismiss' }
  | { type: 'user.activity' }
  | { type: 'lock.submit'; password: string }
  // Raised by the machine itself; the UI never sends these.
  | { type: 'session.idleReset' }
  | { type: 'session.tokenIssued' }

/** One-shot signals for the UI, heard with `actor.on(type, handler)`. */
export type SessionEmitted = { type: 'session.navigate'; to: 'welcome' }
