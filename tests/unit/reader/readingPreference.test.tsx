/**
 * The reader follows the reading choice of /setting/param (decisions.md #161, #186): a reader tab
 * first shows an html mail as plain text when the saved choice is text, html otherwise; the
 * reader's toggle still switches that one mail; a choice the param page saves applies to the
 * next mail opened, without a reload.
 */
import '../auth/jsdomShims.ts'
import { cleanup, configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import {
  forgetReadingModes,
  readingModeOf,
  rememberReadingMode,
} from '../../../src/app/readingPreference.ts'
import { readTabKey } from '../../../src/domain/mail/mailTabs.ts'
import { MailTabsContext } from '../../../src/features/common/mailTabs/MailTabsContext.ts'
import ReaderTab from '../../../src/features/reader/ReaderTab.tsx'
import { renderPage } from '../auth/authHarness.tsx'
import { DEMO_USER, testClient } from '../../support/server.ts'
import { fakeTabs, signIn, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
const user = userEvent.setup({ delay: null })
const TEXT_HINT = /这封HTML邮件正以纯文本显示/
let signedIn: Awaited<ReturnType<typeof signIn>>

beforeEach(async () => {
  forgetReadingModes()
  signedIn = await signIn()
})
afterEach(() => {
  signedIn.unsubscribe()
  // The choices live in module state, which the next file of the worker shares
  // (vitest.config.ts): a "text" left behind had that file's reader read its html mail twice.
  forgetReadingModes()
})

async function saveReadingChoice(textView: boolean) {
  const client = testClient(signedIn.token)
  const { data } = await client.GET('/api/setting/param/')
  await client.PUT('/api/setting/param/', { body: { ...data!, is_text_view: textView } })
}

async function openHtmlMail() {
  const uid = await uidOf(signedIn.token, text.htmlSubject)
  const tab = {
    kind: 'read' as const,
    key: readTabKey('INBOX', uid),
    folder: 'INBOX',
    uid,
    title: '…',
  }
  renderPage(
    <MailTabsContext.Provider value={fakeTabs()}>
      <Suspense fallback={<p>loading</p>}>
        <ReaderTab tab={tab} />
      </Suspense>
    </MailTabsContext.Provider>,
    signedIn.session,
    '/mailbox/innerbox/INBOX',
  )
  await screen.findByRole('heading', { name: text.htmlSubject })
}

describe('the reading choice', { timeout: 30_000 }, () => {
  it('text saved: an html mail opens as text, and the toggle shows it as html', async () => {
    await saveReadingChoice(true)
    await openHtmlMail()
    expect(await screen.findByText(TEXT_HINT)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '以HTML查看' }))
    await expect.poll(() => screen.queryByText(TEXT_HINT)).toBeNull()
  })

  it('html saved (the default): an html mail opens as html', async () => {
    await saveReadingChoice(false)
    await openHtmlMail()
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('menuitem', { name: '以纯文本查看' })).toBeInTheDocument()
    expect(screen.queryByText(TEXT_HINT)).toBeNull()
  })

  it('a choice the param page saves applies to the next mail opened', async () => {
    await openHtmlMail()
    expect(screen.queryByText(TEXT_HINT)).toBeNull()
    // What ParamSettingsPage does after a save (no new read of the server's value).
    rememberReadingMode(DEMO_USER.email, true)
    cleanup()
    await openHtmlMail()
    expect(await screen.findByText(TEXT_HINT)).toBeInTheDocument()
  })

  it("a choice already read is marked settled, so React's use takes it without suspending", async () => {
    // React's use reads status/value; an unmarked promise suspends on its first use even when
    // settled, and the first reader showed its fallback and was held back ~300 ms.
    const read = readingModeOf(DEMO_USER.email)
    await read
    expect(read).toMatchObject({ status: 'fulfilled', value: 'html' })
    rememberReadingMode(DEMO_USER.email, true)
    expect(readingModeOf(DEMO_USER.email)).toMatchObject({ status: 'fulfilled', value: 'text' })
  })
})
