/**
 * The client authorization code on /setting/twofactor against the fake backend (R-STATE-6):
 * off at first; turning it on shows the new code once with copy; after "I have noted it" only
 * "since" remains; regenerating and turning it off ask first, with exact texts.
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ClientAuthSection } from '../../../src/features/settings/twofactor/ClientAuthSection.tsx'
import { clientAuthCodeWorks } from '../../../mocks/handlers/clientAuth.ts'
import { mockControl } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const SLOW = { timeout: 10_000 }

beforeEach(() => mockControl.reset(), 60_000)

describe('ClientAuthSection', { timeout: 40_000 }, () => {
  it('turns on with a code shown once and copied, regenerates and turns off after confirming', async () => {
    const user = userEvent.setup({ delay: null })
    // After setup, which puts a clipboard of its own in place (its Blob-based read fails in a
    // worker shared with other files): the copy is what the page wrote.
    const writeText = vi.fn((_text: string) => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await openPage(ClientAuthSection, '/setting/twofactor')
    const region = await screen.findByRole('region', { name: /客户端授权码/ }, SLOW)
    expect(await within(region).findByText('未开启', {}, SLOW)).toBeInTheDocument()

    await user.click(within(region).getByRole('switch', { name: '允许客户端使用授权码登录' }))
    const code = await within(region).findByLabelText('授权码', {}, SLOW)
    const first = code.textContent!
    expect(first).toMatch(/^[a-z]{16}$/)
    expect(clientAuthCodeWorks('demo', first)).toBe(true)
    expect(within(region).getByText('已开启')).toBeInTheDocument()
    expect(
      within(region).getByText(
        '授权码只显示这一次，离开本页后无法再查看。请现在填入邮件客户端的密码栏。',
      ),
    ).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: '复制' }))
    expect(writeText).toHaveBeenCalledWith(first)
    expect(within(region).getByRole('button', { name: '已复制' })).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: '我已记下' }))
    expect(within(region).queryByLabelText('授权码')).toBeNull()
    expect(
      within(region).getByText(
        /^当前授权码生成于 .+。授权码只在生成时显示一次；忘记了请重新生成。$/,
      ),
    ).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: '重新生成授权码' }))
    const again = await screen.findByRole('alertdialog', { name: '重新生成授权码？' })
    expect(again).toHaveTextContent('旧的授权码将立即失效，使用它的邮件客户端需要改用新授权码。')
    await user.click(within(again).getByRole('button', { name: '重新生成' }))
    const second = (await within(region).findByLabelText('授权码', {}, SLOW)).textContent!
    expect(second).not.toBe(first)
    expect(clientAuthCodeWorks('demo', first)).toBe(false)
    // jsdom keeps a closed dialog's aria-hidden on the page (no end of the close animation).

    await user.click(
      within(region).getByRole('switch', { name: '允许客户端使用授权码登录', hidden: true }),
    )
    const off = await screen.findByRole('alertdialog', { name: '关闭客户端授权码？' })
    expect(off).toHaveTextContent('关闭后，使用授权码登录的邮件客户端将不能再收发邮件。')
    await user.click(within(off).getByRole('button', { name: '关闭' }))
    expect(await within(region).findByText('未开启', {}, SLOW)).toBeInTheDocument()
    expect(within(region).queryByLabelText('授权码')).toBeNull()
    expect(clientAuthCodeWorks('demo', second)).toBe(false)
  })
})
