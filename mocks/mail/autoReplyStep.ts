/**
 * The auto-reply rule (getAutoReply / updateAutoReply): while it is on and its range holds on
 * the server's clock (UTC+8), a mail received in a receiving folder is answered once per sender
 * (until the settings are saved again) with the owner's text, in plain text; the reply is kept
 * in the owner's Sent (decisions.md #177). Never answered: rule-made mail, one's own mail, and —
 * with "only my contacts" — senders outside the personal address book.
 */
import {
  autoReplyCovers,
  isWeekday,
  type WallClock,
  type Weekday,
} from '../../src/domain/settings/index.ts'
import { type AutoReplyRecord, db } from '../db/index.ts'
import { now } from '../state.ts'
import { addMessage } from './addMessage.ts'
import { rfc822 } from './source.ts'
import { type Delivery, type DeliveryStep, isReceivingFolder } from './deliveryRules.ts'

const SERVER_OFFSET_MS = 8 * 3600_000

/** The server's wall clock (UTC+8) at `ms`. */
export function serverWallClock(ms: number): WallClock {
  const local = new Date(ms + SERVER_OFFSET_MS)
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay()
  const iso = local.toISOString()
  return {
    date: iso.slice(0, 10),
    weekday: isWeekday(weekday) ? weekday : 1,
    time: iso.slice(11, 16),
  }
}

const SUBJECT_PREFIX = { 'zh-hans': '自动回复：', 'zh-tw': '自動回覆：', en: 'Automatic reply: ' }

const lower = (address: string) => address.trim().toLowerCase()

export function autoReplyOf(owner: string): AutoReplyRecord | undefined {
  return db.autoReplies.findFirst((q) => q.where({ owner }))
}

function isContact(owner: string, address: string): boolean {
  return db.contacts
    .findMany((q) => q.where({ owner }))
    .some((c) => lower(c.email) === lower(address))
}

function shouldReply(delivery: Delivery, rule: AutoReplyRecord, me: string): boolean {
  const sender = lower(delivery.mail.mfrom[0])
  if (!rule.is_active || rule.content.trim() === '') return false
  if (delivery.autoSubmitted || !isReceivingFolder(delivery.folder)) return false
  if (!sender.includes('@') || sender === lower(me)) return false
  if ((rule.replied ?? []).includes(sender)) return false
  if (rule.only_contacts && !isContact(delivery.owner, sender)) return false
  // Stored ranges were checked when saved (validateAutoReply): the weekdays are 1–7.
  const range = {
    ...rule,
    start_week: rule.start_week as Weekday,
    end_week: rule.end_week as Weekday,
  }
  return autoReplyCovers(range, serverWallClock(now()))
}

export const autoReplyStep: DeliveryStep = {
  name: 'autoreply',
  run(delivery) {
    const rule = autoReplyOf(delivery.owner)
    const user = db.users.findFirst((q) => q.where({ username: delivery.owner }))
    if (!rule || !user || !shouldReply(delivery, rule, user.email)) return
    const sender = delivery.mail.mfrom
    const reply = {
      subject: `${SUBJECT_PREFIX[user.language]}${delivery.mail.subject}`,
      mfrom: [user.email, user.realname] as [string, string],
      to: [[sender[0], sender[1]] as [string, string]],
      plain_text: rule.content,
      is_html: false,
      raw: rfc822,
    }
    delivery.effects.push(async () => {
      await db.autoReplies.update((q) => q.where({ owner: delivery.owner }), {
        data(draft) {
          draft.replied = [...(draft.replied ?? []), lower(sender[0])]
        },
      })
      await addMessage({ ...reply, owner: delivery.owner, folder: 'Sent', flags: ['\\Seen'] })
      await delivery.send('autoreply', delivery.owner, sender[0], reply, {
        autoSubmitted: true,
        trail: [],
      })
    })
  },
}
