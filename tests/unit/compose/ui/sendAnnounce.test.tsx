/**
 * Send results are said through the layout's live region (issue 17 "new mail and send results
 * are announced through a live region"), from the real compose actors on the fake backend: a
 * mail sent is said with its subject, one held for review says so, and a failed send says the
 * failure the tab's alert shows. (New mail: tests/unit/shortcuts/liveRegion.test.tsx.)
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { DEMO_USER, SPECIAL_USERNAMES, mockControl, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, renderCompose } from './composeUi.harness.tsx'

const COLLEAGUE = `${SPECIAL_USERNAMES.reviewer}@huayu.example.com`
// The seeded review rules hold the demo user's mail to outside addresses (mocks/outbox/review.ts).
const OUTSIDE = 'partner@example.com'

/** The layout's live region (polite, atomic), not the tab's own status texts. */
function liveRegion(): HTMLElement {
  const region = screen
    .getAllByRole('status')
    .find((node) => node.getAttribute('aria-live') === 'polite' && node.ariaAtomic === 'true')
  if (!region) throw new Error('no live region rendered')
  return region
}

async function send(to: string, subject: string, beforeSend = () => {}) {
  connectFakeBackend(await tokenFor(DEMO_USER.username))
  renderCompose({ liveRegion: true })
  const user = userEvent.setup()
  await user.type(screen.getByRole('combobox', { name: '添加收件人' }), `${to};`)
  await user.type(screen.getByRole('textbox', { name: '主题' }), subject)
  expect(liveRegion()).toBeEmptyDOMElement()
  beforeSend()
  await user.click(screen.getByRole('button', { name: '发送' }))
}

describe('send results in the live region', { timeout: 60_000 }, () => {
  it('says a sent mail with its subject', async () => {
    const subject = `周报 ${Date.now()}`
    await send(COLLEAGUE, subject)
    await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    await waitFor(() => expect(liveRegion()).toHaveTextContent(`发送成功 ${subject}`))
  })

  it('says a mail held for review is waiting for it', async () => {
    const subject = `合同草案 ${Date.now()}`
    await send(OUTSIDE, subject)
    await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    await waitFor(
      () => expect(liveRegion()).toHaveTextContent(`邮件已发出，正在等待审核：${subject}`),
      { timeout: 10_000 },
    )
  })

  it('says a failed send as the alert does', async () => {
    const subject = `预算复核 ${Date.now()}`
    await send(COLLEAGUE, subject, () => mockControl.failNextSend('network'))
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toHaveTextContent('邮件发送失败！')
    await waitFor(() => expect(liveRegion()).toHaveTextContent('邮件发送失败！'))
  })
})
