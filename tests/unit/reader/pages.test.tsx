/**
 * The reader's standalone pages (R-ROUTE-2): /messageInfo (headers / source as escaped text, copy),
 * /preview (each kind, the 10 MB refusal before any request) and /print (session storage).
 */
import '../auth/jsdomShims.ts'
import { configure, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { OVERSIZED_ATTACHMENT_BYTES } from '../../../mocks/seed/readerFixtures.ts'
import type { PreviewQuery } from '../../../src/domain/mail/attachments.ts'
import { parseMessageInfo } from '../../../src/features/reader/pages/MessageInfoPage.tsx'
import { MessageInfoView } from '../../../src/features/reader/pages/MessageInfoView.tsx'
import { PreviewView } from '../../../src/features/reader/pages/PreviewView.tsx'
import { PrintView } from '../../../src/features/reader/pages/PrintView.tsx'
import {
  PRINT_STORAGE_KEY,
  readPrintedMail,
  storePrintedMail,
  toPrintedMail,
} from '../../../src/features/reader/printMail.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { DEMO_USER, server, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'
import { uidOf } from './readerHarness.tsx'
import { makeMail } from './mailFixture.ts'

// The whole suite shares two cores: a first load may take seconds; a real hang still fails.
configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
let token: string

beforeEach(async () => {
  token = await tokenFor(DEMO_USER.username)
  startHarness({ token, path: '/preview' })
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/preview')
})

function countRequests(pathname: string): { count: number } {
  const calls = { count: 0 }
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) calls.count += 1
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return calls
}

describe('/messageInfo', { timeout: 20_000 }, () => {
  it('reads uid, folder and view from the URL', () => {
    expect(parseMessageInfo('12', '?folder=INBOX&view=2')).toEqual({
      uid: 12,
      folder: 'INBOX',
      view: 2,
    })
    expect(parseMessageInfo('12', '?folder=INBOX&view=3')).toBeNull()
    expect(parseMessageInfo('x', '?folder=INBOX&view=1')).toBeNull()
    expect(parseMessageInfo('12', '?view=1')).toBeNull()
  })

  it('shows the source as text in a <pre> and copies it', async () => {
    const uid = await uidOf(token, text.htmlSubject)
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithProviders(<MessageInfoView uid={uid} folder="INBOX" view={2} />, {
      locale: 'zh-hans',
    })
    const pre = await screen.findByLabelText('邮件源文件')
    expect(pre.tagName).toBe('PRE')
    // Angle brackets of the headers stay characters: nothing in the source becomes an element.
    expect(pre.textContent).toMatch(/^Return-Path: <[^>]+>/)
    expect(pre.children).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: '复制' }))
    expect(writeText).toHaveBeenCalledWith(pre.textContent)
  })
})

