/**
 * The lock dialog (R-LOCK "Lock dialog … with a cancel-lock sub-dialog"; calls-and-
 * behaviour.md §8): the exact spec messages — password rule (empty), read-password-error (wrong
 * password), 'contact your administrator' (forgotten) — in English and in the source language,
 * on machines with fake I/O (the real calls are covered by tests/contract/locks.test.ts and the
 * Playwright journeys in tests/e2e/locks).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import {
  lockClearMachine,
  lockSettingsMachine,
  type CancelLockInput,
  type ClearUserLockInput,
  type LockModule,
  type LockSettingsData,
  type ModuleLockSettings,
  type SaveLockInput,
} from '../../../machines/lock-settings/index.ts'
import { LockSettingsDialog } from '../../../src/features/locks/LockSettingsDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import type { Locale } from '../../../src/i18n/locales.ts'

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

const PASSWORD = 'Lock@2468'

class Backend {
  passwords: Record<LockModule, string> = { mailbox: PASSWORD, calendar: '', file: '' }
  saves: SaveLockInput[] = []
  cancels: CancelLockInput[] = []
  clears: ClearUserLockInput[] = []

  modules(): ModuleLockSettings {
    const one = (m: LockModule) => ({
      isSet: this.passwords[m] !== '',
      folders: m === 'mailbox' && this.passwords[m] ? ['Finance'] : [],
    })
    return { mailbox: one('mailbox'), calendar: one('calendar'), file: one('file') }
  }

  machine() {
    return lockSettingsMachine.provide({
      actors: {
        loadLockSettings: fromPromise<LockSettingsData>(async () => ({
          modules: this.modules(),
          rule: { minLength: 6, maxLength: 16 },
          folders: [
            { rawName: 'Projects', name: '项目资料' },
            { rawName: 'Finance', name: '财务报销' },
          ],
        })),
        saveLock: fromPromise<ModuleLockSettings, SaveLockInput>(async ({ input }) => {
          this.saves.push(input)
          if (input.mode === 'edit' && input.oldPassword !== this.passwords[input.module])
            throw new Error('400')
          this.passwords[input.module] = input.password
          return this.modules()
        }),
        cancelLock: fromPromise<ModuleLockSettings, CancelLockInput>(async ({ input }) => {
          this.cancels.push(input)
          if (input.password !== this.passwords[input.module]) throw new Error('400')
          this.passwords[input.module] = ''
          return this.modules()
        }),
      },
    })
  }

  clearMachine() {
    return lockClearMachine.provide({
      actors: {
        clearUserLock: fromPromise<void, ClearUserLockInput>(async ({ input }) => {
          this.clears.push(input)
          if (input.username !== 'demo@huayu.example.com') throw new Error('unknownUser')
        }),
      },
    })
  }
}

function renderDialog(
  backend: Backend,
  {
    module = 'calendar',
    isAdmin = false,
    locale = 'en',
  }: { module?: LockModule; isAdmin?: boolean; locale?: Locale } = {},
) {
  return renderWithProviders(
    <LockSettingsDialog
      open
      module={module}
      isAdmin={isAdmin}
      owner="demo@huayu.example.com"
      onClose={() => {}}
      machine={backend.machine()}
      clearMachine={backend.clearMachine()}
    />,
    { locale },
  )
}

describe('lock settings dialog', () => {
  it('sets a calendar lock: password rule, length, confirmation, then saved', async () => {
    const user = userEvent.setup()
    const backend = new Backend()
    renderDialog(backend)
    const setButton = await screen.findByRole('button', { name: 'Set the lock password' })

    await user.click(setButton)
    expect(await screen.findByText('Please enter the lock password')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Lock password'), 'abc12')
    await user.click(setButton)
    expect(
      await screen.findByText('The lock password must be 6 to 16 characters long.'),
    ).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Lock password'))
    await user.type(screen.getByLabelText('Lock password'), 'Cal@2468')
    await user.type(screen.getByLabelText('Confirm the lock password'), 'Cal@2469')
    await user.click(setButton)
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument()
    expect(backend.saves).toEqual([])
    // Nothing typed was lost.
    expect(screen.getByLabelText('Lock password')).toHaveValue('Cal@2468')

    await user.clear(screen.getByLabelText('Confirm the lock password'))
    await user.type(screen.getByLabelText('Confirm the lock password'), 'Cal@2468')
    await user.click(setButton)
    expect(await screen.findByText('The lock password was saved.')).toBeInTheDocument()
    expect(backend.saves).toEqual([
      { mode: 'set', module: 'calendar', password: 'Cal@2468', confirm: 'Cal@2468' },
    ])
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument()
  })

  it('changes the mailbox lock: a wrong old password shows the read-password-error message', async () => {
    const user = userEvent.setup()
    const backend = new Backend()
    renderDialog(backend, { module: 'mailbox' })
    expect(await screen.findByText(/财务报销/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    await user.type(screen.getByLabelText('Current lock password'), 'Wrong@111')
    await user.type(screen.getByLabelText('New lock password'), 'Lock@1357')
    await user.type(screen.getByLabelText('Confirm the lock password'), 'Lock@1357')
    await user.click(screen.getByLabelText('项目资料'))
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByText('Wrong password, please try again')).toBeInTheDocument()
    expect(screen.getByLabelText('New lock password')).toHaveValue('Lock@1357')

    await user.clear(screen.getByLabelText('Current lock password'))
    await user.type(screen.getByLabelText('Current lock password'), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByText('The lock password was saved.')).toBeInTheDocument()
    expect(backend.saves.at(-1)).toEqual({
      mode: 'edit',
      module: 'mailbox',
      oldPassword: PASSWORD,
      password: 'Lock@1357',
      confirm: 'Lock@1357',
      folders: ['Finance', 'Projects'],
    })
  })

  it('cancels a lock in the sub-dialog: password rule, wrong password, forgotten, removed', async () => {
    const user = userEvent.setup()
    const backend = new Backend()
    renderDialog(backend, { module: 'mailbox' })
    await user.click(await screen.findByRole('button', { name: 'Remove lock' }))
    const sub = await screen.findByRole('dialog', { name: 'Remove lock' })
    const confirm = within(sub).getByRole('button', { name: 'Remove the lock' })

    await user.click(confirm)
    expect(await within(sub).findByText('Please enter the lock password')).toBeInTheDocument()
    expect(backend.cancels).toEqual([])

    await user.type(within(sub).getByLabelText('Lock password'), 'nope-nope')
    await user.click(confirm)
    expect(await within(sub).findByText('Wrong password, please try again')).toBeInTheDocument()

    await user.click(within(sub).getByRole('button', { name: 'Forgot password?' }))
    expect(
      await within(sub).findByText('Please contact your administrator to reset the lock password'),
    ).toBeInTheDocument()

    await user.clear(within(sub).getByLabelText('Lock password'))
    await user.type(within(sub).getByLabelText('Lock password'), PASSWORD)
    await user.click(confirm)
    expect(await screen.findByText('The lock was removed.')).toBeInTheDocument()
    expect(backend.cancels.at(-1)).toEqual({ module: 'mailbox', password: PASSWORD })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set the lock password' })).toBeInTheDocument(),
    )
  })

  it('shows the spec messages in simplified Chinese too', async () => {
    const user = userEvent.setup()
    const backend = new Backend()
    renderDialog(backend, { module: 'mailbox', locale: 'zh-hans' })
    await user.click(await screen.findByRole('button', { name: '修改密码' }))
    await user.click(screen.getByRole('button', { name: '保存新密码' }))
    expect(await screen.findByText('请输入锁定密码')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '忘记密码？' }))
    expect(await screen.findByText('请联系管理员重置锁定密码')).toBeInTheDocument()
    await user.type(screen.getByLabelText('原锁定密码'), 'Wrong@111')
    await user.type(screen.getByLabelText('新锁定密码'), 'Lock@1357')
    await user.type(screen.getByLabelText('确认锁定密码'), 'Lock@1357')
    await user.click(screen.getByRole('button', { name: '保存新密码' }))
    expect(await screen.findByText('密码错误，请重新输入')).toBeInTheDocument()
  })

  it("lets only an administrator clear a user's lock passwords", async () => {
    const user = userEvent.setup()
    const plain = new Backend()
    const { unmount } = renderDialog(plain)
    await screen.findByRole('button', { name: 'Set the lock password' })
    expect(screen.queryByLabelText(/Clear a user's lock passwords/)).toBeNull()
    unmount()

    const backend = new Backend()
    renderDialog(backend, { isAdmin: true })
    const field = await screen.findByLabelText("Clear a user's lock passwords (user email)")
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText("Enter the user's email.")).toBeInTheDocument()
    await user.type(field, 'ghost@huayu.example.com')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('No such user.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'demo@huayu.example.com')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(
      await screen.findByText('The lock passwords of demo@huayu.example.com were cleared.'),
    ).toBeInTheDocument()
  })
})
