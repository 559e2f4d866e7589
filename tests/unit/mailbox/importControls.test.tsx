/**
 * The import dialog's controls against the fake backend: pause all / resume all, and the
 * per-file pause and resume. The chunk upload is held at a gate so the file is caught while
 * uploading; a paused file never reaches 'finish' until resumed, then it is imported.
 */
import '../auth/jsdomShims.ts'
import { Blob as NodeBlob } from 'node:buffer'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { http } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import ImportMailDialog from '../../../src/features/mailbox/import/ImportMailDialog.tsx'
import { db } from '../../../mocks/db/index.ts'
import { startHarness } from '../auth/authHarness.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { DEMO_USER, server, tokenFor } from '../../support/server.ts'
import { EML_CORPUS } from '../../support/fixtures.ts'

// jsdom's FormData and Blob are not the ones Node's fetch (msw) can read (see
// ImportMailDialog.test.tsx): the test borrows Node's pair.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
globalThis.FormData = NodeFormData as typeof FormData
globalThis.Blob = NodeBlob as typeof Blob

configure({ asyncUtilTimeout: 10_000 })
const user = userEvent.setup({ delay: null })
const FILE = 'mail-rb__japanese_iso_2022.eml'
const SUBJECT = 'まみむめも'

/** Holds every chunk upload until `open()`; then they go on to the fake backend. */
function gateChunks() {
  let open = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  server.use(
    http.post('*/api/netdisk/uploadnew/', async () => {
      await gate
      // Nothing returned: msw hands the request to the fake backend's own handler.
    }),
  )
  onTestFinished(() => open())
  return { open }
}

/** Paths of the requests the fake backend receives during the current test. */
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

async function openDialog() {
  startHarness({ token: await tokenFor(), path: '/mailbox' })
  renderWithProviders(<ImportMailDialog open onClose={() => {}} />, { locale: 'zh-hans' })
  // Fluent's tabster may leave the dialog aria-hidden under load.
  const dialog = await screen.findByRole('dialog', { name: '导入邮件', hidden: true })
  await waitFor(() =>
    expect(
      within(dialog).getByRole('button', { name: '添加邮件文件', hidden: true }),
    ).toBeEnabled(),
  )
  return dialog
}

const imported = () =>
  db.messages
    .findMany((q) => q.where({ owner: DEMO_USER.username }))
    .filter((m) => m.subject === SUBJECT)

async function startUpload(dialog: HTMLElement) {
  const file = new File([readFileSync(`${EML_CORPUS}/${FILE}`)], FILE, { type: 'message/rfc822' })
  await user.upload(screen.getByLabelText('选择 .eml 邮件文件'), file)
  const table = within(dialog).getByRole('table', { name: '待导入的邮件文件', hidden: true })
  const row = () => within(table).getAllByRole('row', { hidden: true })[1]!
  await waitFor(() => expect(row()).toHaveTextContent('上传中'))
  return row
}

const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name, hidden: true })

// R-LIST-8: pause and resume
describe('import dialog controls', { timeout: 40_000 }, () => {
  it('pause all holds the upload; resume all finishes the import', async () => {
    const gate = gateChunks()
    const paths = requestedPaths()
    const dialog = await openDialog()
    expect(button(dialog, '全部暂停')).toBeDisabled()
    const row = await startUpload(dialog)

    await user.click(button(dialog, '全部暂停'))
    await waitFor(() => expect(row()).toHaveTextContent('已暂停'))
    expect(button(dialog, '全部继续')).toBeEnabled()
    expect(button(dialog, '全部暂停')).toBeDisabled()
    gate.open()
    // The held chunk is let through: a paused file still does not finish.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(row()).toHaveTextContent('已暂停')
    expect(paths).not.toContain('/api/netdisk/uploadnew/finish/')
    expect(imported()).toHaveLength(0)

    await user.click(button(dialog, '全部继续'))
    await waitFor(() => expect(row()).toHaveTextContent('成功'))
    expect(imported()).toHaveLength(1)
  })

  it('pauses and resumes one file from its row', async () => {
    const gate = gateChunks()
    const dialog = await openDialog()
    const row = await startUpload(dialog)

    await user.click(button(row(), `暂停上传“${FILE}”`))
    await waitFor(() => expect(row()).toHaveTextContent('已暂停'))
    gate.open()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(row()).toHaveTextContent('已暂停')
    expect(imported()).toHaveLength(0)

    await user.click(button(row(), `继续上传“${FILE}”`))
    await waitFor(() => expect(row()).toHaveTextContent('成功'))
    expect(imported()).toHaveLength(1)
  })
})