describe('/preview', { timeout: 20_000 }, () => {
  async function query(name: string, size: number): Promise<PreviewQuery> {
    const uid = await uidOf(token, text.htmlSubject)
    const suffix = name.slice(name.lastIndexOf('.') + 1)
    const sids: Record<string, string> = { txt: '2', png: '9', pdf: '10', docx: '11', svg: '7' }
    return {
      id: uid,
      fid: 'INBOX',
      sid: sids[suffix] ?? '2',
      type: 'attach',
      size,
      suffix,
      name,
      subject: text.htmlSubject,
    }
  }

  it('refuses above 10485760 bytes without fetching anything', async () => {
    const downloads = countRequests('/api/attachment/download/')
    renderWithProviders(
      <PreviewView query={await query(text.files.bigPdf, OVERSIZED_ATTACHMENT_BYTES)} />,
      {
        locale: 'zh-hans',
      },
    )
    expect(screen.getByRole('alert')).toHaveTextContent('附件超过10M，无法预览')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(downloads.count).toBe(0)
  })

  it('shows text as escaped text', async () => {
    renderWithProviders(<PreviewView query={await query(text.files.txt, 100)} />, {
      locale: 'zh-hans',
    })
    await waitFor(() =>
      expect(document.body.textContent).toContain(text.fileText.split('\n')[2]!.trim()),
    )
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows svg only as an image of a blob typed image/svg+xml, never as markup', async () => {
    const typed = vi.mocked(URL.createObjectURL)
    renderWithProviders(<PreviewView query={await query('diagram.svg', 300)} />, {
      locale: 'zh-hans',
    })
    expect(await screen.findByRole('img', { name: 'diagram.svg' })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview',
    )
    expect((typed.mock.calls.at(-1)![0] as Blob).type).toBe('image/svg+xml')
    expect(document.querySelector('iframe, svg:not([class])')).toBeNull()
  })

  it('shows an image from a blob URL and a pdf in a frame of one', async () => {
    const first = renderWithProviders(<PreviewView query={await query(text.files.png, 2000)} />, {
      locale: 'zh-hans',
    })
    expect(await screen.findByRole('img', { name: text.files.png })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview',
    )
    first.unmount()
    renderWithProviders(<PreviewView query={await query(text.files.pdf, 2000)} />, {
      locale: 'zh-hans',
    })
    const frame = await screen.findByTitle(text.files.pdf)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/preview')
  })

  it.each([
    ['a ".png" that is text', 'not-an-image.png', '2', /无法显示此图片：文件内容不是可识别的图片/],
    ['a ".pdf" that is an image', 'not-a.pdf', '9', /无法预览此文件：文件内容不是有效的 PDF/],
    ['a ".txt" that is binary', 'binary.txt', '9', /无法以文本方式预览此文件：文件包含二进制内容/],
  ])('says why %s cannot be shown and offers the download', async (_name, name, sid, why) => {
    renderWithProviders(<PreviewView query={{ ...(await query(name, 2000)), sid }} />, {
      locale: 'zh-hans',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(why)
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('button', { name: '下载附件' })).toBeInTheDocument()
  })

  it('says so in English when an image does not decode', async () => {
    renderWithProviders(<PreviewView query={await query(text.files.png, 2000)} />, {
      locale: 'en',
    })
    // The bytes start like a PNG; the browser still fails to decode it (a truncated file).
    fireEvent.error(await screen.findByRole('img', { name: text.files.png }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/This image cannot be shown/)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Download attachment' })).toBeInTheDocument()
  })

  it('shows a docx as a sanitised mail body in the sandboxed frame', async () => {
    renderWithProviders(<PreviewView query={await query(text.files.docx, 2000)} />, {
      locale: 'zh-hans',
    })
    const frame = await screen.findByTitle(text.files.docx)
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
    expect(frame.getAttribute('srcdoc')).toContain('Top left')
  })
})

describe('/preview of office files', { timeout: 20_000 }, () => {
  /** The big-pdf mail carries the office samples (mocks/seed/readerFixtures.ts). */
  async function officeQuery(name: string, sid: string): Promise<PreviewQuery> {
    const uid = await uidOf(token, text.bigSubject)
    const suffix = name.slice(name.lastIndexOf('.') + 1)
    return { id: uid, fid: 'INBOX', sid, type: 'attach', size: 20_000, suffix, name, subject: '' }
  }

  it('shows each sheet of a workbook as a tab with a table of its cells', async () => {
    renderWithProviders(<PreviewView query={await officeQuery(text.files.xlsx, '3')} />, {
      locale: 'zh-hans',
    })
    expect(await screen.findByRole('cell', { name: 'Column2' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Sheet2' }))
    expect(await screen.findByRole('cell', { name: 'Test 89' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Column2' })).toBeNull()
  })

  it('says a broken file cannot be shown and offers the download', async () => {
    renderWithProviders(<PreviewView query={await officeQuery(text.files.brokenXlsx, '8')} />, {
      locale: 'zh-hans',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(/文件已损坏，或者内容与扩展名不符/)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('button', { name: '下载附件' })).toBeInTheDocument()
  })

  it.each([
    ['doc', '6', /Word 97-2003/],
    ['ppt', '7', /PowerPoint 97-2003/],
  ] as const)('refuses a .%s with the reason, before a byte is fetched', async (ext, sid, why) => {
    const downloads = countRequests('/api/attachment/download/')
    renderWithProviders(<PreviewView query={await officeQuery(text.files[ext], sid)} />, {
      locale: 'en',
    })
    expect(screen.getByRole('note')).toHaveTextContent(why)
    expect(screen.getByRole('button', { name: 'Download attachment' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(downloads.count).toBe(0)
  })
})

// R-READ-3: print
describe('/print', { timeout: 20_000 }, () => {
  it('round-trips the mail through session storage and refuses junk', () => {
    const mail = toPrintedMail(
      makeMail({ attachments: [{ name: 'a.pdf', size: 10, sid: '2' }] }),
      true,
    )
    storePrintedMail(mail)
    expect(readPrintedMail()).toEqual(mail)
    sessionStorage.setItem(PRINT_STORAGE_KEY, '{"subject":1}')
    expect(readPrintedMail()).toBeNull()
    sessionStorage.setItem(PRINT_STORAGE_KEY, 'not json')
    expect(readPrintedMail()).toBeNull()
  })

  it('keeps only the text of a mail printed as text', () => {
    const printed = toPrintedMail(makeMail(), false)
    expect(printed).toMatchObject({ is_html: false, html_text: '' })
  })

  it('renders the header and asks the browser to print', async () => {
    const print = vi.fn()
    const mail = toPrintedMail(makeMail({ is_html: false, html_text: '' }), false)
    renderWithProviders(<PrintView mail={mail} print={print} />, { locale: 'zh-hans' })
    expect(screen.getByRole('heading', { name: mail.subject })).toBeInTheDocument()
    expect(screen.getByText('李娜 <li.na@example.com>')).toBeInTheDocument()
    expect(screen.getByText(mail.plain_text)).toBeInTheDocument()
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
  })
})
