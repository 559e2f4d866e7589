/**
 * Pictures in the rich editor (R-VALID "Image upload in editor: JPG, GIF, PNG or BMP,
 * under 10MB"; R-CALL POST /api/setting/upload-img/, §8 compose alerts 'image
 * size', 'image type') on the fake backend: a refused file never leaves the browser and says why;
 * an accepted one is uploaded, shows in the editor and reaches the recipient as an inline part
 * that the mail's html names by cid:.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { db } from '../../../../mocks/db/index.ts'
import { editorImageProblem } from '../../../../src/domain/compose/index.ts'
import { IMAGE_UPLOAD_LIMIT_BYTES } from '../../../../src/domain/constants.ts'
import { DEMO_USER, server, SPECIAL_USERNAMES, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, renderCompose } from './composeUi.harness.tsx'

// A 1×1 PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const PNG = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))
const UPLOAD = '*/api/setting/upload-img/'
/**
 * jsdom's File does not survive Node's multipart encoding (its bytes and name are lost on the
 * way), so these tests answer the upload as the server would; tests/contract/send-options.test.ts
 * covers the real handler with Node's own File, and the e2e journey the whole path in Chromium.
 */
const answerUpload = () =>
  server.use(
    http.post(UPLOAD, () =>
      HttpResponse.json({ url: `data:image/png;base64,${PNG_BASE64}`, message: '上传成功' }),
    ),
  )

describe('editorImageProblem (R-VALID-17, C-LIMIT-6)', () => {
  it.each([
    ['photo.PNG', 1, null],
    ['a.jpg', 1, null],
    ['a.jpeg', 1, null],
    ['a.gif', 1, null],
    ['a.bmp', 1, null],
    ['a.webp', 1, 'imageType'],
    ['a.svg', 1, 'imageType'],
    ['png', 1, 'imageType'],
    ['a.png', 0, 'imageType'],
    ['a.png', IMAGE_UPLOAD_LIMIT_BYTES - 1, null],
    ['a.png', IMAGE_UPLOAD_LIMIT_BYTES, 'imageSize'],
  ] as const)('%s of %i bytes → %s', (name, size, expected) => {
    expect(editorImageProblem({ name, size })).toBe(expected)
  })
})

describe('inserting a picture', { timeout: 60_000 }, () => {
  const chooser = () => screen.getByLabelText('选择要插入的图片') as HTMLInputElement

  // R-VALID-17, M-ERR-8 (image type)
  it('refuses another type with the alert, without asking the server', async () => {
    connectFakeBackend(await tokenFor(DEMO_USER.username))
    const uploads: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/setting/upload-img/')) uploads.push(request.url)
    })
    renderCompose()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(chooser(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect(
      await screen.findByText('“logo.svg”不是可插入的图片，请选择 JPG、GIF、PNG 或 BMP 图片！'),
    ).toBeInTheDocument()
    expect(uploads).toEqual([])
    server.events.removeAllListeners('request:start')
  })

  // R-CALL-9: multipart imgFile, the answer's url goes into the editor
  it('uploads a PNG into the editor; the recipient gets it as an inline cid: part', async () => {
    connectFakeBackend(await tokenFor(DEMO_USER.username))
    answerUpload()
    const { actor } = renderCompose()
    const user = userEvent.setup()
    const to = `${SPECIAL_USERNAMES.reviewer}@huayu.example.com`
    const subject = `带图片的邮件 ${Date.now()}`
    await user.type(screen.getByRole('combobox', { name: '添加收件人' }), `${to};`)
    await user.type(screen.getByRole('textbox', { name: '主题' }), subject)
    await user.upload(chooser(), new File([PNG], 'chart.png', { type: 'image/png' }))
    const editor = screen.getByRole('textbox', { name: '邮件正文' })
    const img = await within(editor).findByRole('img', { name: 'chart.png' })
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await waitFor(() => expect(actor.getSnapshot().context.form.html_text).toContain('<img'))

    await user.click(screen.getByRole('button', { name: '发送' }))
    await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    const delivered = db.messages.findFirst((q) =>
      q.where({ owner: SPECIAL_USERNAMES.reviewer, subject }),
    )
    expect(delivered).toBeDefined()
    const part = delivered!.attachments.find((a) => a.is_inline)
    expect(part).toMatchObject({ name: 'image-1.png', content_type: 'image/png' })
    expect(delivered!.html_text).toContain(`src="cid:${part!.content_id}"`)
    expect(delivered!.html_text).not.toContain('data:')
  })

  it("shows the server's reason when it refuses the upload", async () => {
    connectFakeBackend(await tokenFor(DEMO_USER.username))
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json({ imgFile: ['图片已损坏，无法插入'] }, { status: 400 }),
      ),
    )
    renderCompose()
    const user = userEvent.setup()
    await user.upload(chooser(), new File([PNG], 'broken.png', { type: 'image/png' }))
    expect(await screen.findByText('图片已损坏，无法插入')).toBeInTheDocument()
    const editor = screen.getByRole('textbox', { name: '邮件正文' })
    expect(within(editor).queryByRole('img')).toBeNull()
  })
})
