/**
 * An imported mail's files in the reader (issue 18): the attachment list shows every decoded
 * name (RFC 2231 continuations, a text file named only in Content-Type, an attached mail named
 * after its subject) and offers to open the attached mail; the opened mail shows its headers,
 * its body and its own files, with the date in the reader's format; a mail attached to it opens
 * in place, with a breadcrumb and a back button to the mail around it (decision 133).
 */
import '../auth/jsdomShims.ts'
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addMessage } from '../../../mocks/mail/addMessage.ts'
import { parseEml } from '../../../mocks/mail/eml.ts'
import type { MessageAttachment } from '../../../src/api/types.ts'
import { AttachedMailView } from '../../../src/features/reader/attached/AttachedMailView.tsx'
import { AttachmentList } from '../../../src/features/reader/attachments/AttachmentList.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { apiFetch, DEMO_USER, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })

const LONG_NAME = '第一季度财务报告（最终版）附件.pdf'
/** RFC 2231 sections written by hand: UTF-8 percent-encoded, 24 octets a section. */
const longNameParam = (() => {
  const encoded = encodeURIComponent(LONG_NAME).replace(
    /[()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  const sections = encoded.match(/(%[0-9A-F]{2}|[^%]){1,24}/g)!
  return sections.map((s, i) => ` name*${i}*=${i === 0 ? "utf-8''" : ''}${s}`).join(';\r\n')
})()

/** A mail forwarded inside the forwarded mail: level 2. */
const DEEPER = [
  'From: Wang Wu <wang@example.com>',
  'Subject: 更早的邮件',
  'Date: Mon, 02 Mar 2026 08:00:00 +0800',
  'Content-Type: multipart/mixed; boundary="deeper"',
  '',
  '--deeper',
  'Content-Type: text/plain; charset=utf-8',
  '',
  '第二层邮件的正文。',
  '--deeper',
  'Content-Type: text/plain; name="plan.txt"',
  '',
  'plan',
  '--deeper--',
].join('\r\n')

const INNER = [
  'From: Zhang San <zhang@example.com>',
  'To: Li Si <li@example.com>',
  'Subject: 原始邮件',
  'Date: Tue, 03 Mar 2026 09:15:00 +0800',
  'Content-Type: multipart/mixed; boundary="in"',
  '',
  '--in',
  'Content-Type: text/plain; charset=utf-8',
  '',
  '这是被转发的原始邮件正文。',
  '--in',
  'Content-Type: text/csv; name="data.csv"',
  '',
  'a,b',
  '--in',
  'Content-Type: message/rfc822',
  '',
  DEEPER,
  '--in--',
].join('\r\n')

const OUTER = [
  'From: Sender <sender@example.com>',
  'To: reader@example.com',
  'Subject: 转发：原始邮件',
  'Content-Type: multipart/mixed; boundary="out"',
  '',
  '--out',
  'Content-Type: text/plain; charset=utf-8',
  '',
  '请看附件。',
  '--out',
  'Content-Type: text/plain; charset=us-ascii; name="notes.txt"',
  '',
  'Notes.',
  '--out',
  `Content-Type: application/pdf;\r\n${longNameParam}`,
  'Content-Transfer-Encoding: base64',
  '',
  'JVBERi0xLjQK',
  '--out',
  'Content-Type: message/rfc822',
  '',
  INNER,
  '--out--',
  '',
].join('\r\n')

let token: string
let uid: number
let attachments: MessageAttachment[]

beforeEach(async () => {
  token = await tokenFor(DEMO_USER.username)
  startHarness({ token, path: '/preview' })
  const parsed = await parseEml(new TextEncoder().encode(OUTER))
  const stored = await addMessage({ ...parsed, owner: DEMO_USER.username, folder: 'INBOX' })
  uid = stored.uid
  const response = await apiFetch(`/api/mail/messages/${uid}/`, {
    token,
    query: { folder: 'INBOX' },
  })
  attachments = ((await response.json()) as { attachments: MessageAttachment[] }).attachments
})

describe('the attachments of an imported mail', { timeout: 20_000 }, () => {
  it('lists every file by its decoded name and opens the attached mail', () => {
    renderWithProviders(
      <AttachmentList
        folder="INBOX"
        uid={uid}
        subject="s"
        attachments={attachments}
        allowDownload
      />,
      { locale: 'zh-hans' },
    )
    const list = screen.getByRole('region', { name: '附件' })
    for (const name of ['notes.txt', LONG_NAME, '原始邮件.eml']) {
      expect(within(list).getByText(name)).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: '打开 原始邮件.eml' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '预览 notes.txt' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '预览 原始邮件.eml' })).toBeNull()
  })

  it.each([
    ['zh-hans', '发件人', '时间'],
    ['en', 'From', 'Date'],
  ] as const)(
    'the opened mail shows its headers, body and files (%s)',
    async (locale, from, time) => {
      const sid = attachments.find((a) => a.name === '原始邮件.eml')!.sid
      renderWithProviders(
        <AttachedMailView folder="INBOX" uid={uid} sid={sid} name="原始邮件.eml" />,
        { locale },
      )
      expect(await screen.findByRole('heading', { level: 2, name: '原始邮件' })).toBeInTheDocument()
      expect(screen.getByText(from).nextSibling).toHaveTextContent('Zhang San <zhang@example.com>')
      const date = screen.getByText(time).parentElement!.querySelector('time')!
      expect(date.getAttribute('datetime')).toBe('2026-03-03T01:15:00.000Z')
      // The reader's numeric format in every language, never the US-style "3/3/2026".
      expect(date.textContent).toMatch(/^2026-03-0[23] \d\d:15:00$/)
      expect(screen.getByText('这是被转发的原始邮件正文。')).toBeInTheDocument()
      expect(screen.getByText('data.csv')).toBeInTheDocument()
    },
  )
})

