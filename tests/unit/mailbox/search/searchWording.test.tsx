/**
 * One wording per thing: the advanced search's date and size options read exactly as the result
 * tab names the criteria (date choice 1 is "Yesterday", as the spec says), in every language;
 * and the 'no sharing power' refusal of a list or reader action is compose's text.
 */
import '../../auth/jsdomShims.ts'
import { i18n } from '@lingui/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdvancedSearchDialog } from '../../../../src/app/layout/AdvancedSearchDialog.tsx'
import { composeAlertMessage } from '../../../../src/features/compose/composeMessages.ts'
import { NO_SHARING_POWER } from '../../../../src/features/mail-actions/permissionTexts.ts'
import { useSearchCriteria } from '../../../../src/features/mailbox/search/useSearchCriteria.ts'
import type { Locale } from '../../../../src/i18n/locales.ts'
import { activateTestLocale } from '../../../support/i18n.ts'
import { renderWithProviders } from '../../../support/render.tsx'
import '../../../support/server.ts'

/** What the result tab says for each date and size choice, as lists to read back. */
function Criteria() {
  const criteria = useSearchCriteria()
  const said = (params: object) => criteria(params)[0]
  return (
    <>
      <ul aria-label="dates">
        {[1, 2, 3, 4, 5, 6, 7].map((date) => (
          <li key={date}>{said({ date })}</li>
        ))}
      </ul>
      <ul aria-label="sizes">
        {[1, 2, 3].map((size) => (
          <li key={size}>{said({ size })}</li>
        ))}
      </ul>
    </>
  )
}

const LOCALES: Locale[] = ['zh-hans', 'zh-tw', 'en']

// R-LAYOUT-5: date choices 1–7 and size choices 1–3
describe('advanced search wording', { timeout: 30_000 }, () => {
  for (const locale of LOCALES) {
    it(`${locale}: every date and size option reads as the result tab says it`, () => {
      // C-LIMIT-14: date choices 1 to 7, size choices 1 to 3
      renderWithProviders(
        <>
          <Criteria />
          <AdvancedSearchDialog
            open
            form={{}}
            onFormChange={() => undefined}
            onClose={() => undefined}
            onSearch={() => ({ ok: true }) as never}
          />
        </>,
        { locale },
      )
      const [dateSelect, sizeSelect] = within(screen.getByRole('dialog'))
        .getAllByRole('combobox')
        .slice(1)
      const options = (select: HTMLElement | undefined) =>
        within(select!)
          .getAllByRole('option')
          .slice(1)
          .map((option) => option.textContent)
      const said = (list: string) =>
        within(screen.getByRole('list', { name: list }))
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      const dates = said('dates')
      const sizes = said('sizes')
      expect(options(dateSelect).map((label, i) => dates[i]?.includes(label!))).toEqual(
        Array(7).fill(true),
      )
      expect(options(sizeSelect).map((label, i) => sizes[i]?.includes(label!))).toEqual(
        Array(3).fill(true),
      )
      if (locale === 'en') expect(options(dateSelect)[0]).toBe('Yesterday')
    })
  }
})

describe('no sharing power', () => {
  it('is one text for the list, the reader and compose', () => {
    activateTestLocale('en')
    expect(i18n._(NO_SHARING_POWER)).toBe(i18n._(composeAlertMessage({ code: 'noSharingPower' })))
  })
})
