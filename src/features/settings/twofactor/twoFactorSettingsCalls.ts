/**
 * The settings page's two-factor and WeChat calls (openapi.yaml tags twofactor, wechat): the
 * real actors of the binding wizard (machines/two-factor-bind) and of the SMS button
 * (machines/two-factor-sms), and the one-shot calls of the forms. Every failure rejects with the
 * server's error body; the page shows it inline (ownErrors: no toast on top).
 */
import { fromPromise } from 'xstate'
import type { BindTotpInput, TotpSetupInfo } from '../../../../machines/two-factor-bind/index.ts'
import type { SendCodeInput, SmsCodeSent } from '../../../../machines/two-factor-sms/index.ts'
import { ownErrors } from '../../../api/client.ts'
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'

export type TwofactorStatus = components['schemas']['TwofactorStatus']
export type WechatBinding = components['schemas']['WechatBinding']

const fail = (error: unknown): never => {
  throw error ?? new Error('request failed')
}
const own = { middleware: [ownErrors] }

export const loadTwofactorStatus = async (): Promise<TwofactorStatus> => {
  const { data, error } = await api().GET('/api/twofactor/')
  return data ?? fail(error)
}

export const loadWechatBinding = async (): Promise<WechatBinding> => {
  const { data, error } = await api().GET('/api/wechat/bind/')
  return data ?? fail(error)
}

export const bindWizardActors = {
  setupTotp: fromPromise<TotpSetupInfo>(async () => {
    const { data, error } = await api().POST('/api/twofactor/totp/setup/', own)
    return data ?? fail(error)
  }),
  bindTotp: fromPromise<void, BindTotpInput>(async ({ input }) => {
    const { data, error } = await api().POST('/api/twofactor/totp/bind/', { body: input, ...own })
    if (!data) fail(error)
  }),
}

/** The SMS button's send call; a binding code goes to the phone the button was given. */
export const settingSmsSender = (purpose: 'bind' | 'unbind') =>
  fromPromise<SmsCodeSent, SendCodeInput>(async ({ input }) => {
    const { data, error } = await api().POST('/api/twofactor/sms/code/', {
      body: purpose === 'bind' ? { purpose, phone: input.phone ?? '' } : { purpose },
      ...own,
    })
    return data ?? fail(error)
  })

export async function unbindTotp(code: string): Promise<TwofactorStatus> {
  const { data, error } = await api().POST('/api/twofactor/totp/unbind/', {
    body: { code },
    ...own,
  })
  return data ?? fail(error)
}

export async function bindPhone(phone: string, code: string): Promise<TwofactorStatus> {
  const { data, error } = await api().POST('/api/twofactor/sms/bind/', {
    body: { phone, code },
    ...own,
  })
  return data ?? fail(error)
}

export async function unbindPhone(code: string): Promise<TwofactorStatus> {
  const { data, error } = await api().POST('/api/twofactor/sms/unbind/', { body: { code }, ...own })
  return data ?? fail(error)
}

export async function unbindWechat(): Promise<WechatBinding> {
  const { data, error } = await api().POST('/api/wechat/unbind/', own)
  return data ?? fail(error)
}

/** Administrator: clears another user's authenticator; resolves with the server's message. */
export async function clearTotpBinding(username: string): Promise<string | undefined> {
  const { data, error } = await api().POST('/api/twofactor/totp/clear/', {
    body: { username },
    ...own,
  })
  return (data ?? fail(error)).message
}
