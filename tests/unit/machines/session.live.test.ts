/**
 * The session and its live channel (R-LOCK, R-LIVE;
 * R-LOCK / Session): the channel runs only while the new-mail reminder
 * is on and the screen is in use; idle lock and the lock button close it with its heartbeat;
 * an unlock reconnects it; logout, expiry and a shared-mailbox switch close it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { selectIsLocked } from '../../../machines/session/index.ts'
import { SessionHarness, sessionInfo, settle } from './session.harness.ts'

const S = 1000
let harness: SessionHarness | undefined
afterEach(() => harness?.stop())

/** Signed in with reminders on; the live channel is connected (token given, socket open). */
async function connected(shared: Parameters<typeof sessionInfo>[0] = {}) {
  const h = (harness = await SessionHarness.signedIn(
    sessionInfo({ expired_left: 100_000, lock_left: 28_800, ...shared }, true),
  ))
  h.liveToken.last().resolve({ token: 'live-1' })
  await settle()
  h.sockets.at(-1)?.({ type: 'channel.opened' })
  return h
}

const pings = (h: SessionHarness) => h.world.log.filter((entry) => entry === 'socket.ping').length

describe('the live channel inside the session', () => {
  // R-LIVE-4 (its own token, fetched first), R-LIVE-2
  it('opens with the live token when the reminder is on, and pings every 60 s', async () => {
    const h = await connected()
    expect(h.world.liveChannel).toBe('open')
    expect(h.world.log).toContain('socket:open:live-1')
    h.advance(60 * S)
    expect(pings(h)).toBe(1)
    h.sockets.at(-1)?.({ type: 'channel.pong' })
    h.advance(60 * S)
    expect(pings(h)).toBe(2)
  })

  it('never opens when the reminder is off', async () => {
    harness = await SessionHarness.signedIn(sessionInfo({}, false))
    harness.advance(120 * S)
    expect(harness.world.liveChannel).toBe('closed')
    expect(harness.liveToken.list).toHaveLength(0)
  })

  // R-LOCK-2, R-SESSION-1 (the idle lock closes the live channel)
  it('the idle lock (600 s) closes the socket and stops the heartbeat and reply timers', async () => {
    const h = await connected()
    // Keep the channel alive until the lock: a pong for every ping.
    for (let t = 0; t < 9; t++) {
      h.advance(60 * S)
      h.sockets.at(-1)?.({ type: 'channel.pong' })
    }
    h.advance(60 * S)
    // 600 s: the lock tick and the tenth ping are due together; the lock wins or follows.
    expect(selectIsLocked(h.snapshot)).toBe(true)
    expect(h.world.log.at(-1)).toBe('socket:close')
    expect(h.world.liveChannel).toBe('closed')
    const sent = pings(h)
    const calls = h.liveToken.list.length
    h.advance(300 * S)
    // No heartbeat, no reply timeout, no reconnect while locked.
    expect(pings(h)).toBe(sent)
    expect(h.liveToken.list).toHaveLength(calls)
    expect(selectIsLocked(h.snapshot)).toBe(true)
  })

  // R-LOCK-2, R-LOCK-3 (the live channel reconnects)
  it('the lock button closes it; unlocking reconnects with a fresh live token', async () => {
    const h = await connected()
    h.send({ type: 'session.lock' })
    expect(h.world.log.slice(-2)).toEqual(['setLockedCookie', 'socket:close'])
    h.send({ type: 'lock.submit', password: 'right' })
    h.unlock.last().resolve({ token: 'token-unlock' })
    await settle()
    expect(h.world.liveChannel).toBe('open')
    expect(h.liveToken.list).toHaveLength(2)
    h.liveToken.last().resolve({ token: 'live-2' })
    await settle()
    expect(h.world.log.at(-1)).toBe('socket:open:live-2')
  })

  it('logout closes it', async () => {
    const h = await connected()
    h.send({ type: 'session.logout' })
    expect(h.world.liveChannel).toBe('closed')
    expect(h.world.log.at(-1)).toBe('socket:close')
  })

  it('a shared-mailbox switch closes it and the switched-into session decides again', async () => {
    const h = await connected()
    h.send({ type: 'session.switchShared', shareId: 7 })
    expect(h.world.liveChannel).toBe('closed')
    h.switchAccount.last().resolve({ token: 'token-shared', name: '共享邮箱' })
    await settle()
    expect(h.world.liveChannel).toBe('closed')
    h.loadSession.last().resolve(sessionInfo({ expired_left: 100_000 }, true, '共享邮箱'))
    await settle()
    expect(h.world.liveChannel).toBe('open')
    expect(h.liveToken.list).toHaveLength(2)
  })

  it('user activity does not restart the channel', async () => {
    const h = await connected()
    h.send({ type: 'user.activity' })
    h.send({ type: 'user.activity' })
    expect(h.liveToken.list).toHaveLength(1)
    expect(h.world.log.filter((entry) => entry.startsWith('socket:open'))).toHaveLength(1)
  })
})
