/**
 * MailBody: the frame's sandbox and CSP, the remote-image bar and its two actions, and plain
 * text rendered as text with safe links (no frame, no markup).
 */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MailBody } from '../../../../src/features/reader/body/MailBody.tsx'
import { renderWithProviders } from '../../../support/render.tsx'

beforeAll(() => {
  // Fluent's MessageBar measures itself; jsdom has no ResizeObserver and nothing here needs one.
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
})

const user = userEvent.setup({ delay: null })
const REMOTE = '<p>报告</p><img src="https://t.example/a.png"><img src="http://t.example/b.png">'

function frame(): HTMLIFrameElement {
  return screen.getByTitle('邮件正文') as HTMLIFrameElement
}

function frameCsp(): string {
  const doc = new DOMParser().parseFromString(frame().srcdoc, 'text/html')
  return (
    doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? ''
  )
}

describe('html body', () => {
  it('renders into a sandboxed frame without same origin, under a CSP whose only script is the size reporter', () => {
    renderWithProviders(
      <MailBody
        isHtml
        html={'<p onclick="alert(1)">hello</p><script>alert(2)</script>'}
        allowRemote={false}
        title="邮件正文"
      />,
      { locale: 'zh-hans' },
    )
    const sandbox = frame().getAttribute('sandbox') ?? ''
    expect(sandbox.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-scripts',
    ])
    expect(frame().srcdoc).toContain('<p>hello</p>')
    expect(frame().srcdoc).not.toContain('onclick')
    const csp = frameCsp()
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{20,})'/.exec(csp)?.[1]
    expect(nonce).toBeDefined()
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; img-src data: cid:; style-src 'unsafe-inline'; font-src data:; form-action 'none'; base-uri 'none'`,
    )
    // One script in the whole document: ours, carrying the nonce, before any mail content.
    const doc = new DOMParser().parseFromString(frame().srcdoc, 'text/html')
    const scripts = Array.from(doc.querySelectorAll('script'))
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.getAttribute('nonce')).toBe(nonce)
    expect(scripts[0]!.textContent).toContain('parent.postMessage(height')
    expect(doc.body.querySelector('script')).toBeNull()
    // The CSP must be in force before any mail content is parsed.
    expect(frame().srcdoc.indexOf('Content-Security-Policy')).toBeLessThan(
      frame().srcdoc.indexOf('hello'),
    )
    expect(screen.queryByRole('button', { name: '显示图片' })).not.toBeInTheDocument()
  })

  it('makes a new nonce for every frame document', () => {
    const { rerender } = renderWithProviders(
      <MailBody isHtml html="<p>one</p>" allowRemote={false} title="邮件正文" />,
      { locale: 'zh-hans' },
    )
    const first = frameCsp()
    rerender(<MailBody isHtml html="<p>two</p>" allowRemote={false} title="邮件正文" />)
    expect(frameCsp()).not.toBe(first)
  })

  it("takes its height from its own frame's reports only, as a clamped number", () => {
    renderWithProviders(
      <MailBody isHtml html="<p>hello</p>" allowRemote={false} title="邮件正文" />,
      { locale: 'zh-hans' },
    )
    const post = (data: unknown, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, source }))
      })
    const own = frame().contentWindow
    expect(own).not.toBeNull()

    post(640, own)
    expect(frame().style.height).toBe('640px')
    // Anything else from the frame, and anything from elsewhere, changes nothing.
    post('900', own)
    post({ height: 900 }, own)
    post(Number.NaN, own)
    post(900, window)
    post(900, null)
    expect(frame().style.height).toBe('640px')
    // Absurd heights are clamped.
    post(1e9, own)
    expect(frame().style.height).toBe('40000px')
    post(-5, own)
    expect(frame().style.height).toBe('40px')
  })

  it('blocks remote images behind a bar; "show images" shows them for this message', async () => {
    const onAllowRemote = vi.fn()
    const view = renderWithProviders(
      <MailBody
        isHtml
        html={REMOTE}
        allowRemote={false}
        onAllowRemote={onAllowRemote}
        title="邮件正文"
      />,
      { locale: 'zh-hans' },
    )
    expect(screen.getByText('为保护您的隐私，已阻止 2 张远程图片。')).toBeInTheDocument()
    expect(frame().srcdoc).not.toContain('t.example')
    expect(screen.queryByRole('button', { name: '始终信任此发件人' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '显示图片' }))
    expect(onAllowRemote).toHaveBeenCalledTimes(1)
    expect(frame().srcdoc).toContain('https://t.example/a.png')
    expect(frame().srcdoc).toContain('https://t.example/b.png')
    expect(frameCsp()).toContain('img-src data: cid: https:')
    expect(screen.queryByText(/已阻止/)).not.toBeInTheDocument()

    // Another message starts blocked again.
    view.rerender(
      <MailBody isHtml html={`${REMOTE}<p>2</p>`} allowRemote={false} title="邮件正文" />,
    )
    expect(screen.getByText('为保护您的隐私，已阻止 2 张远程图片。')).toBeInTheDocument()
    expect(frame().srcdoc).not.toContain('t.example')
  })

  it('offers "always trust this sender" when the reader can whitelist', async () => {
    const onAllowSender = vi.fn()
    renderWithProviders(
      <MailBody
        isHtml
        html={REMOTE}
        allowRemote={false}
        onAllowSender={onAllowSender}
        title="邮件正文"
      />,
      { locale: 'zh-hans' },
    )
    await user.click(screen.getByRole('button', { name: '始终信任此发件人' }))
    expect(onAllowSender).toHaveBeenCalledTimes(1)
  })

  it('shows remote images at once when the reader allows them', () => {
    renderWithProviders(<MailBody isHtml html={REMOTE} allowRemote title="邮件正文" />, {
      locale: 'zh-hans',
    })
    expect(screen.queryByText(/已阻止/)).not.toBeInTheDocument()
    expect(frame().srcdoc).toContain('https://t.example/b.png')
  })
})

describe('plain text body', () => {
  it('renders escaped text with safe links and no frame', () => {
    renderWithProviders(
      <MailBody
        isHtml={false}
        text={'<script>alert(1)</script>\n详见 https://a.cn/x 或 javascript:alert(2)'}
        allowRemote={false}
        title="邮件正文"
      />,
      { locale: 'zh-hans' },
    )
    expect(screen.queryByTitle('邮件正文')).not.toBeInTheDocument()
    const body = screen.getByTestId('mail-body-text')
    expect(body.textContent).toBe(
      '<script>alert(1)</script>\n详见 https://a.cn/x 或 javascript:alert(2)',
    )
    expect(body.querySelector('script')).toBeNull()
    const links = within(body).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://a.cn/x'])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[0]).toHaveAttribute('target', '_blank')
  })

  it('falls back to the text when an html mail has no html', () => {
    renderWithProviders(<MailBody isHtml text="只有文本" allowRemote={false} title="邮件正文" />, {
      locale: 'zh-hans',
    })
    expect(screen.getByTestId('mail-body-text')).toHaveTextContent('只有文本')
  })
})
