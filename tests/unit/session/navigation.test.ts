/**
 * Where the session sends the user from an entry page (issue 10): the page opened before the
 * login, carried through the two-factor step, else home.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { routeForSession } from '../../../src/app/session/navigation.ts'
import { credentials, SessionHarness, settle } from '../machines/session.harness.ts'

let harness: SessionHarness | undefined
afterEach(() => harness?.stop())

describe('routeForSession with a return path', () => {
  it('signed in on /login or /twofactor_login: the return path, else home', async () => {
    harness = await SessionHarness.signedIn()
    const link = '/mailbox/innerbox/INBOX?init=openMail&uid=42'
    expect(routeForSession(harness.snapshot, '/login', link)).toBe(link)
    expect(routeForSession(harness.snapshot, '/twofactor_login', link)).toBe(link)
    expect(routeForSession(harness.snapshot, '/login')).toBe('/mailbox/welcome')
    // Anywhere else the user already is where they wanted to be.
    expect(routeForSession(harness.snapshot, '/mailbox/review', link)).toBeUndefined()
  })

  it('the two-factor step keeps the return path in its query', async () => {
    harness = new SessionHarness({ token: null, locked: false })
    harness.send({ type: 'session.login', credentials })
    harness.login.last().resolve({ kind: 'twoFactor', ticket: 'tk', methods: ['totp'] })
    await settle()
    expect(routeForSession(harness.snapshot, '/login', '/mailbox/review')).toBe(
      '/twofactor_login?redirect=%2Fmailbox%2Freview',
    )
    expect(routeForSession(harness.snapshot, '/login')).toBe('/twofactor_login')
  })
})
