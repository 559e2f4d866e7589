/**
 * The reader's quick reply against the fake backend (R-SEND-12, R-VALID 'please
 * enter email content!'; M-ERR-7): empty content is refused
 * without a call; a reply reaches the sender's mailbox, lands in Sent and marks the original
 * Answered; a refused send shows the server's text, keeps the text and sends again; cancel asks
 * only when something was typed; the box is not offered in Drafts or a read-only shared mailbox.
 */
import '../auth/jsdomShims.ts'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from 'lexical'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { DEMO_USER, server, testClient, tokenFor } from '../../support/server.ts'
import { changeVersions, renderReader, signIn, uidOf } from './readerHarness.tsx'

// The whole suite shares two cores: a first load may take seconds; a real hang still fails.
configure({ asyncUtilTimeout: 10_000 })
const user = userEvent.setup({ delay: null })
const QUICK_REPLY = '/api/mail/messages/quick-reply/'
let signedIn: Awaited<ReturnType<typeof signIn>>
let posted: unknown[]

beforeEach(async () => {
  signedIn = await signIn()
  posted = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === QUICK_REPLY) posted.push(request.clone().json())
  })
})
afterEach(() => {
  signedIn.unsubscribe()
  server.events.removeAllListeners('request:start')
})

/** A readable INBOX mail of the demo user from a colleague, not answered yet. */
function colleagueMail() {
  const colleagues = new Map(db.users.all().map((u) => [u.email.toLowerCase(), u.username]))
  const mail = db.messages
    .all()
    .find(
      (m) =>
        m.owner === DEMO_USER.username &&
        m.folder === 'INBOX' &&
        colleagues.has(m.mfrom[0].toLowerCase()) &&
        !m.attrs.is_password &&
        !m.attrs.is_burn &&
        !m.flags.includes('Answered'),
    )
  if (!mail) throw new Error('no unanswered colleague mail in the INBOX')
  return {
    uid: mail.uid,
    sender: colleagues.get(mail.mfrom[0].toLowerCase())!,
    subject: mail.subject,
  }
}

async function openQuickReply(uid: number, folder = 'INBOX') {
  const rendered = renderReader(signedIn.session, { uid, folder })
  const region = await screen.findByRole('region', { name: '快速回复' })
  await user.click(within(region).getByRole('button', { name: '快速回复' }))
  const editor = await within(region).findByRole('textbox', { name: '快速回复内容' })
  return { ...rendered, region, editor }
}

/**
 * Lexical does not take typed keys under jsdom; the text goes in through the editor the box
 * mounted (the same update a keystroke makes), so its change handler reports it as typing does.
 */
