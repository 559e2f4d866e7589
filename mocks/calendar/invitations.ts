/**
 * Invitations between demo users. The organiser's event is the truth; each internal invitee
 * gets a copy in their default calendar (invitation_of) and an invitation mail with the
 * calendar part (is_calendar_event, calendar_event_id = the copy), delivered through the usual
 * path (deliverIncoming: the invitee's own rules run). An answer — from the calendar or from the
 * mail's invitation bar — is ONE state: the copy, the invitee's invitation mails and the
 * organiser's participant list (and the other invitees' copies of it) all change together.
 */
import type { InvitationStatus } from '../../src/domain/calendar/index.ts'
import { type CalendarEventRecord, db } from '../db/index.ts'
import { deliverIncoming } from '../mail/deliveryRules.ts'
import { changeMessage } from '../mail/store.ts'
import {
  type StoredEvent,
  calendarOfEvent,
  defaultCalendar,
  nextId,
  systemUser,
  userByUsername,
} from './store.ts'

const lower = (text: string) => text.trim().toLowerCase()

const SUBJECT = {
  new: { 'zh-hans': '会议邀请：', 'zh-tw': '會議邀請：', en: 'Invitation: ' },
  update: { 'zh-hans': '会议更新：', 'zh-tw': '會議更新：', en: 'Updated invitation: ' },
}

/** The first participant address that is not a person of this system, if any. */
export function unknownInvitee(participants: readonly { email: string }[]): string | null {
  return participants.find((p) => !systemUser(p.email))?.email ?? null
}

export function copiesOf(originId: number): StoredEvent[] {
  return db.events.findMany((q) => q.where({ invitation_of: originId }))
}

async function invitationMails(
  owner: string,
  copyId: number,
  change: (attrs: Record<string, unknown>) => void,
) {
  const mails = db.messages
    .findMany((q) => q.where({ owner }))
    .filter((m) => m.attrs.calendar_event_id === copyId)
  for (const mail of mails) {
    await changeMessage(owner, mail.uid, (draft) => change(draft.attrs as Record<string, unknown>))
  }
}

function copyFields(origin: CalendarEventRecord) {
  const { id: _id, calendar_id: _calendar, invitation_of: _of, ...fields } = origin
  // A copy stands alone in the invitee's calendar: series ids are the organiser's.
  return {
    ...fields,
    series_id: null,
    occurrence: null,
    participants: origin.participants.map((p) => ({ ...p })),
  }
}

/**
 * After the organiser saved `origin`: copies for new invitees (and a mail to each invitee,
 * when `mail` is set), copies of the others brought up to date, copies of removed invitees gone.
 */
export async function syncInvitations(
  origin: CalendarEventRecord,
  kind: 'new' | 'update',
): Promise<void> {
  const organiser = lower(origin.organizer)
  const copies = copiesOf(origin.id)
  const invited = new Set(origin.participants.map((p) => lower(p.email)))
  for (const copy of copies) {
    const owner = userByUsername(calendarOfEvent(copy)?.owner ?? '')
    if (!owner || !invited.has(lower(owner.email))) await dropCopy(copy)
  }
  for (const participant of origin.participants) {
    const user = systemUser(participant.email)
    if (!user || lower(user.email) === organiser) continue
    const existing = copies.find((c) => calendarOfEvent(c)?.owner === user.username)
    let copy: CalendarEventRecord
    if (existing) {
      copy =
        (await db.events.update(existing, {
          data(draft) {
            Object.assign(draft, copyFields(origin))
          },
        })) ?? existing
    } else {
      const calendar = await defaultCalendar(user)
      copy = await db.events.create({
        ...copyFields(origin),
        id: nextId(db.events.all()),
        calendar_id: calendar.id,
        invitation_of: origin.id,
      })
    }
    const ics = (await import('./ics.ts')).eventsToIcs([origin], 'REQUEST')
    await deliverIncoming(user.username, {
      subject: `${SUBJECT[existing ? kind : 'new'][user.language]}${origin.title}`,
      mfrom: [origin.organizer, origin.organizer_name],
      to: [[user.email, user.realname]],
      html_text: `<p>${escapeHtml(origin.title)}</p><p>${escapeHtml(origin.place)}</p>`,
      plain_text: `${origin.title}\n${origin.place}`,
      attachments: [{ name: 'invite.ics', content: ics, content_type: 'text/calendar' }],
      attrs: {
        is_calendar: true,
        is_calendar_event: true,
        calendar_event_id: copy.id,
        calendar_eventer_status: participant.status,
      },
    })
  }
}

async function dropCopy(copy: StoredEvent) {
  const owner = calendarOfEvent(copy)?.owner
  db.events.delete(copy)
  if (owner)
    await invitationMails(owner, copy.id, (attrs) => (attrs.is_calendar_event_deleted = true))
}

/** The organiser deleted the event: the invitees' copies go, their mails say so. */
export async function dropInvitations(originId: number): Promise<void> {
  for (const copy of copiesOf(originId)) await dropCopy(copy)
}

const setStatus = (record: StoredEvent, email: string, status: InvitationStatus) =>
  db.events.update(record, {
    data(draft) {
      for (const p of draft.participants) if (lower(p.email) === lower(email)) p.status = status
    },
  })

/**
 * `owner` answers the invitation held in their event `copyId`; null when that is not an
 * invitation of theirs.
 */
export async function answerInvitation(
  owner: string,
  copyId: number,
  status: Exclude<InvitationStatus, 'start'>,
): Promise<InvitationStatus | null> {
  const user = userByUsername(owner)
  const copy = db.events.findFirst((q) => q.where({ id: copyId }))
  if (!user || !copy || calendarOfEvent(copy)?.owner !== owner) return null
  if (!copy.participants.some((p) => lower(p.email) === lower(user.email))) return null
  await setStatus(copy, user.email, status)
  if (copy.invitation_of !== null) {
    const origin = db.events.findFirst((q) => q.where({ id: copy.invitation_of! }))
    if (origin) {
      await setStatus(origin, user.email, status)
      for (const other of copiesOf(origin.id)) {
        if (other.id !== copy.id) await setStatus(other, user.email, status)
      }
    }
  }
  await invitationMails(owner, copyId, (attrs) => (attrs.calendar_eventer_status = status))
  return status
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c)
