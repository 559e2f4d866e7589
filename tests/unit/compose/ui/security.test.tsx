/**
 * Compose params on the form (R-COMPOSE: sender select, security level; §5
 * "Compose send" in security mode; R-SEND mail levels 1–5): the server's
 * answer turns security mode on (mail level and attachment levels asked, password protection
 * hidden) and offers its senders; the send checks name what is missing.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import type { ComposeParamsInput } from '../../../../machines/compose/index.ts'
import { DEMO_USER, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, fakeActors, renderCompose, sentOutcome } from './composeUi.harness.tsx'

const CLASSIFIED: ComposeParamsInput = {
  securityMode: true,
  mailLevelRequired: true,
  attachLevelRequired: true,
  senders: [
    ['demo@huayu.example.com', '王小明'],
    ['hr@huayu.example.com', '人力资源部公共邮箱'],
  ],
  mailLevels: [
    { value: 1, label: '普通' },
    { value: 2, label: '内部' },
    { value: 3, label: '秘密' },
    { value: 4, label: '机密' },
    { value: 5, label: '绝密' },
  ],
}

async function classified() {
  const faked = fakeActors(sentOutcome, undefined, CLASSIFIED)
  // Each test presses send several times for the checks, not for the lock: 50 ms, not 1500.
  const view = renderCompose({ actors: faked.actors, sendCooldown: 50 })
  const user = userEvent.setup()
  await screen.findByRole('combobox', { name: '邮件密级' })
  await user.type(screen.getByRole('combobox', { name: '添加收件人' }), 'a@corp.example;')
  await user.type(screen.getByRole('textbox', { name: '主题' }), '季度审计')
  act(() => view.actor.send({ type: 'body.change', html: '<p>见附件</p>', plain: '见附件' }))
  act(() =>
    view.actor.send({
      type: 'attachments.add',
      attachments: [{ id: 9, name: '审计报告.pdf', size: 2048, source: 'local', level: null }],
    }),
  )
  return { ...view, ...faked, user }
}

describe('compose params', { timeout: 30_000 }, () => {
  // R-COMPOSE-10: internal is level 2
  it('security mode: levels asked, password hidden, checks name what is missing', async () => {
    // R-VALID-12, R-ROLE-11 (levels only in security mode), M-ERR-8
    const { user, sent } = await classified()
    // C-LIMIT-12: levels 1 to 5, in order
    const levels = screen.getByRole('combobox', { name: '邮件密级' })
    expect(
      within(levels)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', '请选择密级'],
      ['1', '普通'],
      ['2', '内部'],
      ['3', '秘密'],
      ['4', '机密'],
      ['5', '绝密'],
    ])
    expect(screen.queryByRole('checkbox', { name: '加密邮件' })).not.toBeInTheDocument()
    // Found once: polling the whole form by role and name while the lock runs cost seconds.
    const sendButton = screen.getByRole('button', { name: '发送' })
    const send = async () => {
      expect(screen.getByRole('button', { name: '发送' })).toBe(sendButton)
      await user.click(sendButton)
    }

    await send()
    expect(await screen.findByText('请选择邮件密级！')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: '邮件密级' }), '内部')

    await waitFor(() => expect(sendButton).toBeEnabled(), { timeout: 3_000 })
    await send()
    expect(await screen.findByText('请为附件“审计报告.pdf”选择密级！')).toBeInTheDocument()
    const attachmentLevel = screen.getByRole('combobox', { name: '附件“审计报告.pdf”的密级' })
    await user.selectOptions(attachmentLevel, '秘密')

    await waitFor(() => expect(sendButton).toBeEnabled(), { timeout: 3_000 })
    await send()
    expect(
      await screen.findByText('附件“审计报告.pdf”的密级不能高于邮件密级！'),
    ).toBeInTheDocument()
    await user.selectOptions(attachmentLevel, '普通')
    await waitFor(() => expect(sendButton).toBeEnabled(), { timeout: 3_000 })
    await send()
    await screen.findByRole('region', { name: '发送结果' })
    expect(sent[0]).toMatchObject({ secret: true, mail_level: 2, attachments: [[9, 1]] })
  })

  it('offers the senders the server names; the chosen one goes out as mfrom', async () => {
    const { user, sent } = await classified()
    const from = screen.getByRole('combobox', { name: '发件人' })
    expect(from).toHaveValue('demo@huayu.example.com')
    await user.selectOptions(from, 'hr@huayu.example.com')
    await user.selectOptions(screen.getByRole('combobox', { name: '邮件密级' }), '普通')
    await user.selectOptions(
      screen.getByRole('combobox', { name: '附件“审计报告.pdf”的密级' }),
      '普通',
    )
    await user.click(screen.getByRole('button', { name: '发送' }))
    await screen.findByRole('region', { name: '发送结果' })
    expect(sent[0]?.mfrom).toEqual(['hr@huayu.example.com', '人力资源部公共邮箱'])
  })

  // R-ROLE-11
  it('the fake backend: reviewer writes in security mode, demo does not', async () => {
    connectFakeBackend(await tokenFor('reviewer'))
    const first = renderCompose()
    expect(await screen.findByRole('combobox', { name: '邮件密级' })).toBeInTheDocument()
    first.unmount()
    connectFakeBackend(await tokenFor(DEMO_USER.username))
    renderCompose()
    await screen.findByRole('checkbox', { name: '加密邮件' })
    expect(screen.queryByRole('combobox', { name: '邮件密级' })).not.toBeInTheDocument()
  })
})
