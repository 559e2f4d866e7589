/**
 * The lock check as the welcome page uses it: useModuleLockGate's dialog in front of /calendar and
 * /file, on a machine with fake I/O so each answer is chosen by the test (the real actors are
 * tested over HTTP in moduleLockActors.test.ts). Source-language (zh-hans) texts.
 */
import { Tab, TabList } from '@fluentui/react-components'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import {
  moduleLockMachine,
  type LockModule,
  type ModuleLockStates,
  type ModuleLockStatus,
  type ReleaseLockInput,
} from '../../../machines/module-lock/index.ts'
import { useModuleLockGateWith } from '../../../src/features/locks/useModuleLockGate.tsx'
import { renderWithProviders } from '../../support/render.tsx'

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

const LOCK_PASSWORD = 'Lock@2468'
const locked: ModuleLockStatus = { locked: true, released: false }
const open: ModuleLockStatus = { locked: false, released: false }

interface Backend {
  states: ModuleLockStates | Error
  loads: number
  releases: ReleaseLockInput[]
}

function machineOn(backend: Backend) {
  return moduleLockMachine.provide({
    actors: {
      loadLockState: fromPromise<ModuleLockStates>(async () => {
        backend.loads += 1
        if (backend.states instanceof Error) throw backend.states
        return backend.states
      }),
      releaseLock: fromPromise<void, ReleaseLockInput>(async ({ input }) => {
        backend.releases.push(input)
        if (input.password !== LOCK_PASSWORD) throw new Error('400')
      }),
    },
  })
}

const TARGETS: Record<Exclude<LockModule, 'mailbox'>, string> = {
  calendar: '/calendar/index',
  file: '/file/pfile',
}

/** The welcome page's use of the gate, without the rest of the page. */
function Tiles({ machine }: { machine: typeof moduleLockMachine }) {
  const navigate = useNavigate()
  const { gate, dialog } = useModuleLockGateWith(machine)
  return (
    <>
      <button onClick={() => gate('calendar', () => void navigate({ to: TARGETS.calendar }))}>
        日程
      </button>
      <button onClick={() => gate('file', () => void navigate({ to: TARGETS.file }))}>
        文件中心
      </button>
      {dialog}
    </>
  )
}

/**
 * The app shell's top tabs stand in here for a reason: Fluent disposes its shared focus manager
 * (tabster) when no component uses it, and a modal that goes with the page then leaves
 * aria-hidden on the app root. The shell's TabList keeps it alive in the app, as it does here.
 */
function Shell() {
  return (
    <>
      <TabList>
        <Tab value="mailbox">邮箱</Tab>
      </TabList>
      <Outlet />
    </>
  )
}

function renderTiles(states: Backend['states']) {
  const backend: Backend = { states, loads: 0, releases: [] }
  const machine = machineOn(backend)
  const rootRoute = createRootRoute({ component: Shell })
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{text}</h1> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/mailbox/welcome',
        component: () => <Tiles machine={machine} />,
      }),
      page(TARGETS.calendar, 'calendar page'),
      page(TARGETS.file, 'file page'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/mailbox/welcome'] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale: 'zh-hans' })
  return { backend, router }
}

const user = userEvent.setup({ delay: null })
const statesWith = (module: LockModule, status: ModuleLockStatus): ModuleLockStates => ({
  mailbox: locked,
  file: open,
  calendar: open,
  [module]: status,
})
const passwordField = () => screen.getByLabelText('锁定密码', { selector: 'input' })

async function openTile(name: string) {
  await user.click(await screen.findByRole('button', { name }))
}

// R-HOME-5: a locked, unreleased calendar or file module asks for its password before going on
describe('module lock gate', () => {
  it('goes straight on when the module is not locked', async () => {
    const { router } = renderTiles(statesWith('calendar', open))
    await openTile('日程')
    expect(await screen.findByRole('heading', { name: 'calendar page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(TARGETS.calendar)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for the password, refuses empty and wrong ones, then goes on', async () => {
    const { backend, router } = renderTiles(statesWith('file', locked))
    await openTile('文件中心')
    const dialog = await screen.findByRole('dialog', { name: '文件中心已加锁' })
    expect(dialog).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '确定' }))
    // R-VALID-8, M-ERR-14 (module lock)
    expect(await screen.findByText('请输入锁定密码')).toBeInTheDocument()
    expect(backend.releases).toEqual([])

    await user.type(passwordField(), 'guess{Enter}')
    expect(await screen.findByText('密码错误，请重新输入')).toBeInTheDocument()
    expect(screen.queryByText('请输入锁定密码')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/mailbox/welcome')

    await user.clear(passwordField())
    await user.type(passwordField(), `${LOCK_PASSWORD}{Enter}`)
    expect(await screen.findByRole('heading', { name: 'file page' })).toBeInTheDocument()
    expect(backend.releases).toEqual([
      { module: 'file', password: 'guess' },
      { module: 'file', password: LOCK_PASSWORD },
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('tells a user who forgot the password to contact the administrator', async () => {
    renderTiles(statesWith('calendar', locked))
    await openTile('日程')
    await screen.findByRole('dialog', { name: '日程已加锁' })
    expect(screen.queryByText('请联系管理员重置锁定密码')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '忘记密码？' }))
    expect(await screen.findByText('请联系管理员重置锁定密码')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('stays on the page when the dialog is cancelled', async () => {
    const { router } = renderTiles(statesWith('calendar', locked))
    await openTile('日程')
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/mailbox/welcome')
    // Hidden from assistive technology no longer: the tiles are reachable by role again.
    expect(await screen.findByRole('button', { name: '日程' })).toBeInTheDocument()
  })

  it('opens nothing when the lock state cannot be read', async () => {
    const { backend, router } = renderTiles(new Error('503'))
    await openTile('日程')
    await openTile('文件中心')
    // The second check ran, so the first one had ended (a running check ignores new ones).
    await waitFor(() => expect(backend.loads).toBe(2))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/mailbox/welcome')
  })
})
