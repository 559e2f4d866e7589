/**
 * The reader header against the fake backend: the short header shows the sender and receivers'
 * names only, the full one receivers with addresses and the cc line; and removing one tag with
 * its chip reaches the fake db, leaving the mail's other tags.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { DEMO_USER } from '../../support/server.ts'
import { RECIPIENTS_SHOWN } from '../../../src/features/reader/ReaderHeader.tsx'
import { renderReader, signIn, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
const user = userEvent.setup({ delay: null })
let signedIn: Awaited<ReturnType<typeof signIn>>

beforeEach(async () => {
  signedIn = await signIn()
})
afterEach(() => signedIn.unsubscribe())

const OTHER: [string, string] = ['zhao.min@partner.example.com', '赵敏']
const CC: [string, string] = ['qian.li@partner.example.com', '钱立']

const mailRecord = (uid: number) => db.messages.findFirst((q) => q.where({ uid, folder: 'INBOX' }))

/** The reader's header: the <header> around the subject heading. */
async function readerHeader(subject: string) {
  return (await screen.findByRole('heading', { name: subject })).closest('header')!
}

// R-READ-1: the short/full header toggle
describe('reader header', { timeout: 30_000 }, () => {
  it('short shows the sender and receiver names; full adds addresses and cc', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.to = [...draft.to, OTHER]
        draft.cc = [CC]
      },
    })
    const [senderAddress] = mailRecord(uid)!.mfrom
    renderReader(signedIn.session, { uid })
    const header = await readerHeader(text.htmlSubject)

    // Short: the sender, receivers by name on one line, no cc.
    expect(within(header).getByText(new RegExp(`<${senderAddress}>`))).toBeInTheDocument()
    expect(within(header).getByText(new RegExp(`; ${OTHER[1]}$`))).toBeInTheDocument()
    expect(within(header).queryByText(new RegExp(OTHER[0]))).toBeNull()
    expect(within(header).queryByText('抄送')).toBeNull()
    expect(within(header).queryByText(new RegExp(CC[1]))).toBeNull()

    await user.click(within(header).getByRole('button', { name: '完整信息' }))
    expect(within(header).getByText(`${OTHER[1]} <${OTHER[0]}>`)).toBeInTheDocument()
    expect(within(header).getByText('抄送')).toBeInTheDocument()
    expect(within(header).getByText(`${CC[1]} <${CC[0]}>`)).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: '简要信息' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    await user.click(within(header).getByRole('button', { name: '简要信息' }))
    expect(within(header).queryByText('抄送')).toBeNull()
    expect(within(header).queryByText(`${OTHER[1]} <${OTHER[0]}>`)).toBeNull()
  })
})

describe('a mail to thousands', { timeout: 30_000 }, () => {
  it('shows the first recipients and "and N more"; the rest one click away', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    const many = Array.from({ length: 3000 }, (_, i): [string, string] => [
      `user${i + 1}@corp.example.com`,
      `同事${i + 1}`,
    ])
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.to = many
        draft.cc = many.slice(0, 500)
      },
    })
    renderReader(signedIn.session, { uid })
    const header = await readerHeader(text.htmlSubject)
    const more = within(header).getByRole('button', { name: `还有 ${3000 - RECIPIENTS_SHOWN} 人` })
    expect(header.textContent).toContain(`同事${RECIPIENTS_SHOWN}`)
    expect(header.textContent).not.toContain(`同事${RECIPIENTS_SHOWN + 1};`)

    await user.click(more)
    expect(header.textContent).toContain('同事3000')
    await user.click(within(header).getByRole('button', { name: '收起' }))
    expect(header.textContent).not.toContain('同事3000')

    // Full: hover cards for the first ones only, cc collapsed the same way.
    await user.click(within(header).getByRole('button', { name: '完整信息' }))
    // To and cc both start with 同事1.
    expect(within(header).getAllByText(`同事1 <user1@corp.example.com>`)).toHaveLength(2)
    expect(within(header).queryByText(`同事${RECIPIENTS_SHOWN + 1} <`, { exact: false })).toBeNull()
    expect(
      within(header).getByRole('button', { name: `还有 ${500 - RECIPIENTS_SHOWN} 人` }),
    ).toBeInTheDocument()
  })
})

describe('reader tag chips', { timeout: 30_000 }, () => {
  it('removing one tag reaches the fake db and keeps the others', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    const tags = db.tags.findMany((q) => q.where({ owner: DEMO_USER.username }))
    const other = tags.find((tag) => tag.tagname !== 'tag_project')!
    const project = tags.find((tag) => tag.tagname === 'tag_project')!
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.tags = [project.tagname, other.tagname]
        draft.flags = [...draft.flags.filter((f) => f !== project.tagname), ...draft.tags]
      },
    })
    renderReader(signedIn.session, { uid })
    const header = await readerHeader(text.htmlSubject)
    await user.click(
      await within(header).findByRole('button', { name: `移除标签 ${project.name}` }),
    )
    await waitFor(() => expect(mailRecord(uid)?.tags).toEqual([other.tagname]))
    // The reader reads the mail again: the chip goes, the other stays.
    await waitFor(() =>
      expect(within(header).queryByRole('button', { name: `移除标签 ${project.name}` })).toBeNull(),
    )
    expect(
      within(header).getByRole('button', { name: `移除标签 ${other.name}` }),
    ).toBeInTheDocument()
  })
})
