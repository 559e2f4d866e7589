/**
 * The screen lock inside the session (R-LOCK, M-ERR; R-LOCK Screen
 * lock; docs/decisions.md #3): locked cookie, password errors, what an unlock restores.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  selectIsActive,
  selectIsLocked,
  selectIsUnlocking,
  selectLockError,
} from '../../../machines/session/index.ts'
import { SessionHarness, sessionInfo, settle } from './session.harness.ts'

const S = 1000
let harness: SessionHarness | undefined
afterEach(() => harness?.stop())

async function lockedSession(remind = false) {
  harness = await SessionHarness.signedIn(
    sessionInfo({ expired_left: 100_000, lock_left: 28_800 }, remind),
  )
  harness.send({ type: 'session.lock' })
  return harness
}

describe('locking', () => {
  // R-LOCK-2
  it('the lock button locks at once: locked cookie set, live services stopped', async () => {
    const h = await lockedSession(true)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.world.lockedCookie).toBe(true)
    expect(h.world.liveChannel).toBe('closed')
    expect(h.world.log.slice(-1)).toEqual(['setLockedCookie'])
    expect(h.snapshot.children.liveChannel).toBeUndefined()
    // The session stays online: token kept, no logout call.
    expect(h.snapshot.context.token).toBe('token-boot')
    expect(h.world.tokenCookie).toBe('token-boot')
    expect(h.logout.list).toHaveLength(0)
  })

  it('ignores user activity, lock and switch requests while locked', async () => {
    const h = await lockedSession()
    h.send({ type: 'user.activity' })
    h.send({ type: 'session.switchShared', shareId: 7 })
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.switchAccount.list).toHaveLength(0)
  })
})

describe('the lock password', () => {
  it.each(['', '   '])(
    'an empty password (%j) shows the rule message and calls nothing',
    async (password) => {
      const h = await lockedSession()
      h.send({ type: 'lock.submit', password })
      expect(selectLockError(h.snapshot)).toBe('passwordRequired')
      expect(h.unlock.list).toHaveLength(0)
      expect(selectIsLocked(h.snapshot)).toBe(true)
    },
  )

  it('a refused password or failed call shows the read-password error and stays locked', async () => {
    const h = await lockedSession()
    h.send({ type: 'lock.submit', password: 'wrong' })
    expect(selectIsUnlocking(h.snapshot)).toBe(true)
    expect(h.unlock.inputs).toEqual([{ password: 'wrong' }])
    h.unlock.last().reject({ non_field_errors: ['密码错误'] })
    await settle()
    expect(selectLockError(h.snapshot)).toBe('wrongPassword')
    expect(selectIsUnlocking(h.snapshot)).toBe(false)
    expect(h.world.lockedCookie).toBe(true)
  })

  it('ignores a second submit while the first is with the server', async () => {
    const h = await lockedSession()
    h.send({ type: 'lock.submit', password: 'one' })
    h.send({ type: 'lock.submit', password: 'two' })
    expect(h.unlock.inputs).toEqual([{ password: 'one' }])
  })
})

describe('unlocking', () => {
  // R-LOCK-3
  it('clears the locked cookie, stores the new token and restarts the lock timer', async () => {
    const h = await lockedSession()
    h.advance(400 * S)
    h.world.log.length = 0
    h.send({ type: 'lock.submit', password: 'right' })
    h.unlock.last().resolve({ token: 'token-unlock' })
    await settle()
    expect(selectIsActive(h.snapshot)).toBe(true)
    expect(h.world.log).toEqual(['clearLockedCookie', 'storeToken:token-unlock'])
    expect(h.world.lockedCookie).toBe(false)
    expect(h.world.tokenCookie).toBe('token-unlock')
    expect(h.snapshot.context.token).toBe('token-unlock')
    expect(selectLockError(h.snapshot)).toBeNull()
    const unlockedAt = h.now
    h.advance(600 * S - 1)
    expect(selectIsActive(h.snapshot)).toBe(true)
    h.advance(1)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.now - unlockedAt).toBe(600 * S)
  })

  it.each([
    [true, 1, 'open'],
    [false, 0, 'closed'],
  ] as const)(
    'new-mail reminder %s → %i new live-channel token call(s), channel %s',
    async (remind, calls, channel) => {
      const h = await lockedSession(remind)
      const before = h.liveToken.list.length
      h.send({ type: 'lock.submit', password: 'right' })
      h.unlock.last().resolve({ token: 'token-unlock' })
      await settle()
      expect(h.liveToken.list.length - before).toBe(calls)
      expect(h.world.liveChannel).toBe(channel)
    },
  )

  it('a wrong password first, then the right one', async () => {
    const h = await lockedSession()
    h.send({ type: 'lock.submit', password: 'wrong' })
    h.unlock.last().reject(new Error('403'))
    await settle()
    h.send({ type: 'lock.submit', password: 'right' })
    expect(selectLockError(h.snapshot)).toBeNull()
    h.unlock.last().resolve({ token: 'token-unlock' })
    await settle()
    expect(selectIsActive(h.snapshot)).toBe(true)
  })
})

describe('start-up with the locked cookie', () => {
  it('anywhere but the lock screen: the session is cleared and the user logs in', () => {
    harness = new SessionHarness({ token: 'token-boot', locked: true })
    expect(harness.snapshot.value).toBe('loggedOut')
    expect(harness.world.log).toEqual(['clearSession'])
    expect(harness.world.tokenCookie).toBeNull()
    expect(harness.world.lockedCookie).toBe(false)
    expect(harness.loadSession.list).toHaveLength(0)
  })

  it('reloaded on /lockscreen: the session loads and resumes locked', async () => {
    harness = new SessionHarness({ token: 'token-boot', locked: true, onLockScreen: true })
    expect(harness.loadSession.inputs).toEqual([{ token: 'token-boot' }])
    harness.loadSession.last().resolve(sessionInfo({}, true))
    await settle()
    expect(selectIsLocked(harness.snapshot)).toBe(true)
    expect(harness.world.liveChannel).toBe('closed')
    expect(harness.liveToken.list).toHaveLength(0)
  })

  it('a locked cookie without a token is simply cleared', () => {
    harness = new SessionHarness({ token: null, locked: true, onLockScreen: true })
    expect(harness.snapshot.value).toBe('loggedOut')
    expect(harness.world.lockedCookie).toBe(false)
  })
})