async function typeInto(editable: HTMLElement, text: string) {
  const editor = (editable as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor
  if (!editor) throw new Error('the quick-reply textbox is not a Lexical editor')
  await act(async () => {
    editor.update(
      () => {
        const root = $getRoot()
        root.clear()
        root.append($createParagraphNode().append($createTextNode(text)))
      },
      { discrete: true },
    )
  })
}

async function mailsOf(username: string, folder: string, text: string) {
  const { data } = await testClient(await tokenFor(username)).GET('/api/mail/messages/', {
    params: { query: { folder, page_size: 50 } },
  })
  return (data?.results ?? []).filter((m) =>
    db.messages
      .all()
      .some((r) => r.owner === username && r.uid === m.uid && r.html_text.includes(text)),
  )
}

const flagsOf = (uid: number) =>
  db.messages.all().find((m) => m.owner === DEMO_USER.username && m.uid === uid)?.flags ?? []

// R-READ-3: quick reply
describe('quick reply', { timeout: 60_000 }, () => {
  it('refuses empty content, then delivers the reply and marks the original Answered', async () => {
    const source = colleagueMail()
    const { region, editor } = await openQuickReply(source.uid)

    await user.click(within(region).getByRole('button', { name: '发送' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent('请输入邮件内容！')
    await typeInto(editor, '   ')
    await user.click(within(region).getByRole('button', { name: '发送' }))
    expect(within(region).getByRole('alert')).toHaveTextContent('请输入邮件内容！')
    expect(posted).toHaveLength(0)

    const text = `收到，周五前回复您 ${Date.now()}`
    await typeInto(editor, text)
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: '发送' }))
    expect(await within(region).findByText('回复已发送！', {}, { timeout: 20_000 })).toBeVisible()
    const [body] = (await Promise.all(posted)) as {
      folder: string
      uid: number
      html_text: string
    }[]
    expect(body).toMatchObject({ folder: 'INBOX', uid: source.uid })
    expect(body?.html_text).toContain(text)

    // Really delivered: the sender has it, the demo user's Sent has it, the original is Answered.
    const received = await mailsOf(source.sender, 'INBOX', text)
    expect(received.map((m) => m.subject)).toEqual([expect.stringMatching(/^(Re|回复)[:：]/)])
    expect(await mailsOf(DEMO_USER.username, 'Sent', text)).toHaveLength(1)
    expect(flagsOf(source.uid)).toContain('Answered')
    // Lists and counts were told (the Answered icon, the Sent count).
    await waitFor(() => expect(changeVersions().list).toBeGreaterThanOrEqual(2))

    // A new reply starts empty; closing collapses the box.
    await user.click(within(region).getByRole('button', { name: '再写一条回复' }))
    const fresh = await within(region).findByRole('textbox', { name: '快速回复内容' })
    expect(fresh).toHaveTextContent('')
    await user.click(within(region).getByRole('button', { name: '取消' }))
    expect(await within(region).findByRole('button', { name: '快速回复' })).toHaveFocus()
  })

  it("shows the server's refusal, keeps the text and sends it again", async () => {
    const source = colleagueMail()
    server.use(
      http.post(
        QUICK_REPLY,
        () =>
          HttpResponse.json({ non_field_errors: ['对方邮箱已满，请稍后再试'] }, { status: 400 }),
        { once: true },
      ),
    )
    const { region, editor } = await openQuickReply(source.uid)
    const text = `稍后再发一次 ${Date.now()}`
    await typeInto(editor, text)
    await user.click(within(region).getByRole('button', { name: '发送' }))

    const alert = await within(region).findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toHaveTextContent('对方邮箱已满，请稍后再试')
    expect(within(region).getByRole('textbox', { name: '快速回复内容' })).toHaveTextContent(text)
    expect(await mailsOf(source.sender, 'INBOX', text)).toEqual([])
    // The client middleware did not toast it too: the box shows the server's text itself.
    expect(signedIn.notices).toEqual([])

    await user.click(within(alert).getByRole('button', { name: '重新发送' }))
    expect(await within(region).findByText('回复已发送！', {}, { timeout: 20_000 })).toBeVisible()
    const bodies = (await Promise.all(posted)) as { html_text: string }[]
    expect(bodies).toHaveLength(2)
    expect(bodies[1]?.html_text).toBe(bodies[0]?.html_text)
    expect(await mailsOf(source.sender, 'INBOX', text)).toHaveLength(1)
  })

  it('a 500 shows its detail and keeps the text', async () => {
    const source = colleagueMail()
    server.use(
      http.post(
        QUICK_REPLY,
        () => HttpResponse.json({ detail: '服务器内部错误' }, { status: 500 }),
        { once: true },
      ),
    )
    const { region, editor } = await openQuickReply(source.uid)
    await typeInto(editor, '好的')
    await user.click(within(region).getByRole('button', { name: '发送' }))
    const alert = await within(region).findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toHaveTextContent('服务器内部错误')
    expect(within(region).getByRole('textbox', { name: '快速回复内容' })).toHaveTextContent('好的')
    expect(within(alert).getByRole('button', { name: '重新发送' })).toBeEnabled()
  })

  it('cancel asks only when something was typed', async () => {
    const { region, editor } = await openQuickReply(colleagueMail().uid)
    await user.click(within(region).getByRole('button', { name: '取消' }))
    expect(await within(region).findByRole('button', { name: '快速回复' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument()
    expect(editor).not.toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: '快速回复' }))
    const again = await within(region).findByRole('textbox', { name: '快速回复内容' })
    await typeInto(again, '写了一半')
    await user.click(within(region).getByRole('button', { name: '取消' }))
    // Fluent's dialog motion leaves it 'hidden' to jsdom's accessibility tree.
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: '继续编辑', hidden: true }))
    // The page behind the dialog comes back a moment after it closes (tabster).
    expect(await within(region).findByRole('textbox', { name: '快速回复内容' })).toHaveTextContent(
      '写了一半',
    )
    await user.click(await within(region).findByRole('button', { name: '取消' }))
    const discard = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(discard).getByRole('button', { name: '放弃', hidden: true }))
    expect(await within(region).findByRole('button', { name: '快速回复' })).toBeInTheDocument()
    expect(posted).toHaveLength(0)
  })

  it('is not offered in Drafts', async () => {
    const uid = await uidOf(signedIn.token, FIXTURE_TEXT['zh-hans'].draftSubject, 'Drafts')
    renderReader(signedIn.session, { uid, folder: 'Drafts' })
    expect(
      await screen.findByRole('heading', { name: FIXTURE_TEXT['zh-hans'].draftSubject }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '快速回复' })).not.toBeInTheDocument()
  })

  it('is not offered in a shared mailbox without a sending right', async () => {
    // The fake backend has no share login: the session is told it is in a read-only share.
    signedIn.unsubscribe()
    server.use(
      http.get('/api/shareuser/status/', () =>
        HttpResponse.json({
          shareuser_all: false,
          shareuser_get: true,
          shareuser_password: false,
          shareuser_post: false,
          shareuser_send: false,
          expired_left: 600,
          lock_left: 600,
          is_shareduser: true,
          login_url: '/login',
          is_active: false,
          change_password: false,
          is_swtime: false,
          results: [],
        }),
      ),
    )
    signedIn = await signIn()
    expect(signedIn.session.getSnapshot().context.shared?.is_shareduser).toBe(true)
    const subject = FIXTURE_TEXT['zh-hans'].plainSubject
    renderReader(signedIn.session, { uid: await uidOf(signedIn.token, subject) })
    expect(await screen.findByRole('heading', { name: subject })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '快速回复' })).not.toBeInTheDocument()
  })
})
