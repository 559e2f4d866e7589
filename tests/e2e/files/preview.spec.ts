/**
 * Previews of file-centre files (issue 15, decision 268): a docx and an xlsx of the personal
 * disk open from the disk page's 预览 in their own /preview window, with the attachments'
 * viewer, and show known text from their real sample files (mocks/mail/officeSamples.gen.ts).
 */
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

/** The seed keeps the office samples in 工作文档 (mocks/seed/workspace.ts PREVIEW_SAMPLES). */
const SAMPLES_FOLDER = '工作文档'

test('a docx and an xlsx of the personal disk open in the preview window', async ({
  page,
  context,
}) => {
  const list = page.getByRole('table').filter({
    has: page.getByRole('columnheader', { name: '修改时间' }),
  })
  await page.goto('/file/pfile')
  await list.getByRole('link', { name: SAMPLES_FOLDER }).click()
  await expect(page).toHaveURL(/folder=\d+/)
  const preview = async (name: string) => {
    const row = list.getByRole('row').filter({ hasText: name })
    await row.getByText(name, { exact: true }).click()
    const opening = context.waitForEvent('page')
    await page.getByRole('button', { name: '预览', exact: true }).click()
    const window = await opening
    await expect(window).toHaveURL(/\/preview\?source=netdisk&id=\d+/)
    await expect(window.getByRole('heading', { name })).toBeVisible()
    return window
  }

  const sheet = await preview('預算表.xlsx')
  await expect(sheet.getByRole('cell', { name: 'Column2', exact: true })).toBeVisible()
  await sheet.getByRole('tab', { name: 'Sheet2' }).click()
  await expect(sheet.getByRole('cell', { name: 'Test 89', exact: true })).toBeVisible()
  await sheet.close()

  const doc = await preview('合約範本.docx')
  const frame = doc.getByTitle('合約範本.docx').contentFrame()
  await expect(frame.getByRole('cell', { name: 'Top left' })).toBeVisible()
})
