/**
 * `--write` for the calendar (issue 14) and the contacts import: a scratch calendar named after
 * the run carries everything (an event with a repeat, a share, an imported .ics), so deleting
 * it, with its events and shares, undoes the lot; the settings are read and written back as
 * they were. The import puts a one-card vCard into a scratch group, then deletes both.
 */
import { items } from './scratch.ts'
import { field, keepId, renamed } from './sequenceKit.ts'
import type { Sequence, Vars } from './sequence.types.ts'

const missing = (what: string) => `the answer has no ${what}`

/** Far enough ahead to be nobody's real week; a Monday, in the contract's +08:00 style. */
const START = '2031-03-03T09:00:00+08:00'
const END = '2031-03-03T10:00:00+08:00'

const eventBody = (v: Vars, title: string) => ({
  calendar_id: v.calendarId,
  title,
  start: START,
  end: END,
  is_allday: false,
  repeat: { freq: 'weekly', byweekday: [1, 3], count: 4 },
  place: '',
  description: 'contract kit',
  remind_email: false,
  time_zone: 'Asia/Shanghai',
  participants: [],
})

/** One VEVENT named after the run (CRLF lines, as RFC 5545 wants). */
function icsOf(v: Vars): FormData {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//webmail//contract kit//EN',
    'BEGIN:VEVENT',
    `UID:${v.run}@contract-kit`,
    'DTSTAMP:20310301T000000Z',
    'DTSTART:20310305T010000Z',
    'DTEND:20310305T020000Z',
    `SUMMARY:${v.run}i`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
  const form = new FormData()
  form.set('file', new Blob([text], { type: 'text/calendar' }), `${v.run}.ics`)
  return form
}

function vcardOf(v: Vars): FormData {
  const text = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${v.run}`,
    `EMAIL:${v.run}@example.com`,
    'END:VCARD',
    '',
  ].join('\r\n')
  const form = new FormData()
  form.set('file', new Blob([text], { type: 'text/vcard' }), `${v.run}.vcf`)
  form.set('group_id', String(v.groupId))
  return form
}

export const CALENDAR_SEQUENCES: Sequence[] = [
  {
    name: 'calendar',
    family: 'calendar',
    steps: [
      {
        op: 'createCalendar',
        creates: 'calendar',
        body: (v) => ({ name: v.run, color: '#33B679' }),
        then: keepId('calendarId'),
      },
      {
        op: 'listCalendars',
        then: (b, v) =>
          items(b).some((c) => c.id === v.calendarId)
            ? undefined
            : 'the new calendar is not listed',
      },
      {
        op: 'updateCalendar',
        params: (v) => ({ id: v.calendarId }),
        body: (v) => ({ name: renamed(v), color: '#3F51B5' }),
      },
      {
        op: 'createEvent',
        body: (v) => eventBody(v, v.run),
        then: keepId('eventId'),
      },
      { op: 'getEvent', params: (v) => ({ id: v.eventId }) },
      {
        op: 'updateEvent',
        params: (v) => ({ id: v.eventId, scope: 'all' }),
        body: (v) => eventBody(v, renamed(v)),
      },
      {
        // A colleague to share with: the organisation's first member who is not the user.
        op: 'listDepartmentMembers',
        params: () => ({ page_size: 10 }),
        then: (b, v) => {
          const other = items(b).find((m) => typeof m.username === 'string' && m.username !== v.me)
          v.shareTo = other?.username as string | undefined
          return undefined
        },
      },
      {
        op: 'createCalendarShare',
        unless: (v) => (v.shareTo ? undefined : 'the organisation lists no other member'),
        params: (v) => ({ id: v.calendarId }),
        body: (v) => ({ email: v.shareTo, permission: 'read' }),
        then: keepId('calendarShareId'),
      },
      { op: 'listCalendarShares', params: (v) => ({ id: v.calendarId }) },
      {
        op: 'deleteCalendarShare',
        unless: (v) => (v.calendarShareId ? undefined : 'no share was made'),
        params: (v) => ({ id: v.calendarShareId }),
      },
      { op: 'exportCalendarIcs', params: (v) => ({ id: v.calendarId }) },
      {
        op: 'importCalendarIcs',
        params: (v) => ({ id: v.calendarId }),
        body: (v) => icsOf(v),
        then: (b) => (field(b, 'created') === 1 ? undefined : 'the .ics event was not created'),
      },
      { op: 'deleteEvent', params: (v) => ({ id: v.eventId }) },
      { op: 'deleteCalendar', params: (v) => ({ id: v.calendarId }) },
      {
        op: 'listCalendars',
        then: (b, v) =>
          items(b).some((c) => c.id === v.calendarId)
            ? 'the removed calendar is still listed'
            : undefined,
      },
    ],
  },
  {
    name: 'calendar settings',
    family: 'calendar',
    steps: [
      {
        op: 'getCalendarSettings',
        then: (b, v) => {
          v.calendarSettings = b as Record<string, unknown> | undefined
          return v.calendarSettings ? undefined : missing('settings')
        },
      },
      // Written back as they were: proves the PUT without changing the user's calendar.
      {
        op: 'updateCalendarSettings',
        creates: 'calendarSettings',
        body: (v) => v.calendarSettings,
      },
    ],
  },
]

export const CONTACT_IMPORT_SEQUENCE: Sequence = {
  name: 'contacts import',
  family: 'contacts',
  steps: [
    {
      op: 'createContactGroup',
      creates: 'contactGroup',
      body: (v) => ({ groupname: v.run }),
      then: keepId('groupId'),
    },
    {
      op: 'importContacts',
      creates: 'contact',
      body: (v) => vcardOf(v),
    },
    {
      op: 'listContacts',
      params: (v) => ({ search: v.run, page_size: 100 }),
      then: (b, v) => {
        v.importedIds = items(b)
          .filter((c) => c.email === `${v.run}@example.com`)
          .map((c) => Number(c.contact_id))
        return v.importedIds.length === 1 ? undefined : 'the imported contact is not listed'
      },
    },
    { op: 'deleteContacts', body: (v) => ({ contact_ids: v.importedIds }) },
    { op: 'deleteContactGroup', params: (v) => ({ id: v.groupId }) },
  ],
}
