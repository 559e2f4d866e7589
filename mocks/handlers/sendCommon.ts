import { type Party, db } from '../db/index.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { sendText } from '../outbox/texts.ts'
import { type AuthContext, detail } from './http.ts'

/**
 * Composing or sending as a shared-mailbox user needs full control, read-write (post) or proxy
 * send (R-ROLE); otherwise 403 with the 'no sharing power' text. One's own mailbox: null.
 */
export function sendRefusal(auth: AuthContext): Response | null {
  if (auth.mailbox === auth.user.username) return null
  const share = db.sharedMailboxes.findFirst((q) =>
    q.where({ owner: auth.mailbox, grantee: auth.user.username }),
  )
  if (share && share.permission !== 'read') return null
  return detail(403, sendText('noSharingPower', auth.lang))
}

/** The address mail goes out from: the mailbox the session acts on (own or shared). */
export function senderOf(auth: AuthContext): Party {
  const owner = db.users.findFirst((q) => q.where({ username: auth.mailbox }))
  return owner ? [owner.email, owner.realname] : [`${auth.mailbox}@${MAIL_DOMAIN}`, auth.mailbox]
}
