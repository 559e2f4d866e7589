/**
 * listApps (GET /api/core/apps/, decisions.md #296) in the fake backend, answers checked against
 * openapi.yaml by tests/support/server.ts: the organisation's apps in the user's language, none
 * in the `empty` scenario, and a token required.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS } from './mailFixtures.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

describe('listApps', () => {
  test("the organisation's apps, in the user's language", async () => {
    const token = await tokenFor()
    const zh = (await (await apiFetch('/api/core/apps/', { token })).json()) as { name: string }[]
    expect(zh.map((a) => a.name)).toEqual([
      '协同办公',
      '费用报销',
      '会议室预订',
      '人事自助',
      'IT 服务台',
    ])
    const en = (await (await apiFetch('/api/core/apps/', { token, ...EN })).json()) as {
      name: string
      url: string
    }[]
    expect(en[1]).toMatchObject({ name: 'Expenses', url: 'https://expense.huayu.example.com/' })
  })

  test('none in the empty scenario; a token is required', async () => {
    await mockControl.reset({ scenario: 'empty' })
    const token = await tokenFor()
    expect(await (await apiFetch('/api/core/apps/', { token })).json()).toEqual([])
    expect((await apiFetch('/api/core/apps/')).status).toBe(401)
  })
})
