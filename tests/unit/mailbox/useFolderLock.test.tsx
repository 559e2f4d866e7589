/**
 * Opening a locked folder asks for the mailbox lock password first (through the module lock
 * machine and its dialog); once given it stays released for the session, so the next locked
 * folder opens without asking; a cancel leaves the folder closed until the user asks again.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import {
  moduleLockMachine,
  type ModuleLockStates,
  type ReleaseLockInput,
} from '../../../machines/module-lock/index.ts'
import {
  useFolderLock,
  type FolderLockMemory,
} from '../../../src/features/mailbox/folders/useFolderLock.tsx'
import { renderWithProviders } from '../../support/render.tsx'

const user = userEvent.setup({ delay: null })

function fakeLock() {
  const released: ReleaseLockInput[] = []
  let mailboxReleased = false
  const loads = { count: 0 }
  const machine = moduleLockMachine.provide({
    actors: {
      loadLockState: fromPromise<ModuleLockStates>(async () => {
        loads.count += 1
        const closed = { locked: false, released: false }
        return {
          file: closed,
          calendar: closed,
          mailbox: { locked: true, released: mailboxReleased },
        }
      }),
      releaseLock: fromPromise<void, ReleaseLockInput>(async ({ input }) => {
        released.push(input)
        if (input.password !== 'Lock@2468') throw new Error('400')
        mailboxReleased = true
      }),
    },
  })
  return { machine, released, loads }
}

function Folder({
  name,
  memory,
  machine,
}: {
  name: string
  memory: FolderLockMemory
  machine: typeof moduleLockMachine
}) {
  const lock = useFolderLock({ raw_name: name, is_lock: true }, memory, machine)
  return (
    <>
      <output aria-label="lock state">{lock.state}</output>
      <button onClick={lock.unlock}>unlock</button>
      {lock.dialog}
    </>
  )
}

// The modal dialog hides the rest of the page from the accessibility tree meanwhile.
const state = () => screen.getByRole('status', { name: 'lock state', hidden: true })

describe('useFolderLock', { timeout: 60_000 }, () => {
  it('asks for the password, refuses a wrong one, opens with the right one', async () => {
    const { machine, released } = fakeLock()
    const memory = { lockReleased: false }
    renderWithProviders(<Folder name="Finance" memory={memory} machine={machine} />, {
      locale: 'zh-hans',
    })
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(state()).toHaveTextContent('checking')
    expect(dialog).toHaveTextContent('邮箱已加锁')
    const password = within(dialog).getByLabelText('锁定密码')
    await user.type(password, 'wrong{Enter}')
    expect(await within(dialog).findByText('密码错误，请重新输入')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Lock@2468{Enter}')
    await waitFor(() => expect(state()).toHaveTextContent('open'))
    expect(released.map((r) => r.module)).toEqual(['mailbox', 'mailbox'])
    expect(memory.lockReleased).toBe(true)
  })

  it('does not ask again once released in this session', async () => {
    const { machine, loads } = fakeLock()
    renderWithProviders(
      <Folder name="Finance" memory={{ lockReleased: true }} machine={machine} />,
      { locale: 'zh-hans' },
    )
    expect(state()).toHaveTextContent('open')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(loads.count).toBe(0)
  })

  it('stays locked after a cancel until the user asks again', async () => {
    const { machine } = fakeLock()
    renderWithProviders(
      <Folder name="Finance" memory={{ lockReleased: false }} machine={machine} />,
      { locale: 'zh-hans' },
    )
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(state()).toHaveTextContent('locked'))
    await user.click(screen.getByRole('button', { name: 'unlock' }))
    // Reopened right after a close: under load the dialog can take a while to become accessible.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument()
  })
})
