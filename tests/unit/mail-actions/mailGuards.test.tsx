/**
 * The checks before a mail action (useMailGuards): a shared mailbox without the right refuses
 * with the catalogue's own words, and single-mail actions want exactly one mail.
 */
import { act, renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts'
import type { SharedStatus } from '../../../src/api/types.ts'
import { useMailGuards } from '../../../src/features/mail-actions/useMailGuards.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import { activateTestLocale } from '../../support/i18n.ts'

const session = vi.hoisted(() => ({ shared: {} as Partial<SharedStatus> }))
vi.mock('../../../src/app/session/useSession.ts', () => ({
  useActiveSession: () => ({ shared: session.shared }),
}))

const readOnlyShare = {
  is_shareduser: true,
  shareuser_all: false,
  shareuser_post: false,
  shareuser_send: false,
}

let stop: (() => void) | undefined
afterEach(() => stop?.())

function guards(locale: Locale, shared: Partial<SharedStatus>) {
  activateTestLocale(locale)
  session.shared = shared
  const notices: Notice[] = []
  stop = subscribeNotices((notice) => notices.push(notice))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const { result } = renderHook(() => useMailGuards(), { wrapper })
  return { guards: result.current, notices }
}

describe('useMailGuards', () => {
  it('R-ROLE-1: a read-only share may not change mail and says M-TEXT-6', () => {
    const { guards: g, notices } = guards('en', readOnlyShare)
    let allowed = true
    act(() => void (allowed = g.change()))
    expect(allowed).toBe(false)
    expect(notices).toEqual([
      {
        intent: 'error',
        message: 'no permission to do this for the shared mailbox you are logged into',
      },
    ])
  })

  it('R-ROLE-1, M-ERR-12: without a sending right compose is blocked with an error', () => {
    const { guards: g, notices } = guards('zh-hans', readOnlyShare)
    let allowed = true
    act(() => void (allowed = g.compose()))
    expect(allowed).toBe(false)
    expect(notices).toEqual([{ intent: 'error', message: '您没有该共享邮箱的写信权限！' }])
  })

  it('R-ROLE-1: proxy send may compose but not change mail; one’s own mailbox may both', () => {
    const proxy = guards('en', { ...readOnlyShare, shareuser_send: true })
    expect(proxy.guards.compose()).toBe(true)
    stop?.()
    const own = guards('en', { ...readOnlyShare, is_shareduser: false })
    expect([own.guards.change(), own.guards.compose()]).toEqual([true, true])
    expect(own.notices).toEqual([])
  })

  it('R-VALID-21, M-ERR-22: a single-mail action without exactly one mail says "only one"', () => {
    const { guards: g, notices } = guards('zh-hans', {})
    expect(g.single(null)).toBe(false)
    expect(g.single(7)).toBe(true)
    expect(notices).toEqual([{ intent: 'warning', message: '只能选择一封邮件' }])
  })
})
