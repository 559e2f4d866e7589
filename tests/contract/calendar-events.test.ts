/**
 * Calendar events over the seed (calendar.test.ts has calendars, shares and settings), every
 * answer checked against openapi.yaml: repeats stored as rules and expanded by listEvents, the
 * this / following / all scopes, read-only vs edit shares, invitations travelling as mail
 * between demo users (answering is one state with the mail's invitation bar), ICS out and in.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { type Ev, DAY, call, events, ownerOf, rangeAround, weeklyBody } from './calendarSupport.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

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

  test("an invitee's copy of a series follows the organiser's one-off changes", async () => {
    const token = await tokenFor()
    const colleague = ownerOf(4)
    const series = (await (
      await call(token, 'POST', '/api/calendar/events/', {
        ...weeklyBody(1),
        participants: [{ email: colleague.email, name: '', status: 'start' }],
      })
    ).json()) as Ev
    const path = `/api/calendar/events/${series.id}/`
    const query = { scope: 'this', occurrence: '2026-11-30T09:00:00+08:00' }
    expect((await call(token, 'DELETE', path, undefined, ZH, query)).status).toBe(204)
    const theirs = await tokenFor(colleague.username)
    const seen = (await events(theirs, '2026-11-23T00:00:00+08:00', '2026-12-31T00:00:00+08:00'))
      .filter((e) => e.title === '周例会')
      .map((e) => e.start)
    expect(seen).toEqual([
      '2026-11-23T09:00:00+08:00',
      '2026-11-25T09:00:00+08:00',
      '2026-12-02T09:00:00+08:00',
      '2026-12-07T09:00:00+08:00',
      '2026-12-09T09:00:00+08:00',
    ])
    expect((await call(token, 'DELETE', path)).status).toBe(204)
    expect(await events(theirs, '2026-11-23T00:00:00+08:00', '2026-12-31T00:00:00+08:00')).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ title: '周例会' })]),
    )
  })

  test("a seeded invitation mail answers into the organiser's event", async () => {
    const token = await tokenFor()
    const mail = db.messages
      .findMany((q) => q.where({ owner: DEMO_USER.username }))
      .find((m) => m.attrs.is_calendar && m.attrs.calendar_event_id !== null)!
    const copy = db.events.findFirst((q) => q.where({ id: mail.attrs.calendar_event_id! }))!
    expect(copy.invitation_of).not.toBeNull()
    const answer = await call(token, 'POST', '/api/mail/messages/invitation/', {
      uid: mail.uid,
      folder: mail.folder,
      status: 'reject',
    })
    expect(answer.status).toBe(200)
    const origin = db.events.findFirst((q) => q.where({ id: copy.invitation_of! }))!
    expect(origin.participants).toEqual([
      expect.objectContaining({ email: DEMO_USER.email, status: 'reject' }),
    ])
    // Declined: gone from the demo user's calendar, still listed with status=all.
    const day = await events(token, copy.start, copy.end, [copy.calendar_id])
    expect(day.map((e) => e.id)).not.toContain(copy.id)
  })
})
