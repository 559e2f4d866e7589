/**
 * Faults over HTTP, a slow message list (issue 11 §4): with 10 s of latency on listMessages the
 * list says it is loading, the folder tree and the compose button still work, and when the user
 * clicks another folder meanwhile, that folder's rows show and stay — the first folder's late
 * answer (the server's request log tells when it went out) does not replace them.
 */
import type { Page } from '@playwright/test'
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'
import { serverControl } from './serverControl'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const LATENCY_MS = 10_000

/** The subjects of a folder's first page as the list shows it (20 rows, newest first). */
async function firstPage(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const query = `folder=${name}&page=1&page_size=20&sort=date&order=desc`
    const response = await fetch(`/api/mail/messages/?${query}`, {
      headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
    })
    const body = (await response.json()) as { results: { subject: string }[] }
    return body.results.map(({ subject }) => subject)
  }, folder)
}

/** The subjects of the rows on screen, top to bottom (from their checkboxes' names). */
async function shownSubjects(list: FolderListPage): Promise<string[]> {
  const labels = await list
    .mailRows()
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.replace(/^选择 /, ''))
}

test.skip(({ backend }) => backend !== 'http', 'times the mock server’s answers')

test(
  '10 s of list latency: loading shows, the rest works, and a later click wins',
  CORE,
  async ({ page, mock, baseURL }) => {
    test.setTimeout(45_000)
    const server = serverControl(baseURL)
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const list = new FolderListPage(page)
    await list.waitLoaded()
    const sent = await firstPage(page, 'Sent')
    const projects = await firstPage(page, 'Projects')
    expect(sent.length).toBeGreaterThan(0)
    expect(sent).not.toEqual(projects)

    // Only the request that starts now is slow: the next folder's answers at once. The log is
    // read from here on (firstPage above asked for Sent too).
    const earlier = (await server.requestLog('listMessages')).length
    const listCalls = async () => (await server.requestLog('listMessages')).slice(earlier)
    await mock.setLatency('listMessages', LATENCY_MS)
    await mailbox.folder(/^已发送/).click()
    await page.waitForURL(/\/mailbox\/innerbox\/Sent/)
    await expect(list.panel().getByRole('region', { name: '邮件列表' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(list.panel().getByText('加载中')).toBeVisible()
    // Once the server holds the request for Sent, the latency may go.
    await expect
      .poll(async () => (await listCalls()).map((entry) => entry.fields.folder))
      .toContain('Sent')
    await mock.setLatency('listMessages', null)

    // Still usable while the list waits: compose opens, the folder tree navigates.
    const compose = new ComposePage(page)
    await compose.open(mailbox)
    await mailbox.folder(/^项目资料/).click()
    await page.waitForURL(/\/mailbox\/innerbox\/Projects/)
    await expect.poll(() => shownSubjects(list)).toEqual(projects)

    // The slow answer for Sent arrives (the server logs it when it is sent) and changes nothing.
    await expect
      .poll(
        async () =>
          (await listCalls()).some(
            (entry) => entry.fields.folder === 'Sent' && entry.outcome === 200,
          ),
        { timeout: LATENCY_MS + 5_000 },
      )
      .toBe(true)
    const calls = await listCalls()
    const answered = (folder: string) =>
      calls.find((entry) => entry.fields.folder === folder && entry.outcome === 200)?.at ?? NaN
    // The race really happened: Sent was answered after Projects was on screen.
    expect(answered('Sent')).toBeGreaterThan(answered('Projects'))
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/mailbox\/innerbox\/Projects/)
    expect(await shownSubjects(list)).toEqual(projects)
  },
)
