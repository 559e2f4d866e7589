import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { checkResponse } from '../../../mocks/openapi/validator.ts'

const get = (path: string) => new Request(`http://localhost${path}`)

describe('the contract check used by tests/support/server.ts', () => {
  test('accepts a conforming body', async () => {
    const ok = HttpResponse.json({ count: 2, review_mail_show: true })
    expect(await checkResponse(get('/api/mail/review/show/'), ok)).toEqual([])
  })

  test('flags a missing field and a wrong type', async () => {
    const bad = HttpResponse.json({ count: 'two' })
    const problems = (await checkResponse(get('/api/mail/review/show/'), bad)).map((v) => v.problem)
    expect(problems.some((p) => p.includes('review_mail_show'))).toBe(true)
    expect(problems.some((p) => p.includes('/count'))).toBe(true)
  })

  test('follows $refs through shared responses (401 DetailError)', async () => {
    const good = HttpResponse.json({ detail: 'no' }, { status: 401 })
    expect(await checkResponse(get('/api/core/userinfo/'), good)).toEqual([])
    const bad = HttpResponse.json({ message: 'no' }, { status: 401 })
    expect(await checkResponse(get('/api/core/userinfo/'), bad)).not.toEqual([])
  })

  test('flags undeclared statuses, content types, bodies and paths', async () => {
    const teapot = HttpResponse.json({ detail: 'x' }, { status: 418 })
    expect((await checkResponse(get('/api/core/userinfo/'), teapot))[0]?.problem).toMatch(
      /418 is not declared/,
    )
    const text = HttpResponse.text('hi')
    expect((await checkResponse(get('/api/core/userinfo/'), text))[0]?.problem).toMatch(
      /content type/,
    )
    const logout = new Request('http://localhost/api/core/logout/', { method: 'POST' })
    expect(await checkResponse(logout, new HttpResponse(null, { status: 204 }))).toEqual([])
    expect((await checkResponse(logout, HttpResponse.json({})))[0]?.problem).toMatch(
      /200 is not declared/,
    )
    expect((await checkResponse(get('/api/nowhere/'), HttpResponse.json({})))[0]?.problem).toMatch(
      /not an operation/,
    )
  })

  test('checks formats (date-time) and tuples ([address, name])', async () => {
    const row = {
      uid: 1,
      raw_name: 'INBOX',
      subject: 's',
      mfrom: ['a@b.c', 'A'],
      to: [['a@b.c', 'A', 'extra']],
      flags: [],
      date: 'yesterday',
      internaldate: '2024-06-01T08:00:00+08:00',
      size: 1,
      remark: '',
      tags: [],
    }
    const page = HttpResponse.json({ count: 1, unseen: 0, results: [row] })
    const problems = (await checkResponse(get('/api/mail/messages/'), page)).map((v) => v.problem)
    expect(problems.some((p) => p.includes('/results/0/date'))).toBe(true)
    expect(problems.some((p) => p.includes('/results/0/to/0'))).toBe(true)
  })
})
