/**
 * What the compose screen reads besides the mail: its parameters (senders, security mode and
 * levels, online-attachment expiry choices; R-CALL-7) and the
 * 14 stationery backgrounds (R-COMPOSE). One mailbox is classified: `reviewer`
 * (陈静, who also reviews outgoing mail) writes in security mode — a mail level and a level per
 * attachment required, password protection hidden. Everyone else writes ordinary mail.
 */
import { db } from '../db/index.ts'
import { SPECIAL_USERNAMES } from '../seed/org.ts'
import { checkAuth, findUser, http } from './http.ts'
import { MAIL_LEVEL_LABELS } from './composeSettings.texts.ts'

/** One month, two months, a quarter, half a year, a year (C-TIME-15). */
export const ONLINE_EXPIRE_DAYS = [30, 60, 90, 180, 365]

/** Mailboxes that write in security mode. */
export const CLASSIFIED_MAILBOXES: ReadonlySet<string> = new Set([SPECIAL_USERNAMES.reviewer])

export const composeParamsHandlers = [
  http.get('/api/setting/compose-params/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // Mail goes out from the mailbox the session acts on (a shared one after switching).
    const mailbox = findUser(auth.mailbox) ?? auth.user
    const classified = CLASSIFIED_MAILBOXES.has(mailbox.username)
    return response(200).json({
      senders: [[mailbox.email, mailbox.realname]],
      is_security: classified,
      is_mail_level_required: classified,
      is_attach_level_required: classified,
      mail_levels: MAIL_LEVEL_LABELS[auth.lang].map((label, i) => ({
        value: (i + 1) as 1 | 2 | 3 | 4 | 5,
        label,
      })),
      online_expire_days: ONLINE_EXPIRE_DAYS,
    })
  }),

  http.get('/api/setting/stationery/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(
      db.stationery
        .all()
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: s.id, src: s.src })),
    )
  }),
]
