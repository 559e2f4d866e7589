/**
 * The blocked-remote-images bar counts with the language's plural forms: English says "1 remote
 * image was" and "2 remote images were" (no "image(s)"), Chinese has one form.
 */
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { MailBody } from '../../../../src/features/reader/body/MailBody.tsx'
import type { Locale } from '../../../../src/i18n/locales.ts'
import { renderWithProviders } from '../../../support/render.tsx'

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
})

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => `<img src="https://t.example/${i}.png">`).join('')

const CASES: [Locale, number, string][] = [
  ['en', 1, 'To protect your privacy, 1 remote image was blocked.'],
  ['en', 2, 'To protect your privacy, 2 remote images were blocked.'],
  ['zh-hans', 1, '为保护您的隐私，已阻止 1 张远程图片。'],
  ['zh-tw', 3, '為保護您的隱私，已阻止 3 張遠端圖片。'],
]

describe('blocked remote images', () => {
  it.each(CASES)('%s, %i image(s)', (locale, count, text) => {
    renderWithProviders(
      <MailBody isHtml html={`<p>x</p>${images(count)}`} allowRemote={false} title="body" />,
      { locale },
    )
    expect(screen.getByText(text)).toBeInTheDocument()
  })
})
