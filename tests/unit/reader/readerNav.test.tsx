/**
 * Previous / next in the reader on the fake backend: a deep-linked mail (no list) is found in
 * its folder's default list and steps like one opened from it, with the first / last rules; a
 * mail opened from search results steps through the results.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import type { ListSource } from '../../../src/domain/mail/listSource.ts'
import { testClient } from '../../support/server.ts'
import { renderReader, signIn, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
let signedIn: Awaited<ReturnType<typeof signIn>>

beforeEach(async () => {
  signedIn = await signIn()
})
afterEach(() => signedIn.unsubscribe())

async function inboxPage(page: number, pageSize = 20) {
  const { data } = await testClient(signedIn.token).GET('/api/mail/messages/', {
    params: { query: { folder: 'INBOX', page, page_size: pageSize } },
  })
  return data!
}

// R-READ-4: previous/next across the list, loading neighbouring pages
describe('reader previous / next', { timeout: 30_000 }, () => {
  it('a deep-linked mail deep in INBOX steps to its neighbours in the default list', async () => {
    const page = await inboxPage(3)
    const item = page.results[19]!
    const following = (await inboxPage(4)).results[0]!
    const { tabs, tab } = renderReader(signedIn.session, { uid: item.uid })
    const next = await screen.findByRole('button', { name: '下一封' })
    await waitFor(() => expect(next).toBeEnabled())
    expect(screen.getByRole('button', { name: '上一封' })).toBeEnabled()
    await user.click(next)
    await waitFor(() => expect(tabs.replaceMail).toHaveBeenCalledTimes(1))
    expect(vi.mocked(tabs.replaceMail).mock.calls[0]).toEqual([
      tab.key,
      expect.objectContaining({
        folder: 'INBOX',
        uid: following.uid,
        cursor: expect.objectContaining({ page: 4, index: 0, count: page.count }),
      }),
    ])
  })

  it('the newest mail of INBOX, deep-linked: previous stays disabled, next works', async () => {
    const newest = (await inboxPage(1)).results[0]!
    renderReader(signedIn.session, { uid: newest.uid })
    const next = await screen.findByRole('button', { name: '下一封' })
    await waitFor(() => expect(next).toBeEnabled())
    expect(screen.getByRole('button', { name: '上一封' })).toBeDisabled()
  })

  it('a protected mail can be stepped past before its password is given', async () => {
    const uid = await uidOf(signedIn.token, FIXTURE_TEXT['zh-hans'].protectedSubject)
    const { tabs } = renderReader(signedIn.session, { uid })
    expect(await screen.findByLabelText('查看密码')).toBeInTheDocument()
    const next = screen.getByRole('button', { name: '下一封' })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await waitFor(() => expect(tabs.replaceMail).toHaveBeenCalledTimes(1))
  })

  it('a mail opened from search results steps through the results', async () => {
    // The sender domain of most seeded mail: many results.
    const keyword = 'huayu'
    const source: ListSource = { kind: 'search', params: { keyword }, pageSize: 1 }
    const { data } = await testClient(signedIn.token).GET('/api/mail/search/', {
      params: { query: { keyword, page: 1, page_size: 2 } },
    })
    const [first, second] = data!.results
    expect(second).toBeDefined()
    const { tabs } = renderReader(signedIn.session, {
      uid: first!.uid,
      folder: first!.raw_name,
      cursor: { source, page: 1, index: 0, count: data!.count },
    })
    const next = await screen.findByRole('button', { name: '下一封' })
    await waitFor(() => expect(next).toBeEnabled())
    expect(screen.getByRole('button', { name: '上一封' })).toBeDisabled()
    await user.click(next)
    await waitFor(() => expect(tabs.replaceMail).toHaveBeenCalledTimes(1))
    expect(vi.mocked(tabs.replaceMail).mock.calls[0]?.[1]).toMatchObject({
      folder: second!.raw_name,
      uid: second!.uid,
      cursor: { source, page: 2, index: 0 },
    })
  })
})
