/**
 * WeChat QR login and binding in the fake backend, every answer checked against openapi.yaml:
 * a login code waits, is scanned, is confirmed by the demo phone and answers once with the login
 * of the bound account (demo); codes expire; binding moves the demo WeChat identity.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { WECHAT_QR_SECONDS } from '../../mocks/handlers/wechat.store.ts'
import { apiFetch, mockControl, SPECIAL_USERNAMES, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, errorOf } from './mailFixtures.ts'

type WechatQr = components['schemas']['WechatQr']
type WechatLoginStatus = components['schemas']['WechatLoginStatus']

beforeAll(() => mockControl.reset(), WARM_UP_MS)

async function newLoginQr(): Promise<WechatQr> {
  const response = await apiFetch('/api/wechat/login/qrcode/', { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as WechatQr
}

async function statusOf(scene: string): Promise<WechatLoginStatus> {
  const response = await apiFetch('/api/wechat/login/status/', { query: { scene_id: scene } })
  expect(response.status).toBe(200)
  return (await response.json()) as WechatLoginStatus
}

describe('WeChat login', () => {
  test('waiting, scanned, confirmed with a token of demo, then spent', async () => {
    const qr = await newLoginQr()
    expect(qr.expire_seconds).toBe(WECHAT_QR_SECONDS)
    expect(qr.qrcode_url).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'waiting' })
    mockControl.wechatScan(qr.scene_id, 'scan')
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'scanned' })
    mockControl.wechatScan(qr.scene_id, 'confirm')
    const confirmed = await statusOf(qr.scene_id)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.login?.need_twofactor).toBe(false)
    const info = await apiFetch('/api/core/userinfo/', { token: confirmed.login!.token })
    expect(((await info.json()) as { email: string }).email).toBe('demo@huayu.example.com')
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'expired' })
  })

  test('a code expires after expire_seconds', async () => {
    const qr = await newLoginQr()
    mockControl.advanceTime(WECHAT_QR_SECONDS)
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'expired' })
    mockControl.wechatScan(qr.scene_id, 'confirm')
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'expired' })
  })

  test('an unknown code is a 400 on scene_id', async () => {
    const response = await apiFetch('/api/wechat/login/status/', {
      query: { scene_id: 'login-nope' },
      ...EN,
    })
    expect(await errorOf(response)).toEqual({
      scene_id: ['No such QR code. Please get a new one.'],
    })
  })

  test('with WeChat bound to nobody the confirmation answers unbound', async () => {
    const demo = await tokenFor()
    expect((await apiFetch('/api/wechat/unbind/', { token: demo, method: 'POST' })).status).toBe(
      200,
    )
    const qr = await newLoginQr()
    mockControl.wechatScan(qr.scene_id, 'confirm')
    expect(await statusOf(qr.scene_id)).toEqual({ status: 'unbound' })
  })
})

describe('WeChat binding', () => {
  test('binding moves the identity to the account that confirmed its code', async () => {
    await mockControl.reset()
    const demo = await tokenFor()
    const admin = await tokenFor(SPECIAL_USERNAMES.admin)
    expect(await (await apiFetch('/api/wechat/bind/', { token: demo })).json()).toMatchObject({
      is_bound: true,
    })
    const qr = (await (
      await apiFetch('/api/wechat/bind/qrcode/', { token: admin, method: 'POST' })
    ).json()) as WechatQr
    expect(await (await apiFetch('/api/wechat/bind/', { token: admin })).json()).toEqual({
      is_bound: false,
      nickname: '',
      avatar: '',
    })
    mockControl.wechatScan(qr.scene_id, 'scan')
    mockControl.wechatScan(qr.scene_id, 'confirm')
    expect(await (await apiFetch('/api/wechat/bind/', { token: admin })).json()).toMatchObject({
      is_bound: true,
    })
    expect(await (await apiFetch('/api/wechat/bind/', { token: demo })).json()).toMatchObject({
      is_bound: false,
    })
    const unbind = await apiFetch('/api/wechat/unbind/', { token: demo, method: 'POST', ...EN })
    expect(await errorOf(unbind)).toEqual({ non_field_errors: ['No WeChat account is bound.'] })
  })
})
