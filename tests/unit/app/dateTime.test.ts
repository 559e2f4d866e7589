/**
 * formatDateTime replaces dayjs(value).format('YYYY-MM-DD HH:mm') on the home page and the
 * security card: dayjs itself is the reference, in a zone with an offset so a wrong reading of
 * zoned and unzoned values shows.
 */
import dayjs from 'dayjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../src/i18n/dateTime.ts'

describe('formatDateTime', () => {
  const zone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'Asia/Shanghai'
  })
  afterAll(() => {
    process.env.TZ = zone
  })

  it.each([
    '2024-05-01 10:07:00',
    '2024-05-01T10:07:09',
    '2024-05-01T10:07:09.123',
    '2024-12-31T23:59:59Z',
    '2024-12-31T18:30:00.000Z',
    '2024-01-02T03:04:05+08:00',
    '2024-01-02T03:04:05-05:00',
    '2024/3/9 8:05',
    '2024-03-09',
    'not a date',
  ])('%s as dayjs formats it', (value) => {
    expect(formatDateTime(value)).toBe(dayjs(value).format('YYYY-MM-DD HH:mm'))
  })

  it('pads and reads a zoned time in local time', () => {
    expect(formatDateTime('2024-01-02T03:04:05Z')).toBe('2024-01-02 11:04')
  })
})
