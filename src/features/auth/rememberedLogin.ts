/**
 * "Remember username": the last username (and whether it was a mailbox account or an employee
 * number, so the prefill lands in the right mode) kept in localStorage. Never the password.
 */
export type LoginType = 'email' | 'job_number'

export interface RememberedLogin {
  username: string
  loginType: LoginType
}

export const REMEMBERED_LOGIN_KEY = 'webmail.login.remembered'

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage can throw when the browser blocks it (privacy modes); remembering is optional.
    return undefined
  }
}

export function readRememberedLogin(): RememberedLogin | null {
  const raw = storage()?.getItem(REMEMBERED_LOGIN_KEY)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedLogin>
    if (typeof parsed.username !== 'string' || parsed.username === '') return null
    const loginType = parsed.loginType === 'job_number' ? 'job_number' : 'email'
    return { username: parsed.username, loginType }
  } catch {
    return null
  }
}

export function writeRememberedLogin(value: RememberedLogin | null): void {
  const store = storage()
  if (!store) return
  try {
    if (value) store.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(value))
    else store.removeItem(REMEMBERED_LOGIN_KEY)
  } catch {
    // Quota or privacy errors: the login itself must not fail over a convenience.
  }
}
