/**
 * Write mail to contacts from outside the mailbox screen: the recipients go through the mailbox's
 * own deep link (init=composeMail&to=…, R-ROUTE-9), which opens a compose tab with them.
 */

export interface MailRecipient {
  email: string
  name: string
}

/** What would split an entry or break its 'Name <address>' form in the to= list. */
const LIST_BREAKERS = /[,;，；<>"]+/g

/**
 * The to= value for `recipients`: 'Name <address>' entries (a bare address when there is no
 * name) joined by commas, each address once (any case), in the order given.
 */
export function composeToParam(recipients: readonly MailRecipient[]): string {
  const seen = new Set<string>()
  const entries: string[] = []
  for (const { email, name } of recipients) {
    const address = email.trim()
    const key = address.toLowerCase()
    if (!address || seen.has(key)) continue
    seen.add(key)
    const shown = name.replace(LIST_BREAKERS, ' ').replace(/\s+/g, ' ').trim()
    entries.push(shown ? `${shown} <${address}>` : address)
  }
  return entries.join(',')
}
