/**
 * The lazily started session (src/app/session/sessionSource.ts): started once, listeners told
 * when it runs, events before that dropped, and a failed chunk load retried by the next load().
 */
import { describe, expect, it, vi } from 'vitest'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import { lazySession, readySession } from '../../../src/app/session/sessionSource.ts'

const fakeActor = () =>
  ({ send: vi.fn() }) as unknown as SessionActor & { send: ReturnType<typeof vi.fn> }

describe('lazySession', () => {
  it('starts the session once, however often it is asked for', async () => {
    const actor = fakeActor()
    const start = vi.fn(() => Promise.resolve(actor))
    const source = lazySession(start)
    expect(source.current()).toBeNull()
    const [first, second] = await Promise.all([source.load(), source.load()])
    expect(first).toBe(actor)
    expect(second).toBe(actor)
    expect(await source.load()).toBe(actor)
    expect(start).toHaveBeenCalledTimes(1)
    expect(source.current()).toBe(actor)
  })

  it('tells subscribers when the session runs, and stops telling the unsubscribed', async () => {
    const source = lazySession(() => Promise.resolve(fakeActor()))
    const told = vi.fn()
    const gone = vi.fn()
    source.subscribe(told)
    source.subscribe(gone)()
    await source.load()
    expect(told).toHaveBeenCalledTimes(1)
    expect(gone).not.toHaveBeenCalled()
  })

  it('drops events sent before the session runs and delivers those after', async () => {
    const actor = fakeActor()
    const source = lazySession(() => Promise.resolve(actor))
    source.send({ type: 'session.unauthorized' })
    await source.load()
    expect(actor.send).not.toHaveBeenCalled()
    source.send({ type: 'user.activity' })
    expect(actor.send).toHaveBeenCalledWith({ type: 'user.activity' })
  })

  it('tries again after the chunk failed to load', async () => {
    const actor = fakeActor()
    const start = vi
      .fn<() => Promise<SessionActor>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(actor)
    const source = lazySession(start)
    await expect(source.load()).rejects.toThrow('offline')
    expect(source.current()).toBeNull()
    expect(await source.load()).toBe(actor)
    expect(start).toHaveBeenCalledTimes(2)
  })
})

describe('readySession', () => {
  it('hands out the running actor and sends to it', async () => {
    const actor = fakeActor()
    const source = readySession(actor)
    expect(source.current()).toBe(actor)
    expect(await source.load()).toBe(actor)
    source.send({ type: 'user.activity' })
    expect(actor.send).toHaveBeenCalledWith({ type: 'user.activity' })
  })
})
