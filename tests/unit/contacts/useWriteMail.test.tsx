/**
 * Write mail from /contact (decision 208): the mailbox's compose deep link with the recipients;
 * a shared mailbox without a sending right gets M-ERR-12 and nothing opens.
 */
import { act, renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts'
import type { SharedStatus } from '../../../src/api/types.ts'
import { useWriteMail } from '../../../src/features/contacts/common/useWriteMail.ts'
import { activateTestLocale } from '../../support/i18n.ts'

const state = vi.hoisted(() => ({ shared: {} as Partial<SharedStatus>, navigate: vi.fn() }))
vi.mock('../../../src/app/session/useSession.ts', () => ({
  useActiveSession: () => ({ shared: state.shared }),
}))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => state.navigate }))

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  state.navigate.mockReset()
})

function writeMailAs(shared: Partial<SharedStatus>) {
  activateTestLocale('zh-hans')
  state.shared = shared
  const notices: Notice[] = []
  stop = subscribeNotices((notice) => notices.push(notice))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const { result } = renderHook(() => useWriteMail(), { wrapper })
  return { writeMail: result.current, notices }
}

const people = [
  { email: 'lixia@huayu.example.com', name: '李霞' },
  { email: 'all@huayu.example.com', name: '' },
]

describe('useWriteMail', () => {
  it('opens compose in the mailbox with the recipients', () => {
    const { writeMail, notices } = writeMailAs({ is_shareduser: false })
    act(() => writeMail(people))
    expect(state.navigate).toHaveBeenCalledWith({
      to: '/mailbox/innerbox/$boxId',
      params: { boxId: 'INBOX' },
      search: { init: 'composeMail', to: '李霞 <lixia@huayu.example.com>,all@huayu.example.com' },
    })
    expect(notices).toEqual([])
  })

  it('M-ERR-12: a shared mailbox without a sending right opens nothing', () => {
    const { writeMail, notices } = writeMailAs({
      is_shareduser: true,
      shareuser_all: false,
      shareuser_post: false,
      shareuser_send: false,
    })
    act(() => writeMail(people))
    expect(state.navigate).not.toHaveBeenCalled()
    expect(notices).toEqual([{ intent: 'error', message: '您没有该共享邮箱的写信权限！' }])
  })
})
