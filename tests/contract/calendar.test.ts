/**
 * The calendar family over the seed, every answer checked against openapi.yaml
 * (tests/support/server.ts): calendars, shares, settings and the bench week here; events,
 * repeats, invitations and ICS in calendar-events.test.ts. Together: all 16 operations of the
 * calendar tag plus the three ICS calls.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { call, events, weeklyBody } from './calendarSupport.ts'

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

describe('the bench week (mockControl.seedCalendarWeek)', () => {
  test('500 events land in one week and listEvents answers them all', async () => {
    const week = await mockControl.seedCalendarWeek(500)
    expect(week.created).toBe(500)
    const token = await tokenFor()
    const list = await events(token, week.start, week.end, [1])
    expect(list.filter((e) => /#\d+$/.test(e.title))).toHaveLength(500)
  })
})
