/**
 * Account cancellation in the fake backend (issue 16), every answer checked against openapi.yaml
 * by tests/support/server.ts: a reason (1 to 200 characters) and the login password, then waiting
 * for review; the demo control approves (the account stops working) or refuses with a reason
 * (shown, and a new request may be made).
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { DEMO_USER, apiFetch, encryptForServer, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const PATH = '/api/setting/account-cancel/'
const ask = (token: string, reason: string, password: string = DEMO_USER.password, lang = ZH) =>
  apiFetch(PATH, { token, json: { reason, password: encryptForServer(password) }, ...lang })
const state = async (token: string) => (await apiFetch(PATH, { token })).json()

describe('account cancellation', () => {
  test('no request at first; an empty or too long reason and a wrong password are refused', async () => {
    const token = await tokenFor()
    expect(await state(token)).toMatchObject({ status: 'none' })
    const empty = await ask(token, '   ')
    expect(empty.status).toBe(400)
    expect(await errorOf(empty)).toEqual({ reason: ['请填写注销原因'] })
    const long = await ask(token, '长'.repeat(201), DEMO_USER.password, EN)
    expect(await errorOf(long)).toEqual({ reason: ['The reason may be at most 200 characters.'] })
    const wrong = await ask(token, '离职', 'not-my-password')
    expect(await errorOf(wrong)).toEqual({ password: ['密码错误'] })
    expect(await state(token)).toMatchObject({ status: 'none' })
  })

  test('a request waits for review; refused, the reviewer’s reason shows and a new one may be made', async () => {
    const token = await tokenFor()
    const sent = await ask(token, ' 已离职，不再使用此邮箱 ')
    expect(sent.status).toBe(200)
    const pending = await sent.json()
    expect(pending).toMatchObject({ status: 'pending', reason: '已离职，不再使用此邮箱' })
    expect(Date.parse(pending.created)).toBeGreaterThan(mockControl.now() - 60_000)
    const again = await ask(token, '再次申请')
    expect(await errorOf(again)).toEqual({ non_field_errors: ['注销申请正在审核中，请勿重复提交'] })

    expect(await mockControl.decideAccountCancel('rejected', '离职手续尚未办完')).toBe(true)
    expect(await state(token)).toMatchObject({ status: 'rejected', reason: '离职手续尚未办完' })
    expect((await ask(token, '手续已办完')).status).toBe(200)
    expect(await state(token)).toMatchObject({ status: 'pending', reason: '手续已办完' })
  })

  test('approved, the account is cancelled: its token no longer works', async () => {
    const token = await tokenFor()
    await ask(token, '已离职')
    expect(await mockControl.decideAccountCancel('approved')).toBe(true)
    expect((await apiFetch(PATH, { token })).status).toBe(401)
    expect(await mockControl.decideAccountCancel('approved')).toBe(false)
  })
})
