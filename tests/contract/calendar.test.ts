/**
 * The calendar family over the seed: all 16 operations of openapi.yaml's calendar tag plus the
 * ICS calls, every answer checked against the contract (tests/support/server.ts). Repeats are
 * stored as rules and expanded by listEvents; shares and permissions are enforced; invitations
 * travel as mail between demo users and answering is one state with the mail's invitation bar.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { type Ev, DAY, call, events, ownerOf, rangeAround, weeklyBody } from './calendarSupport.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

describe('calendars (listCalendars, createCalendar, updateCalendar, deleteCalendar)', () => {
  test('own calendars first, then those shared read-only and with edit', async () => {
    const token = await tokenFor()
    const list = (await (await call(token, 'GET', '/api/calendar/calendars/')).json()) as {
      id: number
      permission: string
      is_owner: boolean
      owner_name: string
    }[]
    expect(list.map((c) => [c.id, c.permission])).toEqual([
      [1, 'owner'],
      [2, 'owner'],
      [3, 'read'],
      [4, 'edit'],
    ])
    expect(list[2]!.owner_name).not.toBe('')
  })

  test('name 1–20 required, with the exact messages; rename, recolour, delete with events', async () => {
    const token = await tokenFor()
    const create = (name: string, lang = ZH) =>
      call(token, 'POST', '/api/calendar/calendars/', { name, color: '#112233' }, lang)
    expect(await errorOf(await create('  '))).toEqual({ name: ['请输入日历名称'] })
    expect(await errorOf(await create('x'.repeat(21), EN))).toEqual({
      name: ['The calendar name must be 1 to 20 characters'],
    })
    const created = (await (await create('一二三四五六七八九十一二三四五六七八九十')).json()) as {
      id: number
    }
    const renamed = await call(token, 'PUT', `/api/calendar/calendars/${created.id}/`, {
      name: '团队活动',
      color: '#aa0000',
    })
    expect(await renamed.json()).toMatchObject({ name: '团队活动', color: '#AA0000' })
    await call(token, 'POST', '/api/calendar/events/', {
      ...weeklyBody(created.id),
      repeat: { freq: 'none' },
    })
    const gone = await call(token, 'DELETE', `/api/calendar/calendars/${created.id}/`)
    expect(gone.status).toBe(204)
    expect(db.events.findMany((q) => q.where({ calendar_id: created.id }))).toEqual([])
    expect((await call(token, 'DELETE', '/api/calendar/calendars/1/')).status).toBe(400)
  })

  test('a read-only shared calendar cannot be renamed: 403 with the catalogue text', async () => {
    const token = await tokenFor()
    const refused = await call(
      token,
      'PUT',
      '/api/calendar/calendars/3/',
      { name: 'x', color: '#000000' },
      EN,
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: 'You can only view this calendar, not change it',
    })
  })
})

describe('shares (listCalendarShares, createCalendarShare, deleteCalendarShare)', () => {
  test('only system mailboxes, read or edit; the grantee sees it, then no longer', async () => {
    const token = await tokenFor()
    const shares = await (await call(token, 'GET', '/api/calendar/calendars/2/shares/')).json()
    expect(shares).toEqual([
      { id: 1, email: 'reviewer@huayu.example.com', permission: 'read', name: '陈静' },
    ])
    const outside = await call(token, 'POST', '/api/calendar/calendars/2/shares/', {
      email: 'friend@gmail.com',
      permission: 'read',
    })
    expect(await errorOf(outside)).toEqual({
      email: ['日历只能共享给本系统的邮箱：friend@gmail.com 不是系统邮箱'],
    })
    const newhire = 'newhire@huayu.example.com'
    const made = await call(token, 'POST', '/api/calendar/calendars/2/shares/', {
      email: newhire,
      permission: 'edit',
    })
    const share = (await made.json()) as { id: number; permission: string }
    expect(share.permission).toBe('edit')
    const theirs = await tokenFor('newhire')
    const seen = async () =>
      (
        (await (await call(theirs, 'GET', '/api/calendar/calendars/')).json()) as { id: number }[]
      ).map((c) => c.id)
    expect(await seen()).toContain(2)
    expect((await call(token, 'GET', '/api/calendar/calendars/3/shares/')).status).toBe(403)
    expect((await call(token, 'DELETE', `/api/calendar/shares/${share.id}/`)).status).toBe(204)
    expect(await seen()).not.toContain(2)
  })
})

describe('events (listEvents, createEvent, getEvent, updateEvent, deleteEvent)', () => {
  test('a weekly rule is stored once and expanded on the right days across a month boundary', async () => {
    const token = await tokenFor()
    const made = await call(token, 'POST', '/api/calendar/events/', weeklyBody(1))
    const series = (await made.json()) as Ev
    expect(series).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6', editable: true })
    expect(db.events.findMany((q) => q.where({ title: '周例会' }))).toHaveLength(1)
    const list = (
      await events(token, '2026-11-28T00:00:00+08:00', '2026-12-31T00:00:00+08:00')
    ).filter((e) => e.id === series.id)
    expect(list.map((e) => e.start)).toEqual([
      '2026-11-30T09:00:00+08:00',
      '2026-12-02T09:00:00+08:00',
      '2026-12-07T09:00:00+08:00',
      '2026-12-09T09:00:00+08:00',
    ])
    expect(list[0]).toMatchObject({ series_id: series.id, occurrence: '2026-11-30T09:00:00+08:00' })
    const got = await (await call(token, 'GET', `/api/calendar/events/${series.id}/`)).json()
    expect(got).toMatchObject({ start: '2026-11-23T09:00:00+08:00', repeat: weeklyBody(1).repeat })
  })

  test('this one, this and following, all', async () => {
    const token = await tokenFor()
    const series = (await (
      await call(token, 'POST', '/api/calendar/events/', weeklyBody(1))
    ).json()) as Ev
    const path = `/api/calendar/events/${series.id}/`
    const one = await call(
      token,
      'PUT',
      path,
      {
        ...weeklyBody(1),
        title: '改期',
        start: '2026-11-25T15:00:00+08:00',
        end: '2026-11-25T16:00:00+08:00',
        repeat: { freq: 'none' },
      },
      ZH,
      { scope: 'this', occurrence: '2026-11-25T09:00:00+08:00' },
    )
    const exception = (await one.json()) as Ev
    expect(exception).toMatchObject({
      series_id: series.id,
      occurrence: '2026-11-25T09:00:00+08:00',
    })
    const week = await events(token, '2026-11-23T00:00:00+08:00', '2026-11-30T00:00:00+08:00')
    expect(
      week.filter((e) => e.title === '周例会' || e.title === '改期').map((e) => [e.title, e.start]),
    ).toEqual([
      ['周例会', '2026-11-23T09:00:00+08:00'],
      ['改期', '2026-11-25T15:00:00+08:00'],
    ])
    const wrong = await call(token, 'DELETE', path, undefined, EN, {
      scope: 'this',
      occurrence: '2026-11-24T09:00:00+08:00',
    })
    expect(await errorOf(wrong)).toEqual({
      occurrence: ['This repeating event has no occurrence at that time'],
    })
    expect(
      (
        await call(token, 'DELETE', path, undefined, ZH, {
          scope: 'following',
          occurrence: '2026-12-02T09:00:00+08:00',
        })
      ).status,
    ).toBe(204)
    const rest = (
      await events(token, '2026-11-01T00:00:00+08:00', '2027-01-01T00:00:00+08:00')
    ).filter((e) => e.id === series.id)
    expect(rest.map((e) => e.start)).toEqual([
      '2026-11-23T09:00:00+08:00',
      '2026-11-30T09:00:00+08:00',
    ])
    const all = await call(
      token,
      'PUT',
      path,
      {
        ...weeklyBody(1),
        title: '周例会（新）',
        repeat: { freq: 'weekly', byweekday: [1, 3], count: 3 },
      },
      ZH,
      { scope: 'all' },
    )
    expect(((await all.json()) as Ev).exdates).toEqual(['2026-11-25T09:00:00+08:00'])
    expect((await call(token, 'DELETE', path)).status).toBe(204)
    expect(db.events.findFirst((q) => q.where({ id: exception.id }))).toBeUndefined()
  })

  test('rules with exact messages: count above 0, end after start, invitee must exist', async () => {
    const token = await tokenFor()
    const bad = await call(token, 'POST', '/api/calendar/events/', {
      ...weeklyBody(1),
      repeat: { freq: 'weekly', count: 0 },
      end: '2026-11-23T08:00:00+08:00',
      participants: [{ email: 'nobody@gmail.com', name: '', status: 'start' }],
    })
    expect(await errorOf(bad)).toEqual({
      end: ['结束时间必须晚于开始时间'],
      repeat: ['重复次数必须大于 0'],
      participants: ['参与人 nobody@gmail.com 不存在于系统中'],
    })
  })

  test('read-only share: no changes (403); edit share: changes allowed', async () => {
    const token = await tokenFor()
    const readOnly = await call(token, 'POST', '/api/calendar/events/', weeklyBody(3), EN)
    expect(readOnly.status).toBe(403)
    expect(await readOnly.json()).toEqual({
      detail: 'You can only view this calendar, not change it',
    })
    const theirs = db.events.findFirst((q) => q.where({ calendar_id: 3 }))!
    const viewed = (await (
      await call(token, 'GET', `/api/calendar/events/${theirs.id}/`)
    ).json()) as Ev
    expect(viewed.editable).toBe(false)
    expect((await call(token, 'DELETE', `/api/calendar/events/${theirs.id}/`)).status).toBe(403)
    expect((await call(token, 'POST', '/api/calendar/events/', weeklyBody(4))).status).toBe(200)
  })

  test('calendar_ids narrows the list; an all-day event keeps its whole days', async () => {
    const token = await tokenFor()
    const [from, to] = rangeAround(-30, 40)
    const only3 = await events(token, from, to, [3])
    expect(new Set(only3.map((e) => e.calendar_id))).toEqual(new Set([3]))
    const allDay = (await events(token, from, to)).find((e) => e.is_allday)!
    expect(allDay.start).toMatch(/T00:00:00\+08:00$/)
    expect(Date.parse(allDay.end) - Date.parse(allDay.start)).toBeGreaterThanOrEqual(DAY)
  })
})

describe('invitations (listInvitations, answerInvitation, setInvitationStatus)', () => {
  test('an invitee gets a mail; answering in the mail or the calendar is one state', async () => {
    const token = await tokenFor()
    const colleague = ownerOf(3)
    const made = await call(token, 'POST', '/api/calendar/events/', {
      ...weeklyBody(1),
      repeat: { freq: 'none' },
      start: '2099-01-05T10:00:00+08:00',
      end: '2099-01-05T11:00:00+08:00',
      title: '合同评审',
      participants: [{ email: colleague.email, name: '', status: 'start' }],
    })
    const origin = (await made.json()) as Ev
    const mail = db.messages
      .findMany((q) => q.where({ owner: colleague.username }))
      .find((m) => m.subject.endsWith('合同评审'))!
    expect(mail.attrs).toMatchObject({
      is_calendar: true,
      is_calendar_event: true,
      calendar_eventer_status: 'start',
    })
    expect(mail.attachments[0]?.name).toBe('invite.ics')
    const theirs = await tokenFor(colleague.username)
    const pending = async (status?: string) =>
      (
        (await (
          await call(
            theirs,
            'GET',
            '/api/calendar/invitations/',
            undefined,
            ZH,
            status ? { status } : {},
          )
        ).json()) as { results: { id: number; title: string; status: string }[] }
      ).results.filter((r) => r.title === '合同评审')
    expect((await pending()).map((r) => r.status)).toEqual(['start'])
    const answered = await call(theirs, 'POST', '/api/mail/messages/invitation/', {
      uid: mail.uid,
      folder: mail.folder,
      status: 'accept',
    })
    expect(await answered.json()).toEqual({ calendar_eventer_status: 'accept' })
    const organiser = (await (
      await call(token, 'GET', `/api/calendar/events/${origin.id}/`)
    ).json()) as Ev
    expect(organiser.participants).toMatchObject([{ email: colleague.email, status: 'accept' }])
    expect(await pending()).toEqual([])
    const [copy] = await pending('all')
    expect(copy?.status).toBe('accept')
    const changed = await call(theirs, 'POST', `/api/calendar/invitations/${copy!.id}/`, {
      status: 'wait',
    })
    expect(await changed.json()).toEqual({ calendar_eventer_status: 'wait' })
    const reread = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token: theirs,
      query: { folder: mail.folder },
    })
    expect(
      ((await reread.json()) as { attrs: { calendar_eventer_status: string } }).attrs
        .calendar_eventer_status,
    ).toBe('wait')
    const again = (await (
      await call(token, 'GET', `/api/calendar/events/${origin.id}/`)
    ).json()) as Ev
    expect(again.participants[0]?.status).toBe('wait')
    const copyEvent = (await (
      await call(theirs, 'GET', `/api/calendar/events/${copy!.id}/`)
    ).json()) as Ev
    expect(copyEvent).toMatchObject({
      invitation_of: origin.id,
      my_status: 'wait',
      editable: false,
    })
    const refused = await call(theirs, 'PUT', `/api/calendar/events/${copy!.id}/`, {
      ...weeklyBody(copyEvent.calendar_id),
      repeat: { freq: 'none' },
    })
    expect(refused.status).toBe(403)
  })

  test("the seed's invitation mails answer into the demo user's calendar", async () => {
    const token = await tokenFor()
    const invited = await (
      await call(token, 'GET', '/api/calendar/invitations/', undefined, ZH, { status: 'all' })
    ).json()
    expect((invited as { count: number }).count).toBeGreaterThan(0)
    expect(DEMO_USER.username).toBe('demo')
  })
})

describe('settings (getCalendarSettings, updateCalendarSettings)', () => {
  test('defaults, a saved change, and working hours that end after they start', async () => {
    const token = await tokenFor()
    const got = await (await call(token, 'GET', '/api/calendar/settings/')).json()
    expect(got).toEqual({
      week_start: 1,
      default_view: 'week',
      default_remind_minutes: 15,
      work_start: '09:00',
      work_end: '18:00',
      show_weekends: true,
      time_zone: 'Asia/Shanghai',
      hidden_calendar_ids: [],
    })
    const saved = await call(token, 'PUT', '/api/calendar/settings/', {
      week_start: 0,
      default_view: 'month',
      default_remind_minutes: 30,
      hidden_calendar_ids: [3],
    })
    expect(await saved.json()).toMatchObject({
      week_start: 0,
      default_view: 'month',
      hidden_calendar_ids: [3],
      work_start: '09:00',
    })
    const wrong = await call(
      token,
      'PUT',
      '/api/calendar/settings/',
      { ...got, work_start: '18:00', work_end: '09:00' },
      EN,
    )
    expect(await errorOf(wrong)).toEqual({ work_end: ['Working hours must end after they start'] })
  })
})

describe('ICS (exportCalendarIcs, exportEventIcs, importCalendarIcs)', () => {
  test('export a repeating event, import it back; a broken file is refused clearly', async () => {
    const token = await tokenFor()
    const series = (await (
      await call(token, 'POST', '/api/calendar/events/', weeklyBody(1))
    ).json()) as Ev
    await call(token, 'DELETE', `/api/calendar/events/${series.id}/`, undefined, ZH, {
      scope: 'this',
      occurrence: '2026-11-25T09:00:00+08:00',
    })
    const file = await call(token, 'GET', `/api/calendar/events/${series.id}/ics/`)
    const text = await file.text()
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6')
    expect(text).toContain('DTSTART;TZID=Asia/Shanghai:20261123T090000')
    expect(text).toContain('EXDATE;TZID=Asia/Shanghai:20261125T090000')
    const calendar = await (await call(token, 'GET', '/api/calendar/calendars/1/ics/')).text()
    expect(calendar.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(30)
    const upload = (content: string) => {
      const form = new FormData()
      form.set('file', new Blob([content], { type: 'text/calendar' }), 'x.ics')
      return call(token, 'POST', '/api/calendar/calendars/2/ics/', form, EN)
    }
    expect(await (await upload(text.replaceAll('周例会', 'Imported'))).json()).toEqual({
      created: 1,
      skipped: 0,
    })
    const imported = (
      await events(token, '2026-11-23T00:00:00+08:00', '2026-12-31T00:00:00+08:00', [2])
    ).filter((e) => e.title === 'Imported')
    expect(imported.map((e) => e.start)).toEqual([
      '2026-11-23T09:00:00+08:00',
      '2026-11-30T09:00:00+08:00',
      '2026-12-02T09:00:00+08:00',
      '2026-12-07T09:00:00+08:00',
      '2026-12-09T09:00:00+08:00',
    ])
    expect(await errorOf(await upload('this is not a calendar'))).toEqual({
      file: ['The file could not be read: it is not a valid iCalendar (.ics) file'],
    })
    expect(
      (await call(token, 'POST', '/api/calendar/calendars/3/ics/', new FormData())).status,
    ).toBe(403)
  })
})
