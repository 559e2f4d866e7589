/**
 * Creates the one session actor of the app with its real I/O: API actors, cookies, and the
 * live channel (machines/live-channel with the browser's WebSocket).
 */
import { createActor } from 'xstate'
import { lockMachine, sessionMachine } from '../../../machines/session/index.ts'
import { lockedCookie, tokenCookie } from '../cookies.ts'
import { liveChannel } from '../newMail/liveChannelActors.ts'
import { realSessionActors } from './sessionActors.ts'

export function createSessionActor(pathname: string) {
  const { unlock, ...sessionActors } = realSessionActors
  const machine = sessionMachine.provide({
    actors: {
      ...sessionActors,
      lock: lockMachine.provide({ actors: { unlock } }),
      liveChannel,
    },
    actions: {
      storeToken: (_, params: { token: string }) => tokenCookie.write(params.token),
      clearSession: () => {
        tokenCookie.clear()
        lockedCookie.clear()
      },
      setLockedCookie: () => lockedCookie.set(),
      clearLockedCookie: () => lockedCookie.clear(),
    },
  })
  return createActor(machine, {
    input: {
      token: tokenCookie.read() ?? null,
      locked: lockedCookie.isSet(),
      onLockScreen: pathname === '/lockscreen',
    },
  })
}
