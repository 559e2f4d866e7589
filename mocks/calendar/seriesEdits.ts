/**
 * Changing part of a repeating series, kept as rules (never expanded into stored rows):
 * - this one: an EXDATE on the series, and (edit) a separate exception event that remembers
 *   the series and the original start;
 * - this and following: the series cut with UNTIL (or the COUNT used so far) before the
 *   occurrence, and (edit) a new series from it; exceptions from there on go;
 * - all: the series itself (delete also takes its exceptions).
 * Invitees' copies follow the organiser's event (syncInvitations / dropInvitations).
 */
import { fromRRule, splitSeries, toRRule } from '../../src/domain/calendar/index.ts'
import type { CalendarEventRecord } from '../db/index.ts'
import { db } from '../db/index.ts'
import type { EventFields } from './eventInput.ts'
import { dropInvitations, syncInvitations } from './invitations.ts'
import { type StoredEvent, nextId, seriesOf } from './store.ts'

const epoch = (iso: string) => Date.parse(iso)

type Organizer = Pick<CalendarEventRecord, 'organizer' | 'organizer_name'>

async function create(record: Omit<CalendarEventRecord, 'id'>): Promise<StoredEvent> {
  return db.events.create({ ...record, id: nextId(db.events.all()) })
}

async function change(record: StoredEvent, mutate: (draft: CalendarEventRecord) => void) {
  return (await db.events.update(record, { data: mutate })) ?? record
}

const exceptionsOf = (seriesId: number) =>
  db.events.findMany((q) => q.where({ series_id: seriesId }))

/** Exceptions of the series at or after `occurrence` go (the series no longer reaches them). */
async function dropExceptionsFrom(seriesId: number, occurrence: string) {
  for (const exception of exceptionsOf(seriesId)) {
    if (epoch(exception.occurrence ?? exception.start) >= epoch(occurrence)) {
      await dropInvitations(exception.id)
      db.events.delete(exception)
    }
  }
}

export async function createEvent(fields: EventFields, organizer: Organizer) {
  const created = await create({
    ...fields,
    ...organizer,
    exdates: [],
    series_id: null,
    occurrence: null,
    invitation_of: null,
  })
  if (created.participants.length > 0) await syncInvitations(created, 'new')
  return created
}

/** Scope "all", or any edit of a single event or of an exception. */
export async function editWhole(record: StoredEvent, fields: EventFields) {
  const hadInvitees = record.participants.length > 0
  const updated = await change(record, (draft) => {
    Object.assign(draft, fields)
    // An exception stays a single occurrence of its series.
    if (draft.series_id !== null) draft.rrule = ''
  })
  if (hadInvitees || updated.participants.length > 0) await syncInvitations(updated, 'update')
  return updated
}

export async function editThis(
  series: StoredEvent,
  occurrence: string,
  fields: EventFields,
  organizer: Organizer,
) {
  const updated = await change(series, (draft) => {
    draft.exdates = [...draft.exdates, occurrence]
  })
  const exception = await create({
    ...fields,
    ...organizer,
    rrule: '',
    exdates: [],
    series_id: series.id,
    occurrence,
    invitation_of: null,
  })
  if (updated.participants.length > 0) await syncInvitations(updated, 'update')
  if (exception.participants.length > 0) await syncInvitations(exception, 'new')
  return exception
}

export async function editFollowing(
  series: StoredEvent,
  occurrence: string,
  fields: EventFields,
  organizer: Organizer,
) {
  const split = splitSeries(seriesOf(series), occurrence)
  if (split.head === null) return editWhole(series, fields)
  // Unchanged repeat: the new series goes on as the old one would have (a count keeps the rest).
  const sameRepeat = fields.rrule === series.rrule
  const rrule = sameRepeat ? toRRule(split.tail, fields.start, fields.time_zone) : fields.rrule
  const at = epoch(occurrence)
  const head = split.head
  await dropExceptionsFrom(series.id, occurrence)
  const cut = await change(series, (draft) => {
    draft.rrule = toRRule(head, draft.start, draft.time_zone)
    draft.exdates = draft.exdates.filter((d) => epoch(d) < at)
  })
  const tail = await create({
    ...fields,
    ...organizer,
    rrule,
    exdates: series.exdates.filter((d) => epoch(d) > at),
    series_id: null,
    occurrence: null,
    invitation_of: null,
  })
  if (cut.participants.length > 0) await syncInvitations(cut, 'update')
  if (tail.participants.length > 0) await syncInvitations(tail, 'new')
  return tail
}

export async function deleteWhole(record: StoredEvent) {
  if (record.rrule) {
    for (const exception of exceptionsOf(record.id)) {
      await dropInvitations(exception.id)
      db.events.delete(exception)
    }
  }
  await dropInvitations(record.id)
  db.events.delete(record)
}

export async function deleteThis(series: StoredEvent, occurrence: string) {
  const updated = await change(series, (draft) => {
    draft.exdates = [...draft.exdates, occurrence]
  })
  const exception = exceptionsOf(series.id).find(
    (e) => epoch(e.occurrence ?? '') === epoch(occurrence),
  )
  if (exception) await deleteWhole(exception)
  if (updated.participants.length > 0) await syncInvitations(updated, 'update')
}

export async function deleteFollowing(series: StoredEvent, occurrence: string) {
  const split = splitSeries(seriesOf(series), occurrence)
  if (split.head === null) return deleteWhole(series)
  const head = split.head
  const at = epoch(occurrence)
  await dropExceptionsFrom(series.id, occurrence)
  const cut = await change(series, (draft) => {
    draft.rrule = toRRule(head, draft.start, draft.time_zone)
    draft.exdates = draft.exdates.filter((d) => epoch(d) < at)
  })
  if (cut.participants.length > 0) await syncInvitations(cut, 'update')
}

/** Whether a stored rule is one the editor can show (imported exotic rules are not). */
export const hasRule = (record: CalendarEventRecord) =>
  record.rrule !== '' && fromRRule(record.rrule, record.time_zone) !== null
