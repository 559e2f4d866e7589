/**
 * The compose file-centre picker end to end on the fake backend (R-COMPOSE:
 * attachment picker tabs personal file core, network disk, company disk; §6 the file lock):
 * files ticked in two tabs become attachments and travel with the sent mail; the personal file
 * core pages by 10; a name already attached is refused; a company file without download
 * permission cannot be ticked; with the file lock on, the lock password comes first, once per
 * session.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { db } from '../../../../mocks/db/index.ts'
import { forgetPublicKey } from '../../../../src/app/session/publicKey.ts'
import { DEMO_USER, SPECIAL_USERNAMES, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, renderCompose } from './composeUi.harness.tsx'

// Generous: the full suite runs two jsdom workers on two cores, and each opening reads the lock state.
const SLOW = { timeout: 30_000 }
/** Under jsdom tabster may leave a fresh dialog surface aria-hidden (see addressBook.test.tsx). */
const H = { hidden: true } as const
const TO = `${SPECIAL_USERNAMES.reviewer}@huayu.example.com`
const FILE_LOCK_PASSWORD = 'File@2468'

type User = ReturnType<typeof userEvent.setup>

const diskEntry = (name: string) => {
  const entry = db.diskEntries.all().find((e) => e.name === name)
  if (!entry) throw new Error(`no seeded disk entry ${name}`)
  return entry
}

/** A file of demo's personal disk that sits in the folder 工作文档, and that folder. */
function fileInDocs() {
  const docs = diskEntry('工作文档')
  const file = db.diskEntries.all().find((e) => e.parent_id === docs.id && !e.is_folder)
  if (!file) throw new Error('no file in 工作文档')
  return { docs, file }
}

function attachedNames(): string[] {
  const list = screen.queryByRole('list', { name: '已添加的附件', ...H })
  return list
    ? within(list)
        .queryAllByRole('listitem', H)
        .map((li) => li.textContent ?? '')
    : []
}

async function openPicker(user: User) {
  const button = await screen.findByRole('button', { name: '从文件中心添加', ...H }, SLOW)
  await waitFor(() => expect(button).toBeEnabled(), SLOW)
  await user.click(button)
  return pickerDialog()
}

async function pickerDialog() {
  const dialog = await screen.findByRole('dialog', { name: '从文件中心添加附件', ...H }, SLOW)
  await rowsSettled(dialog)
  return dialog
}

/** No tab of the picker is loading a page any more. */
async function rowsSettled(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).queryByText('正在读取文件…')).toBeNull(), SLOW)
}

async function openTab(user: User, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('tab', { name, ...H }))
  const panel = within(dialog).getByRole('tabpanel', { name, ...H })
  await rowsSettled(dialog)
  return panel
}

async function openFolder(user: User, panel: HTMLElement, name: string) {
  await user.click(within(panel).getByRole('button', { name: `打开文件夹 ${name}`, ...H }))
  await waitFor(
    () => expect(within(panel).getByRole('button', { name, current: 'page', ...H })).toBeTruthy(),
    SLOW,
  )
}

async function tick(user: User, panel: HTMLElement, name: string) {
  await user.click(await within(panel).findByRole('checkbox', { name: `选择 ${name}`, ...H }, SLOW))
}

const dialogGone = () =>
  waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), SLOW)

beforeEach(async () => {
  forgetPublicKey()
  connectFakeBackend(await tokenFor(DEMO_USER.username))
})

