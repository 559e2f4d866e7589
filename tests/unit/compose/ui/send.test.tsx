/**
 * Send through the real compose actors on the fake backend (R-SEND "Send and
 * save", §8 send failure): a sent mail shows the result and reaches the internal recipient; a
 * failed send — a 500 or a dropped connection — keeps everything typed and offers send again.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { DEMO_USER, mockControl, testClient, tokenFor } from '../../../support/server.ts'
import { SPECIAL_USERNAMES } from '../../../support/server.ts'
import { connectFakeBackend, renderCompose } from './composeUi.harness.tsx'

const TO = `${SPECIAL_USERNAMES.reviewer}@huayu.example.com`

async function writeMail(subject: string) {
  connectFakeBackend(await tokenFor(DEMO_USER.username))
  const view = renderCompose()
  const user = userEvent.setup()
  await user.type(screen.getByRole('combobox', { name: '添加收件人' }), `${TO};`)
  await user.type(screen.getByRole('textbox', { name: '主题' }), subject)
  // Lexical does not take typing under jsdom; the editor reports its body with this event.
  act(() =>
    view.actor.send({
      type: 'body.change',
      html: '<p>会议改到 <b>三点</b></p>',
      plain: '会议改到 三点',
    }),
  )
  return { ...view, user }
}

async function inboxSubjects(username: string, subject: string): Promise<string[]> {
  const { data } = await testClient(await tokenFor(username)).GET('/api/mail/messages/', {
    params: { query: { folder: 'INBOX', subject, page_size: 5 } },
  })
  return (data?.results ?? []).map((mail) => mail.subject)
}

describe('sending', { timeout: 60_000 }, () => {
  // R-SEND-2: the send result
  it('sends, shows the result and delivers to the internal recipient', async () => {
    const subject = `周会安排 ${Date.now()}`
    const { user, actor } = await writeMail(subject)
    await user.click(screen.getByRole('button', { name: '发送' }))
    const result = await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    expect(within(result).getByText(new RegExp(subject))).toBeInTheDocument()
    expect(actor.getSnapshot().context.outcome?.message_id).toBeTruthy()
    expect(await inboxSubjects(SPECIAL_USERNAMES.reviewer, subject)).toEqual([subject])
  })

  it('keeps everything typed when the server fails, and sends again', async () => {
    const subject = `预算复核 ${Date.now()}`
    const { user, actor } = await writeMail(subject)
    mockControl.failNextSend(500)
    await user.click(screen.getByRole('button', { name: '发送' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '主题' })).toHaveValue(subject)
    expect(screen.getByRole('button', { name: `编辑收件人 ${TO}` })).toBeInTheDocument()
    expect(actor.getSnapshot().context.form).toMatchObject({
      subject,
      plain_text: '会议改到 三点',
      html_text: '<p>会议改到 <b>三点</b></p>',
    })
    expect(await inboxSubjects(SPECIAL_USERNAMES.reviewer, subject)).toEqual([])
    // The send button stays locked for 1500 ms after a press, 'send again' with it.
    const again = within(alert).getByRole('button', { name: '重新发送' })
    await waitFor(() => expect(again).toBeEnabled(), { timeout: 5_000 })
    await user.click(again)
    await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    expect(await inboxSubjects(SPECIAL_USERNAMES.reviewer, subject)).toEqual([subject])
  })

  it('keeps everything typed when the connection drops', async () => {
    const subject = `断网测试 ${Date.now()}`
    const { user, actor } = await writeMail(subject)
    mockControl.failNextSend('network')
    await user.click(screen.getByRole('button', { name: '发送' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toHaveTextContent('邮件发送失败！')
    expect(screen.getByRole('textbox', { name: '主题' })).toHaveValue(subject)
    expect(actor.getSnapshot().context.form.to.map((r) => r.email)).toEqual([TO])
  })
})
