/**
 * The mailbox's compose deep link for some contacts (init=composeMail&to=…, R-ROUTE-9): the
 * one way a screen outside the mailbox opens compose with recipients. A name that the list's
 * separators would cut is left out; the address alone still reaches compose.
 */
const CUTS_A_NAME = /[,;，；<>"]/

export function composeToOf(contacts: readonly { email: string; fullname?: string }[]): string {
  return contacts
    .map(({ email, fullname }) => {
      const name = (fullname ?? '').trim()
      return name && !CUTS_A_NAME.test(name) ? `${name} <${email}>` : email
    })
    .join(', ')
}

/** The `group` of /contact/pab?group=…: -1 all, 0 no group, a group id; anything else is all. */
export function groupOfSearch(search: unknown): number {
  const raw = (search as { group?: unknown } | null)?.group
  const group = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN
  return Number.isInteger(group) && group >= -1 ? group : -1
}
