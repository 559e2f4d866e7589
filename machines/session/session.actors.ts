/**
 * Contracts of the session machine's I/O. The placeholders carry only the types; the UI provides
 * real implementations and tests provide fakes, both through `sessionMachine.provide({ actors })`.
 * An actor that fails should reject with the server's error body (or an object with it as `body`)
 * so the machine can keep the server's message; see `toSessionError`.
 */
import { fromPromise } from 'xstate'
import type {
  LoginCredentials,
  LoginResult,
  SessionInfo,
  SwitchAccountInput,
  SwitchAccountOutput,
  TokenInput,
  TokenOutput,
  TwoFactorInput,
} from './session.types.ts'

function notProvided(name: string): never {
  throw new Error(`session machine: actor '${name}' was not provided`)
}

/** POST /api/login/ (password encrypted). Resolves with a token or a two-factor ticket. */
export const login = fromPromise<LoginResult, LoginCredentials>(async () => notProvided('login'))

/** The two-factor login call with the code the user entered. */
export const verifyTwoFactor = fromPromise<TokenOutput, TwoFactorInput>(async () =>
  notProvided('verifyTwoFactor'),
)

/** Shared status + login-after info + user info for the token in the input. */
export const loadSession = fromPromise<SessionInfo, TokenInput>(async () =>
  notProvided('loadSession'),
)

/** POST /api/core/token/refresh/. */
export const refreshToken = fromPromise<TokenOutput, TokenInput>(async () =>
  notProvided('refreshToken'),
)

/** POST /api/core/logout/. Its failure is ignored: the session ends either way. */
export const logout = fromPromise<void, TokenInput>(async () => notProvided('logout'))

/** Switch into a shared mailbox (share_id) or back to one's own account. */
export const switchAccount = fromPromise<SwitchAccountOutput, SwitchAccountInput>(async () =>
  notProvided('switchAccount'),
)