/** The preview page's part: the level shown follows onOpen, as /preview's query does. */
function Levels({ sid }: { sid: string }) {
  const [level, setLevel] = useState<{ did?: string; name: string }>({ name: '原始邮件.eml' })
  return (
    <AttachedMailView
      folder="INBOX"
      uid={uid}
      sid={sid}
      {...(level.did ? { did: level.did } : {})}
      name={level.name}
      onOpen={(next) => setLevel({ name: next.name, ...(next.did ? { did: next.did } : {}) })}
    />
  )
}

describe('a mail attached to the attached mail', { timeout: 20_000 }, () => {
  it('opens in place; the breadcrumb and the back button lead back, by keyboard', async () => {
    const user = userEvent.setup()
    const sid = attachments.find((a) => a.name === '原始邮件.eml')!.sid
    renderWithProviders(<Levels sid={sid} />, { locale: 'zh-hans' })
    expect(await screen.findByRole('heading', { level: 2, name: '原始邮件' })).toBeInTheDocument()
    // The first level has nothing around it to go back to.
    expect(screen.queryByRole('button', { name: '返回上一层邮件' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: '附件邮件层级' })).toBeNull()

    screen.getByRole('button', { name: '打开 更早的邮件.eml' }).focus()
    await user.keyboard('{Enter}')
    const deeper = await screen.findByRole('heading', { level: 2, name: '更早的邮件' })
    await vi.waitFor(() => expect(deeper).toHaveFocus())
    expect(screen.getByText('第二层邮件的正文。')).toBeInTheDocument()
    expect(screen.getByText('plan.txt')).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: '附件邮件层级' })
    expect(within(trail).getByRole('button', { name: '原始邮件.eml' })).toBeInTheDocument()
    expect(within(trail).getByText('更早的邮件.eml')).toBeInTheDocument()

    // Back by the button, then in again and back by the breadcrumb, both from the keyboard.
    screen.getByRole('button', { name: '返回上一层邮件' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 2, name: '原始邮件' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: '打开 更早的邮件.eml' }))
    await screen.findByRole('heading', { level: 2, name: '更早的邮件' })
    within(screen.getByRole('navigation', { name: '附件邮件层级' }))
      .getByRole('button', { name: '原始邮件.eml' })
      .focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 2, name: '原始邮件' })).toBeInTheDocument()
  })
})
