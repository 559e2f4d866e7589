import type { Page } from '@playwright/test'

/** The public /fileshare page (src/features/files/share/public/FileSharePage.tsx). */
export class PublicSharePage {
  constructor(readonly page: Page) {}

  codeBox = () => this.page.getByRole('textbox', { name: '提取码' })
  submit = () => this.page.getByRole('button', { name: '提取文件' })
  heading = (name: string) => this.page.getByRole('heading', { name })
  alert = () => this.page.getByRole('alert')
  downloadButton = (fileName: string) =>
    this.page.getByRole('button', { name: `下载 ${fileName}`, exact: true })

  async open(link: string): Promise<void> {
    await this.page.goto(link)
  }

  async enterCode(code: string): Promise<void> {
    await this.codeBox().fill(code)
    await this.submit().click()
  }
}