// R-COMPOSE-4: the file-centre picker (personal file core, network disk, company disk)
describe('file-centre picker', { timeout: 120_000 }, () => {
  it('a disk file and a company file become attachments and arrive with the sent mail', async () => {
    const { actor } = renderCompose()
    const user = userEvent.setup()
    const { file } = fileInDocs()
    const dialog = await openPicker(user)

    const disk = await openTab(user, dialog, '网盘')
    expect(within(disk).getByRole('navigation', { name: '网盘中的位置', ...H })).toBeTruthy()
    await openFolder(user, disk, '工作文档')
    await tick(user, disk, file.name)

    const company = await openTab(user, dialog, '企业网盘')
    await openFolder(user, company, '公司制度')
    await tick(user, company, '员工手册.pdf')
    expect(within(dialog).getByText('已选择 2 个文件')).toBeTruthy()
    // Ticks survive a tab change.
    const diskAgain = await openTab(user, dialog, '网盘')
    expect(
      within(diskAgain).getByRole('checkbox', { name: `选择 ${file.name}`, ...H }),
    ).toBeChecked()

    await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))
    await dialogGone()
    expect(attachedNames().map((text) => text.split(/\d/)[0])).toEqual([file.name, '员工手册.pdf'])
    expect(actor.getSnapshot().context.form.attachments).toEqual([
      { id: file.id, name: file.name, size: file.size, source: 'net', level: null },
      {
        id: diskEntry('员工手册.pdf').id,
        name: '员工手册.pdf',
        size: 2_100_000,
        source: 'company',
        level: null,
      },
    ])

    const subject = `文件中心附件 ${Date.now()}`
    await user.type(screen.getByRole('combobox', { name: '添加收件人', ...H }), `${TO};`)
    await user.type(screen.getByRole('textbox', { name: '主题', ...H }), subject)
    actor.send({ type: 'body.change', html: '<p>请查收</p>', plain: '请查收' })
    await user.click(screen.getByRole('button', { name: '发送', ...H }))
    await screen.findByRole('region', { name: '发送结果', ...H }, { timeout: 20_000 })
    const delivered = db.messages
      .all()
      .find((m) => m.owner === SPECIAL_USERNAMES.reviewer && m.subject === subject)
    expect(delivered?.attachments.map((a) => [a.name, a.size])).toEqual([
      [file.name, file.size],
      ['员工手册.pdf', 2_100_000],
    ])
  })

  it('the personal file core pages by 10 and attaches a mail attachment', async () => {
    const { actor } = renderCompose()
    const user = userEvent.setup()
    const dialog = await openPicker(user)
    const core = within(dialog).getByRole('tabpanel', { name: '个人文件中心', ...H })
    const table = within(core).getByRole('table', { name: '个人文件中心', ...H })
    const firstPage = within(table).getAllByRole('checkbox', H)
    expect(firstPage).toHaveLength(10)
    const pager = within(core).getByRole('navigation', { name: '个人文件中心分页', ...H })
    expect(pager).toHaveTextContent('第 1 / ')
    const firstName = firstPage[0]!.getAttribute('aria-label')!.replace(/^选择 /, '')

    await user.click(within(pager).getByRole('button', { name: '下一页', ...H }))
    await waitFor(() => expect(pager).toHaveTextContent('第 2 / '), SLOW)
    await rowsSettled(dialog)
    const second = within(table).getAllByRole('checkbox', H)
    expect(second).toHaveLength(10)
    await user.click(second[0]!)
    await user.click(within(pager).getByRole('button', { name: '上一页', ...H }))
    await waitFor(() => expect(pager).toHaveTextContent('第 1 / '), SLOW)
    await rowsSettled(dialog)
    await tick(user, core, firstName)
    expect(within(dialog).getByText('已选择 2 个文件')).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))
    await dialogGone()
    const attachments = actor.getSnapshot().context.form.attachments
    expect(attachments.map((a) => a.source)).toEqual(['local', 'local'])
    expect(attachments.every((a) => typeof a.id === 'number' && a.id >= 1_000_000_000)).toBe(true)
    expect(attachments.map((a) => a.name)).toContain(firstName)
  })

  it('refuses a name already attached, with the duplicate-name message', async () => {
    const { actor } = renderCompose()
    const user = userEvent.setup()
    const { file } = fileInDocs()
    for (let round = 0; round < 2; round++) {
      const dialog = await openPicker(user)
      const disk = await openTab(user, dialog, '网盘')
      await openFolder(user, disk, '工作文档')
      await tick(user, disk, file.name)
      await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))
      await dialogGone()
    }
    expect(await screen.findByText(`已存在同名文件“${file.name}”`, {}, SLOW)).toBeTruthy()
    expect(actor.getSnapshot().context.form.attachments.map((a) => a.name)).toEqual([file.name])
  })

  it('a company file the user may not download cannot be ticked', async () => {
    const rules = diskEntry('公司制度')
    await db.diskPermissions.create({
      id: 900,
      folder_id: rules.id,
      target_type: 'member',
      target: DEMO_USER.username,
      permission: 'upload',
    })
    // demo's department no longer counts once demo is named on the folder with less.
    for (const grant of db.diskPermissions.findMany((q) => q.where({ folder_id: rules.id }))) {
      if (grant.target_type === 'department')
        await db.diskPermissions.delete((q) => q.where({ id: grant.id }))
    }
    renderCompose()
    const user = userEvent.setup()
    const dialog = await openPicker(user)
    const company = await openTab(user, dialog, '企业网盘')
    await openFolder(user, company, '公司制度')
    const box = await within(company).findByRole(
      'checkbox',
      { name: '选择 员工手册.pdf', ...H },
      SLOW,
    )
    expect(box).toBeDisabled()
    expect(within(company).getAllByText('（无下载权限）').length).toBeGreaterThan(0)
  })

  // R-LOCK-6
  it('with the file lock on, the lock password comes first, once per session', async () => {
    const account = db.accounts.findFirst((q) => q.where({ username: DEMO_USER.username }))!
    await db.accounts.update(account, {
      data: (draft) => void (draft.lock_passwords.file = FILE_LOCK_PASSWORD),
    })
    renderCompose()
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: '从文件中心添加', ...H }, SLOW)
    await waitFor(() => expect(button).toBeEnabled(), SLOW)
    await user.click(button)

    const lock = await screen.findByRole('dialog', { name: '文件中心已加锁', ...H }, SLOW)
    expect(screen.queryByRole('dialog', { name: '从文件中心添加附件', ...H })).toBeNull()
    const password = within(lock).getByLabelText('锁定密码', { selector: 'input' })
    await user.type(password, 'wrong-one{Enter}')
    expect(await within(lock).findByText('密码错误，请重新输入', {}, SLOW)).toBeTruthy()
    await user.clear(password)
    await user.type(password, `${FILE_LOCK_PASSWORD}{Enter}`)
    const dialog = await pickerDialog()
    expect(screen.queryByRole('dialog', { name: '文件中心已加锁', ...H })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '取消', ...H }))
    await dialogGone()

    // Released for this session: the next opening goes straight to the picker.
    await user.click(button)
    await pickerDialog()
    expect(screen.queryByRole('dialog', { name: '文件中心已加锁', ...H })).toBeNull()
  })
})
