/**
 * A closed security reminder stays closed for the rest of that login (reloads, other tabs) and
 * shows again after the next login. A login is told apart by its record's time (`this_login.ct2`,
 * the server's clock): closing stores it per account; the card stays hidden while the shown
 * login is not newer than the one it was closed for.
 */
const KEY_PREFIX = 'webmail.securityReminder.closedFor:'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function loginTime(ct2: string | undefined): number {
  const time = ct2 ? Date.parse(ct2) : NaN
  return Number.isNaN(time) ? 0 : time
}

export function isSecurityReminderClosed(account: string, thisLoginCt2: string | undefined) {
  const closedFor = storage()?.getItem(KEY_PREFIX + account)
  if (closedFor === null || closedFor === undefined) return false
  return loginTime(thisLoginCt2) <= loginTime(closedFor)
}

export function closeSecurityReminder(account: string, thisLoginCt2: string | undefined) {
  storage()?.setItem(KEY_PREFIX + account, thisLoginCt2 ?? '')
}
