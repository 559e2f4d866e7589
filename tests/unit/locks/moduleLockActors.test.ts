/**
 * The module lock machine's real actors over HTTP against the msw fake backend: the contract's
 * flags map to the right modules, and the release call sends the lock type with the password
 * encrypted. The fake backend has no releaseLock handler yet, so this file serves one that checks
 * the secret the way the real server does (mocks/auth/secrets.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { openSecret } from '../../../mocks/auth/secrets.ts'
import { http, validationError } from '../../../mocks/handlers/http.ts'
import type { LockModule } from '../../../machines/module-lock/index.ts'
import { createApiClient } from '../../../src/api/client.ts'
import { InFlightCounter } from '../../../src/api/inflight.ts'
import { setApi } from '../../../src/app/services.ts'
import { forgetPublicKey } from '../../../src/app/session/publicKey.ts'
import {
  loadLockStateFromApi,
  releaseLockWithApi,
  toModuleLockStates,
} from '../../../src/features/locks/moduleLockActors.ts'
import { server, TEST_ORIGIN, tokenFor } from '../../support/server.ts'

const LOCK_PASSWORD = 'Lock@2468'

interface ReleaseSeen {
  lock_type: string
  /** What the server could read out of lock_password, or why it could not. */
  secret: string
}

let releases: ReleaseSeen[]

beforeEach(async () => {
  releases = []
  forgetPublicKey()
  const token = await tokenFor()
  setApi(
    createApiClient({
      baseUrl: TEST_ORIGIN,
      fetch: (request) => globalThis.fetch(request),
      getToken: () => token,
      clearToken: () => undefined,
      currentPath: () => '/mailbox/welcome',
      // The 400 toast is the client middleware's business (tests/unit/api).
      notify: () => undefined,
      onSessionExpired: () => undefined,
      onDropped: () => undefined,
      inFlight: new InFlightCounter(),
    }),
  )
  server.use(
    http.post('/api/core/lock/release/', async ({ request, response }) => {
      const body = await request.json()
      const opened = await openSecret(body.lock_password)
      releases.push({
        lock_type: body.lock_type,
        secret: opened.ok ? opened.secret : opened.reason,
      })
      if (!opened.ok || opened.secret !== LOCK_PASSWORD) {
        return response.untyped(validationError({ non_field_errors: ['锁定密码错误'] }))
      }
      return response(200).json({
        is_lockmailbox: false,
        is_maibox_rel: false,
        is_lockfile: body.lock_type === 'file',
        is_file_rel: body.lock_type === 'file',
        is_lockcalendar: body.lock_type === 'calendar',
        is_calendar_rel: body.lock_type === 'calendar',
      })
    }),
  )
})

function release(module: LockModule, password: string): Promise<void> {
  return toPromise(createActor(releaseLockWithApi, { input: { module, password } }).start())
}

describe('module lock actors', () => {
  it("maps every module to its own flags, including the server's is_maibox_rel", () => {
    const states = toModuleLockStates({
      is_lockmailbox: true,
      is_maibox_rel: false,
      is_lockfile: false,
      is_file_rel: true,
      is_lockcalendar: true,
      is_calendar_rel: true,
    })
    expect(states).toEqual({
      mailbox: { locked: true, released: false },
      file: { locked: false, released: true },
      calendar: { locked: true, released: true },
    })
  })

  it('reads the seeded lock state of the demo user (mailbox locked, nothing released)', async () => {
    const states = await toPromise(createActor(loadLockStateFromApi).start())
    expect(states).toEqual({
      mailbox: { locked: true, released: false },
      file: { locked: false, released: false },
      calendar: { locked: false, released: false },
    })
  })

  it('sends the lock type and the encrypted password, and resolves on 200', async () => {
    await release('calendar', LOCK_PASSWORD)
    expect(releases).toEqual([{ lock_type: 'calendar', secret: LOCK_PASSWORD }])
  })

  it('rejects on a wrong password (400)', async () => {
    await expect(release('file', 'guess')).rejects.toBeDefined()
    expect(releases).toEqual([{ lock_type: 'file', secret: 'guess' }])
  })
})
