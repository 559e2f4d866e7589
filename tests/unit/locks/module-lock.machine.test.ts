/**
 * Unit tests of machines/module-lock with createActor: which lock flags open which module, what
 * reaches the injected calls, and the events the chart must ignore. The model test covers the
 * state/transition graph itself.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  moduleLockMachine,
  selectDialogOpen,
  selectForgotShown,
  selectModuleLockError,
  type LockModule,
  type ModuleLockStates,
  type ModuleLockStatus,
  type ReleaseLockInput,
} from '../../../machines/module-lock/index.ts'

const open: ModuleLockStatus = { locked: false, released: false }
const locked: ModuleLockStatus = { locked: true, released: false }

function statesWith(module: LockModule, status: ModuleLockStatus): ModuleLockStates {
  // Every other module locked: only the asked module's flags may decide.
  return { mailbox: locked, file: locked, calendar: locked, [module]: status }
}

interface Fakes {
  states: ModuleLockStates | Error
  /** The password the fake server accepts. */
  password?: string
  /** Hold every release until the test lets it go. */
  holdRelease?: Promise<void>
}

function start(fakes: Fakes) {
  const releaseInputs: ReleaseLockInput[] = []
  const passed: LockModule[] = []
  let loads = 0
  const machine = moduleLockMachine.provide({
    actors: {
      loadLockState: fromPromise<ModuleLockStates>(async () => {
        loads += 1
        if (fakes.states instanceof Error) throw fakes.states
        return fakes.states
      }),
      releaseLock: fromPromise<void, ReleaseLockInput>(async ({ input }) => {
        releaseInputs.push(input)
        await fakes.holdRelease
        if (input.password !== (fakes.password ?? 'Lock@2468')) throw new Error('400')
      }),
    },
  })
  const actor = createActor(machine)
  actor.on('lock.passed', (event) => passed.push(event.module))
  actor.start()
  return { actor, releaseInputs, passed, loads: () => loads }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))
const asking = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('asking'))

describe('module lock machine', () => {
  it.each([
    ['calendar', open, true],
    ['calendar', { locked: true, released: true }, true],
    ['calendar', locked, false],
    ['file', open, true],
    ['file', { locked: true, released: true }, true],
    ['file', locked, false],
    ['mailbox', { locked: true, released: true }, true],
    ['mailbox', locked, false],
  ] as const)('%s with %o passes straight away: %s', async (module, status, passes) => {
    const h = start({ states: statesWith(module, status) })
    h.actor.send({ type: 'lock.check', module })
    const settled = await waitFor(h.actor, (s) => !s.hasTag('busy'))
    expect(selectDialogOpen(settled)).toBe(!passes)
    expect(h.passed).toEqual(passes ? [module] : [])
  })

  it('releases the asked module with the password as typed, then passes', async () => {
    const h = start({ states: statesWith('file', locked), password: ' Lock@2468 ' })
    h.actor.send({ type: 'lock.check', module: 'file' })
    await asking(h.actor)
    h.actor.send({ type: 'lock.submit', password: ' Lock@2468 ' })
    await idle(h.actor)
    expect(h.releaseInputs).toEqual([{ module: 'file', password: ' Lock@2468 ' }])
    expect(h.passed).toEqual(['file'])
  })

  it('refuses an empty password without a call, and a wrong one after the call', async () => {
    const h = start({ states: statesWith('calendar', locked) })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    await asking(h.actor)
    h.actor.send({ type: 'lock.submit', password: ' \t' })
    expect(selectModuleLockError(h.actor.getSnapshot())).toBe('passwordRequired')
    expect(h.releaseInputs).toEqual([])
    h.actor.send({ type: 'lock.submit', password: 'guess' })
    expect(selectModuleLockError(h.actor.getSnapshot())).toBeNull()
    const refused = await asking(h.actor)
    expect(selectModuleLockError(refused)).toBe('wrongPassword')
    expect(h.passed).toEqual([])
  })

  it('ignores a second submit and a second check while the password is with the server', async () => {
    let letGo = () => {}
    const holdRelease = new Promise<void>((resolve) => (letGo = resolve))
    const h = start({ states: statesWith('calendar', locked), holdRelease })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    await asking(h.actor)
    h.actor.send({ type: 'lock.submit', password: 'Lock@2468' })
    h.actor.send({ type: 'lock.submit', password: 'Lock@2468' })
    h.actor.send({ type: 'lock.check', module: 'file' })
    letGo()
    await idle(h.actor)
    expect(h.releaseInputs).toHaveLength(1)
    expect(h.loads()).toBe(1)
    expect(h.passed).toEqual(['calendar'])
  })

  it('does not pass when the dialog was closed while the release was on its way', async () => {
    let letGo = () => {}
    const holdRelease = new Promise<void>((resolve) => (letGo = resolve))
    const h = start({ states: statesWith('calendar', locked), holdRelease })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    await asking(h.actor)
    h.actor.send({ type: 'lock.submit', password: 'Lock@2468' })
    h.actor.send({ type: 'lock.cancel' })
    letGo()
    await holdRelease
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.passed).toEqual([])
  })

  it('stays put with checkFailed when the lock state cannot be read', async () => {
    const h = start({ states: new Error('503') })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    const settled = await idle(h.actor)
    expect(selectModuleLockError(settled)).toBe('checkFailed')
    expect(h.passed).toEqual([])
  })

  it('starts each check afresh: no old error, no old forgot warning', async () => {
    const h = start({ states: statesWith('calendar', locked) })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    await asking(h.actor)
    h.actor.send({ type: 'lock.forgot' })
    h.actor.send({ type: 'lock.submit', password: '' })
    expect(selectForgotShown(h.actor.getSnapshot())).toBe(true)
    h.actor.send({ type: 'lock.cancel' })
    h.actor.send({ type: 'lock.check', module: 'calendar' })
    const again = await asking(h.actor)
    expect(selectForgotShown(again)).toBe(false)
    expect(selectModuleLockError(again)).toBeNull()
    expect(h.loads()).toBe(2)
  })
})
