/**
 * /setting/relatelist against the fake backend (R-ROLE-2, R-STATE-6): no shares at first;
 * sharing with a colleague picked from organisation-only suggestions at a level; the rule and
 * the server's refusals under the field (exact texts); changing a level in place; stopping
 * after a confirmation. The page replaces the "later version" placeholder in the menu.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import RelateListSettingsPage from '../../../src/features/settings/relatelist/RelateListSettingsPage.tsx'
import { isBuiltSettingPage, settingsMenu } from '../../../src/features/settings/settingsPages.ts'
import { apiFetch, mockControl, tokenFor } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 10_000 }

beforeEach(() => mockControl.reset(), 60_000)

const serverShares = async () =>
  (await (await apiFetch('/api/shareuser/shares/', { token: await tokenFor() })).json()) as {
    username: string
    permission: string
  }[]

describe('RelateListSettingsPage', { timeout: 40_000 }, () => {
  it('is a built page of the mail group (no placeholder)', () => {
    expect(isBuiltSettingPage('relatelist')).toBe(true)
    expect(settingsMenu().find((g) => g.group === 'mail')?.pages).toContain('relatelist')
  })

  it('shares with a colleague from the suggestions, read-only, after the rule passes', async () => {
    await openPage(RelateListSettingsPage, '/setting/relatelist')
    expect(await screen.findByText('您的邮箱还没有共享给任何人。', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '权限说明' })).toHaveTextContent(
      '只读可以阅读邮件，不能写信、发信或整理邮件',
    )

    await user.click(screen.getByRole('button', { name: '添加共享' }))
    const dialog = await screen.findByRole('dialog', { name: '共享我的邮箱' })
    await user.click(within(dialog).getByRole('button', { name: '共享' }))
    expect(within(dialog).getByText('请选择要共享给的同事')).toBeInTheDocument()
    expect(await serverShares()).toEqual([])

    await user.type(within(dialog).getByRole('combobox', { name: /同事/ }), 'reviewer')
    const option = await screen.findByRole(
      'option',
      { name: '陈静 <reviewer@huayu.example.com>' },
      SLOW,
    )
    await user.click(option)
    expect(within(dialog).getByRole('radio', { name: /^只读/ })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: '共享' }))
    expect(
      await screen.findByText('已将邮箱以“只读”权限共享给“陈静”', {}, SLOW),
    ).toBeInTheDocument()
    expect(await serverShares()).toEqual([
      expect.objectContaining({ username: 'reviewer', permission: 'read' }),
    ])
    const list = screen.getByRole('list', { name: '已共享给', hidden: true })
    expect(within(list).getByRole('combobox', { name: '“陈静”的权限', hidden: true })).toHaveValue(
      'read',
    )
  })

  it("suggests only the organisation's people, not oneself; the server's refusal shows under the field", async () => {
    await openPage(RelateListSettingsPage, '/setting/relatelist')
    await user.click(await screen.findByRole('button', { name: '添加共享' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '共享我的邮箱' })
    const field = within(dialog).getByRole('combobox', { name: /同事/ })
    await user.type(field, 'demo')
    // The lookup answers; demo's own address is never offered.
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(screen.queryByRole('option', { name: /demo@huayu\.example\.com/ })).toBeNull()
    await user.clear(field)
    await user.type(field, 'stranger@gmail.com')
    await user.click(within(dialog).getByRole('radio', { name: /^完全控制/ }))
    await user.click(within(dialog).getByRole('button', { name: '共享' }))
    expect(await within(dialog).findByText('只能共享给本单位的同事', {}, SLOW)).toBeInTheDocument()
    expect(field).toHaveValue('stranger@gmail.com')
    expect(await serverShares()).toEqual([])
  })

  it('changes a level in place and stops sharing after a confirmation', async () => {
    const created = await apiFetch('/api/shareuser/shares/', {
      token: await tokenFor(),
      json: { username: 'reviewer', permission: 'read' },
    })
    expect(created.status).toBe(200)
    await openPage(RelateListSettingsPage, '/setting/relatelist')
    const level = await screen.findByRole('combobox', { name: '“陈静”的权限' }, SLOW)
    await user.selectOptions(level, 'all')
    expect(await screen.findByText('已将“陈静”的权限改为“完全控制”', {}, SLOW)).toBeInTheDocument()
    expect(await serverShares()).toEqual([expect.objectContaining({ permission: 'all' })])

    await user.click(screen.getByRole('button', { name: '取消与“陈静”的共享' }))
    const confirm = await screen.findByRole('alertdialog', { name: '取消与“陈静”的共享？' })
    expect(confirm).toHaveTextContent('对方将不能再进入您的邮箱，也不能再以它写信或整理邮件。')
    await user.click(within(confirm).getByRole('button', { name: '取消共享' }))
    expect(await screen.findByText('已取消与“陈静”的共享', {}, SLOW)).toBeInTheDocument()
    await waitFor(async () => expect(await serverShares()).toEqual([]))
    expect(await screen.findByText('您的邮箱还没有共享给任何人。', {}, SLOW)).toBeInTheDocument()
  })
})
