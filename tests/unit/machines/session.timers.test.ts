/**
 * The session's clocks on simulated time (R-SESSION, C-TIME-1, C-TIME-2): idle lock at
 * 600 s in 30 s ticks, idle expiry beyond lock_left on 60 s checks (C-TIME-3, M-ERR-20), token
 * refresh at expired_left − 300 s and then every 1800 − 300 s (C-TIME-4).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { selectIsActive, selectIsLocked, selectNotice } from '../../../machines/session/index.ts'
import { SessionHarness, sessionInfo, settle } from './session.harness.ts'

const S = 1000
let harness: SessionHarness | undefined
const start = async (shared: Parameters<typeof sessionInfo>[0] = {}) => {
  harness = await SessionHarness.signedIn(sessionInfo(shared))
  return harness
}
afterEach(() => harness?.stop())

describe('idle lock', () => {
  // R-SESSION-1
  it('locks on the tick that reaches exactly 600 s idle, not on the 570 s one', async () => {
    const h = await start({ expired_left: 100_000 })
    h.advance(570 * S)
    expect(selectIsActive(h.snapshot)).toBe(true)
    expect(h.snapshot.context.idleSeconds).toBe(570)
    h.advance(30 * S - 1)
    expect(selectIsActive(h.snapshot)).toBe(true)
    h.advance(1)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.world.lockedCookie).toBe(true)
  })

  it('restarts the idle count on user activity', async () => {
    const h = await start({ expired_left: 100_000 })
    h.advance(590 * S)
    h.send({ type: 'user.activity' })
    expect(h.snapshot.context.idleSeconds).toBe(0)
    h.advance(599 * S)
    expect(selectIsActive(h.snapshot)).toBe(true)
    h.advance(S)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.now).toBe(1190 * S)
  })

  it('stops the live channel, heartbeat and user-test timers when it locks', async () => {
    const h = await SessionHarness.signedIn(sessionInfo({ expired_left: 100_000 }, true))
    expect(h.world.liveChannel).toBe('open')
    h.world.log.length = 0
    h.advance(600 * S)
    expect(h.world.log).toEqual(['setLockedCookie'])
    expect(h.world.liveChannel).toBe('closed')
    expect(h.snapshot.children.liveChannel).toBeUndefined()
  })
})

// R-SESSION-2
describe('idle expiry (lock_left, checked every 60 s)', () => {
  it.each([
    // [lock_left, first moment idle exceeds it on a 60 s check] — all before the 600 s lock
    [300, 360],
    [330, 360],
    [359, 360],
    [360, 420],
    [539, 540],
  ] as const)(
    'lock_left %i s expires at %i s, before the idle lock',
    async (lockLeft, expiresAt) => {
      const h = await start({ lock_left: lockLeft, expired_left: 100_000 })
      h.advance(expiresAt * S - 1)
      expect(selectIsActive(h.snapshot)).toBe(true)
      h.advance(1)
      expect(h.snapshot.value).toBe('expired')
      expect(selectNotice(h.snapshot)).toBe('loginExpired') // M-ERR-20, C-TIME-3
      expect(h.world.tokenCookie).toBeNull()
      expect(h.snapshot.context.token).toBeNull()
    },
  )

  it.each([600, 1800, undefined])(
    // R-LOCK-4
    'lock_left %s: the idle lock comes first and the locked session stays online for hours',
    async (lockLeft) => {
      const h = await start({ lock_left: lockLeft, expired_left: 600 })
      h.advance(600 * S)
      expect(selectIsLocked(h.snapshot)).toBe(true)
      // "The session stays online until the password is entered": no expiry, the token is
      // still refreshed (every 1500 s after the first at 300 s).
      let answered = 0
      while (h.now < 4 * 3600 * S) {
        h.advance(60 * S)
        for (const call of h.refreshToken.list.slice(answered)) {
          answered++
          call.resolve({ token: `token-r${answered}` })
        }
        await settle()
      }
      // 300 s, then every 1500 s: 300, 1800, … 13800 s within the four hours.
      expect(answered).toBe(10)
      expect(selectIsLocked(h.snapshot)).toBe(true)
      expect(selectNotice(h.snapshot)).toBeNull()
      expect(h.world.tokenCookie).toMatch(/^token-r\d+$/)
      expect(h.snapshot.matches({ signedIn: { sessionCheck: 'paused' } })).toBe(true)
    },
  )

  it('counts idleness from the unlock, not from before the lock', async () => {
    const h = await start({ lock_left: 600, expired_left: 100_000 })
    h.advance(600 * S)
    h.advance(3000 * S)
    h.send({ type: 'lock.submit', password: 'pw' })
    h.unlock.last().resolve({ token: 'token-unlocked' })
    await settle()
    expect(selectIsActive(h.snapshot)).toBe(true)
    expect(h.snapshot.context.checkIdleSeconds).toBe(0)
    h.advance(599 * S)
    expect(selectIsActive(h.snapshot)).toBe(true)
    h.advance(S)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    h.advance(3600 * S)
    expect(selectIsLocked(h.snapshot)).toBe(true)
  })

  it('a lock by hand also pauses the expiry of a short lock_left', async () => {
    const h = await start({ lock_left: 300, expired_left: 100_000 })
    h.advance(200 * S)
    h.send({ type: 'session.lock' })
    h.advance(3600 * S)
    expect(selectIsLocked(h.snapshot)).toBe(true)
  })

  it('counts idleness again from the last activity', async () => {
    const h = await start({ lock_left: 300, expired_left: 100_000 })
    h.advance(330 * S)
    h.send({ type: 'user.activity' })
    h.advance(359 * S)
    expect(selectIsActive(h.snapshot)).toBe(true)
    h.advance(S)
    expect(h.snapshot.value).toBe('expired')
  })

  it('stops the live services when the session expires', async () => {
    const h = await SessionHarness.signedIn(sessionInfo({ lock_left: 300 }, true))
    expect(h.world.liveChannel).toBe('open')
    h.advance(360 * S)
    expect(h.world.liveChannel).toBe('closed')
  })
})

describe('token refresh', () => {
  // R-SESSION-3
  it('refreshes at expired_left − 300 s, then every 1500 s, also while locked', async () => {
    // C-TIME-4
    const h = await start({ expired_left: 600, lock_left: 28_800 })
    h.advance(300 * S - 1)
    expect(h.refreshToken.list).toHaveLength(0)
    h.advance(1)
    expect(h.refreshToken.inputs).toEqual([{ token: 'token-boot' }])
    h.refreshToken.last().resolve({ token: 'token-r1' })
    await settle()
    expect(h.snapshot.context.token).toBe('token-r1')
    expect(h.snapshot.context.expiredLeftSeconds).toBe(1800)
    expect(h.world.tokenCookie).toBe('token-r1')

    h.advanceTo(1800 * S - 1)
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.refreshToken.list).toHaveLength(1)
    h.advance(1)
    expect(h.refreshToken.inputs[1]).toEqual({ token: 'token-r1' })
    h.refreshToken.last().resolve({ token: 'token-r2' })
    await settle()
    h.advanceTo(3300 * S)
    expect(h.refreshToken.inputs[2]).toEqual({ token: 'token-r2' })
  })

  it.each([
    [undefined, 300],
    [900, 600],
    [200, 0],
  ])('expired_left %s refreshes after %i s', async (expiredLeft, refreshAt) => {
    const h = await start({ expired_left: expiredLeft })
    if (refreshAt > 0) {
      h.advance(refreshAt * S - 1)
      expect(h.refreshToken.list).toHaveLength(0)
    }
    h.advance(1)
    expect(h.refreshToken.list).toHaveLength(1)
  })

  it('keeps the old token after a failed refresh and retries 60 s later', async () => {
    const h = await start({ expired_left: 600, lock_left: 28_800 })
    h.advance(300 * S)
    h.refreshToken.last().reject(new Error('offline'))
    await settle()
    expect(h.snapshot.context.token).toBe('token-boot')
    h.advance(60 * S - 1)
    expect(h.refreshToken.list).toHaveLength(1)
    h.advance(1)
    expect(h.refreshToken.list).toHaveLength(2)
  })

  it('restarts the countdown when an unlock issues a new token', async () => {
    const h = await start({ expired_left: 600, lock_left: 28_800 })
    h.advance(200 * S)
    h.send({ type: 'session.lock' })
    h.send({ type: 'lock.submit', password: 'pw' })
    h.unlock.last().resolve({ token: 'token-unlocked' })
    await settle()
    h.advance(299 * S)
    expect(h.refreshToken.list).toHaveLength(0)
    h.advance(S)
    expect(h.refreshToken.inputs).toEqual([{ token: 'token-unlocked' }])
  })
})
