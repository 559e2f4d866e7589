/**
 * The reader's More menu items not covered by ReaderView.test.tsx, each through the menu against
 * the fake backend: forward with attachments, new mail to the same recipients, add sender to the
 * address book, add remark, same-subject search, download (.eml), read as html after read as
 * text, and delete (item 10, to Trash).
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { DEMO_USER, server } from '../../support/server.ts'
import { renderReader, signIn, uidOf } from './readerHarness.tsx'

// The whole suite shares two cores: a first load may take seconds; a real hang still fails.
configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
const user = userEvent.setup({ delay: null })
let signedIn: Awaited<ReturnType<typeof signIn>>

beforeEach(async () => {
  signedIn = await signIn()
})
afterEach(() => signedIn.unsubscribe())

async function open(subject: string, folder = 'INBOX') {
  const uid = await uidOf(signedIn.token, subject, folder)
  const rendered = renderReader(signedIn.session, { uid, folder })
  await screen.findByRole('heading', { name: subject })
  return { uid, ...rendered }
}

async function chooseMore(name: string) {
  await user.click(screen.getByRole('button', { name: '更多' }))
  await user.click(await screen.findByRole('menuitem', { name }))
}

/** The paths of every request the fake backend receives during the current test. */
function requestedPaths(): string[] {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return paths
}

const OTHER: [string, string] = ['zhao.min@partner.example.com', '赵敏']
const CC: [string, string] = ['qian.li@partner.example.com', '钱立']

// R-READ-5
describe('reader More menu', { timeout: 30_000 }, () => {
  it('forward with attachments opens compose in forward-as-attachment mode', async () => {
    const { uid, tabs } = await open(text.htmlSubject)
    await chooseMore('带附件转发')
    expect(tabs.openCompose).toHaveBeenCalledWith({ mode: 'forwardAttach', uid, folder: 'INBOX' })
  })

  it('new mail to the same recipients: to and cc of the mail, without the user', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.to = [...draft.to, OTHER]
        draft.cc = [CC]
      },
    })
    const { tabs } = renderReader(signedIn.session, { uid })
    await screen.findByRole('heading', { name: text.htmlSubject })
    await chooseMore('给所有收件人发新邮件')
    expect(tabs.openCompose).toHaveBeenCalledWith({ mode: 'new', to: [OTHER], cc: [CC] })
  })

  it('add sender to the address book opens the full contact form, prefilled', async () => {
    const uid = await uidOf(signedIn.token, text.plainSubject)
    // A sender the address book does not know yet.
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.mfrom = OTHER
      },
    })
    renderReader(signedIn.session, { uid })
    await screen.findByRole('heading', { name: text.plainSubject })
    const saved = () =>
      db.contacts.findMany((q) => q.where({ owner: DEMO_USER.username, email: OTHER[0] }))
    expect(saved()).toHaveLength(0)
    await chooseMore('添加发件人到通讯录')
    const dialog = await screen.findByRole('dialog', { name: '添加联系人', hidden: true })
    const field = (name: string | RegExp) =>
      within(dialog).findByRole('textbox', { name, hidden: true })
    expect(await field(/邮箱地址/)).toHaveValue(OTHER[0])
    expect(await field('姓名')).toHaveValue(OTHER[1])
    await user.type(await field('手机号码'), '13912345678')
    await user.click(within(dialog).getByRole('button', { name: '保存', hidden: true }))
    await waitFor(() => expect(saved()).toHaveLength(1))
    expect(saved()[0]).toMatchObject({ fullname: OTHER[1], mobile: '13912345678' })
    await waitFor(() =>
      expect(signedIn.notices).toContainEqual({ intent: 'success', message: '联系人已保存' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())

    // Chosen again, the sender is a contact now: the same form edits it. (The page is aria-hidden
    // until the closed dialog's focus trap lets go.)
    await screen.findByRole('button', { name: '更多' })
    await chooseMore('添加发件人到通讯录')
    const again = await screen.findByRole('dialog', { name: '编辑联系人', hidden: true })
    expect(
      await within(again).findByRole('textbox', { name: '手机号码', hidden: true }),
    ).toHaveValue('13912345678')
  })

  it('add remark opens the remark editor in edit mode, and saving reaches the server', async () => {
    const { uid } = await open(text.plainSubject)
    const remarkBox = screen.getByRole('group', { name: '备注' })
    expect(within(remarkBox).queryByRole('textbox')).toBeNull()
    await chooseMore('添加备注')
    const input = await within(remarkBox).findByRole('textbox', { name: '备注' })
    await user.type(input, '下周跟进{Enter}')
    await waitFor(() =>
      expect(db.messages.findFirst((q) => q.where({ uid, folder: 'INBOX' }))?.remark).toBe(
        '下周跟进',
      ),
    )
  })

  it('same-subject search opens a search tab for the subject', async () => {
    const { tabs } = await open(text.plainSubject)
    await chooseMore('同主题邮件')
    expect(tabs.openSearch).toHaveBeenCalledWith({ subject: text.plainSubject })
  })

  it('download asks the server for the .eml and saves it under the subject', async () => {
    const paths = requestedPaths()
    const createUrl = vi.fn(() => 'blob:http://localhost/mail')
    const revoke = vi.fn()
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: revoke })
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    onTestFinished(() => click.mockRestore())

    const { uid } = await open(text.plainSubject)
    await chooseMore('下载邮件')
    await waitFor(() => expect(saved).toEqual([`${text.plainSubject.replace(/:/g, '_')}.eml`]))
    expect(paths).toContain(`/api/mail/messages/${uid}/download/`)
    expect(createUrl).toHaveBeenCalledTimes(1)
    expect(signedIn.notices).toContainEqual({ intent: 'success', message: '下载成功' }) // M-ERR-24
  })

  it('read as html after read as text: the hint goes and the menu offers text again', async () => {
    await open(text.htmlSubject)
    await chooseMore('以纯文本查看')
    expect(await screen.findByText(/这封HTML邮件正以纯文本显示/)).toBeInTheDocument()
    await chooseMore('以HTML查看')
    await waitFor(() => expect(screen.queryByText(/这封HTML邮件正以纯文本显示/)).toBeNull())
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('menuitem', { name: '以纯文本查看' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '以HTML查看' })).toBeNull()
  })

  it('delete (item 10) moves the mail to Trash and closes the tab', async () => {
    const { uid, tabs, tab } = await open(text.plainSubject)
    const inFolder = (folder: string) =>
      db.messages.findMany((q) =>
        q.where({ owner: DEMO_USER.username, folder, subject: text.plainSubject }),
      )
    expect(inFolder('Trash')).toHaveLength(0)
    await chooseMore('删除')
    await waitFor(() => expect(tabs.close).toHaveBeenCalledWith(tab.key))
    expect(inFolder('Trash')).toHaveLength(1)
    expect(db.messages.findFirst((q) => q.where({ uid, folder: 'INBOX' }))).toBeUndefined()
  })
})
