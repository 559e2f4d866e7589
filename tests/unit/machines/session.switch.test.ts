/**
 * Shared-mailbox switches (R-SESSION, M-ERR "Share switch failure") and the
 * selectors the shell reads from the shared status (R-LAYOUT, R-ROLE Administrator).
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  selectAccountName,
  selectError,
  selectIsActive,
  selectIsBusy,
  selectIsSharedUser,
  selectNeedsPasswordChange,
  selectSharedMailboxes,
  selectShowBackstage,
} from '../../../machines/session/index.ts'
import { SessionHarness, sessionInfo, settle } from './session.harness.ts'

let harness: SessionHarness | undefined
afterEach(() => harness?.stop())
const signedIn = async (shared = {}) =>
  (harness = await SessionHarness.signedIn(sessionInfo(shared)))

// R-SESSION-5: token and name swapped, then welcome; on failure the message, then welcome
describe('switching accounts', () => {
  it('into a shared mailbox: new token and name, session reloaded, then welcome', async () => {
    const h = await signedIn()
    h.send({ type: 'session.switchShared', shareId: 7 })
    expect(selectIsBusy(h.snapshot)).toBe(true)
    expect(h.switchAccount.inputs).toEqual([{ kind: 'shared', shareId: 7 }])
    h.switchAccount.last().resolve({ token: 'token-shared', name: '共享邮箱' })
    await settle()
    expect(h.world.tokenCookie).toBe('token-shared')
    expect(h.loadSession.inputs.at(-1)).toEqual({ token: 'token-shared' })
    expect(h.emitted).toEqual([])
    h.loadSession.last().resolve(sessionInfo({ is_shareduser: true, is_active: true }))
    await settle()
    expect(selectIsActive(h.snapshot)).toBe(true)
    expect(selectAccountName(h.snapshot)).toBe('共享邮箱')
    expect(selectIsSharedUser(h.snapshot)).toBe(true)
    expect(selectShowBackstage(h.snapshot)).toBe(false)
    expect(h.emitted).toEqual([{ type: 'session.navigate', to: 'welcome' }])
  })

  it('back to one’s own account', async () => {
    const h = await signedIn({ is_shareduser: true })
    h.send({ type: 'session.switchBack' })
    expect(h.switchAccount.inputs).toEqual([{ kind: 'back' }])
    h.switchAccount.last().resolve({ token: 'token-own', name: '张三' })
    await settle()
    h.loadSession.last().resolve(sessionInfo())
    await settle()
    expect(selectIsSharedUser(h.snapshot)).toBe(false)
    expect(h.snapshot.context.token).toBe('token-own')
  })

  it.each([
    [
      { non_field_errors: ['无权访问该共享邮箱', '其他'] },
      { code: 'switchFailed', message: '无权访问该共享邮箱' },
    ],
    [new Error('network'), { code: 'switchFailed' }],
  ])(
    // M-ERR-16
    'a failure %j keeps the old session, shows %j and still goes to welcome',
    async (failure, error) => {
      const h = await signedIn()
      h.send({ type: 'session.switchShared', shareId: 7 })
      h.switchAccount.last().reject(failure)
      await settle()
      expect(selectIsActive(h.snapshot)).toBe(true)
      expect(selectError(h.snapshot)).toEqual(error)
      expect(h.snapshot.context.token).toBe('token-boot')
      expect(h.world.tokenCookie).toBe('token-boot')
      expect(h.emitted).toEqual([{ type: 'session.navigate', to: 'welcome' }])
      h.send({ type: 'session.dismiss' })
      expect(selectError(h.snapshot)).toBeNull()
    },
  )

  it('a failed reload after the switch reports switchFailed and goes to welcome', async () => {
    const h = await signedIn()
    h.send({ type: 'session.switchShared', shareId: 7 })
    h.switchAccount.last().resolve({ token: 'token-shared', name: '共享邮箱' })
    await settle()
    h.loadSession.last().reject({ detail: '服务器错误' })
    await settle()
    expect(selectError(h.snapshot)).toEqual({ code: 'switchFailed', message: '服务器错误' })
    expect(h.emitted).toHaveLength(1)
  })

  it('a new switch clears the previous error', async () => {
    const h = await signedIn()
    h.send({ type: 'session.switchShared', shareId: 7 })
    h.switchAccount.last().reject(new Error('x'))
    await settle()
    h.send({ type: 'session.switchShared', shareId: 7 })
    expect(selectError(h.snapshot)).toBeNull()
  })
})

describe('shared-status selectors', () => {
  it.each([
    [{ is_active: true, is_shareduser: false }, true],
    [{ is_active: true, is_shareduser: true }, false],
    [{ is_active: false, is_shareduser: false }, false],
  ])('backstage link for %j: %s', async (shared, shown) => {
    // R-ROLE-3
    const h = await signedIn(shared)
    expect(selectShowBackstage(h.snapshot)).toBe(shown)
  })

  it.each([true, false])('forced password change follows change_password=%s', async (flag) => {
    const h = await signedIn({ change_password: flag })
    expect(selectNeedsPasswordChange(h.snapshot)).toBe(flag)
  })

  it('a changed password brings a new token and ends the forced dialog', async () => {
    const h = await signedIn({ change_password: true, expired_left: 600 })
    h.advance(200 * 1000)
    h.send({ type: 'session.tokenChanged', token: 'token-new-password' })
    expect(selectNeedsPasswordChange(h.snapshot)).toBe(false)
    expect(h.snapshot.context.token).toBe('token-new-password')
    expect(h.world.tokenCookie).toBe('token-new-password')
    // The refresh countdown restarts from the new token: 300 s from now, not 100 s.
    h.advance(299 * 1000)
    expect(h.refreshToken.list).toHaveLength(0)
    h.advance(1000)
    expect(h.refreshToken.inputs).toEqual([{ token: 'token-new-password' }])
  })

  it('lists the shared mailboxes and names the account by real name', async () => {
    const h = await signedIn()
    expect(selectSharedMailboxes(h.snapshot).map((m) => m.share_id)).toEqual([7])
    expect(selectAccountName(h.snapshot)).toBe('张三')
  })
})
