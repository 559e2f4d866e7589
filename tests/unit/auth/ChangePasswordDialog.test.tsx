/**
 * The forced change-password dialog: not closable, the live rule checklist, the form's own
 * messages, server field errors under their fields (nothing typed lost), and a real change
 * against the fake backend.
 */
import './jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChangePasswordDialog } from '../../../src/features/auth/ChangePasswordDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { DEMO_USER, loginOverHttp, mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from './authHarness.tsx'

const user = userEvent.setup({ delay: null })

async function openDialog(
  onChanged: (token: string) => void = () => undefined,
  locale: 'zh-hans' | 'en' = 'zh-hans',
) {
  startHarness({ token: await tokenFor(DEMO_USER.username) })
  renderWithProviders(
    <ChangePasswordDialog
      account={DEMO_USER.username}
      realName={DEMO_USER.realname}
      onChanged={onChanged}
    />,
    { locale },
  )
  // The demo's rules (mocks/seed/account.ts): 3 of 4 classes, 8 characters, every flag on.
  await screen.findByRole('list')
  return screen.getByRole('alertdialog')
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' })

function states(): Record<string, string | null> {
  const list = screen.getByRole('list', { name: '新密码须满足：' })
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-state')]),
  )
}

describe('ChangePasswordDialog', { timeout: 20_000 }, () => {
  // R-LAYOUT-7
  it('cannot be closed: no close button, Escape does nothing', async () => {
    const dialog = await openDialog()
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['确认修改'])
    await user.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('blocks with a retry when the rules fail to load, and shows the form once they load', async () => {
    mockControl.setFault('getPasswordRules', 500)
    startHarness({ token: await tokenFor(DEMO_USER.username) })
    renderWithProviders(
      <ChangePasswordDialog
        account={DEMO_USER.username}
        realName={DEMO_USER.realname}
        onChanged={() => undefined}
      />,
      { locale: 'zh-hans' },
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(await within(dialog).findByText('密码规则加载失败，请重试。')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/^旧密码/)).not.toBeInTheDocument()

    mockControl.setFault('getPasswordRules', null)
    await user.click(within(dialog).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('list', { name: '新密码须满足：' })).toBeInTheDocument()
    expect(screen.queryByText('密码规则加载失败，请重试。')).not.toBeInTheDocument()
  })

  // R-LAYOUT-7: a live checklist of the password rules
  it('ticks each rule live as the new password is typed, with the rule texts', async () => {
    await openDialog()
    expect(Object.values(states()).every((state) => state === 'pending')).toBe(true)
    expect(screen.getByText('至少 8 个字符，最多 16 个字符')).toBeInTheDocument()
    expect(screen.getByText('至少包含数字、小写字母、大写字母、符号中的三种')).toBeInTheDocument()
    expect(screen.getByText('不能包含您姓名的拼音')).toBeInTheDocument()

    const next = input(/^新密码/)
    await user.type(next, 'ab')
    expect(states()).toMatchObject({ length: 'failed', charClasses: 'failed', noRepeat: 'ok' })
    await user.type(next, 'c')
    expect(states()).toMatchObject({ noLetterSequence: 'failed' })
    await user.clear(next)
    await user.type(next, 'Pq7#wz9K')
    expect(states()).toEqual({
      length: 'ok',
      charClasses: 'ok',
      noDigitSequence: 'ok',
      noLetterSequence: 'ok',
      noRepeat: 'ok',
      noAccount: 'ok',
      noNamePinyin: 'ok',
    })
    await user.type(next, 'demo')
    expect(states()).toMatchObject({ noAccount: 'failed', length: 'ok' })
    await user.clear(next)
    await user.type(next, 'Wangxiaoming1!')
    expect(states()).toMatchObject({ noNamePinyin: 'failed' })
  })

  it('asks for all three passwords and for a matching confirmation', async () => {
    await openDialog()
    await user.click(screen.getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument()
    expect(screen.getByText('请输入新密码')).toBeInTheDocument()
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument()

    await user.type(input(/^旧密码/), 'whatever')
    await user.type(input(/^新密码/), 'Pq7#wz9K')
    await user.type(input(/^确认新密码/), 'Pq7#wz9X')
    await user.click(screen.getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(screen.queryByText('请输入旧密码')).not.toBeInTheDocument()
  })

  it("says 'two passwords are inconsistent' in English (M-TEXT-4, R-VALID-4)", async () => {
    await openDialog(undefined, 'en')
    const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' })
    const inputs = screen.getAllByLabelText(/password/i, { selector: 'input' })
    expect(inputs).toHaveLength(3)
    await user.type(inputs[0]!, 'whatever')
    await user.type(inputs[1]!, 'Pq7#wz9K')
    await user.type(inputs[2]!, 'Pq7#wz9X')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('two passwords are inconsistent')).toBeInTheDocument()
    expect(field(/^Confirm/i)).toHaveValue('Pq7#wz9X')
  })

  it('refuses a new password that breaks a rule before asking the server', async () => {
    const onChanged = vi.fn()
    await openDialog(onChanged)
    await user.type(input(/^旧密码/), DEMO_USER.password)
    await user.type(input(/^新密码/), 'abc12345')
    await user.type(input(/^确认新密码/), 'abc12345')
    await user.click(screen.getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('新密码不符合下方的规则')).toBeInTheDocument()
    expect(onChanged).not.toHaveBeenCalled()
  })

  // M-ERR-17
  it("shows the server's field error under the old password and keeps what was typed", async () => {
    const onChanged = vi.fn()
    await openDialog(onChanged)
    await user.type(input(/^旧密码/), 'Not-the-0ld!')
    await user.type(input(/^新密码/), 'Pq7#wz9K')
    await user.type(input(/^确认新密码/), 'Pq7#wz9K')
    await user.click(screen.getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('原密码错误')).toBeInTheDocument()
    expect(input(/^旧密码/)).toHaveAttribute('aria-invalid', 'true')
    expect(input(/^旧密码/)).toHaveValue('Not-the-0ld!')
    expect(input(/^新密码/)).toHaveValue('Pq7#wz9K')
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('changes the password: the new token goes to onChanged and the new password logs in', async () => {
    const onChanged = vi.fn()
    await openDialog(onChanged)
    await user.type(input(/^旧密码/), ` ${DEMO_USER.password} `)
    await user.type(input(/^新密码/), 'Pq7#wz9K')
    await user.type(input(/^确认新密码/), 'Pq7#wz9K')
    await user.click(screen.getByRole('button', { name: '确认修改' }))
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    expect(onChanged.mock.calls[0]?.[0]).toMatch(/\S{10,}/)
    await expect(loginOverHttp(DEMO_USER.username, 'Pq7#wz9K')).resolves.toEqual(expect.any(String))
  })
})
