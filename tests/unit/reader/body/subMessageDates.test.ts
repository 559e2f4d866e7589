// @vitest-environment jsdom
/**
 * The reader writes a forwarded message's header-block date (postal-mime's data-date, the raw
 * header) with the same formatter as its own header, whatever the runtime's default locale.
 */
import { describe, expect, it } from 'vitest'
import { sanitizeMail } from '../../../../src/features/common/mailHtml/sanitizeMail.ts'
import { activateTestLocale } from '../../../support/i18n.ts'
import { dayjs, formatMailTime } from '../../../../src/i18n/dates.ts'

const RAW = 'Fri, 24 Oct 2003 06:09:05 +0000'
const BLOCK =
  '<div class="postal-email-header-key">Date</div>' +
  `<div class="postal-email-header-value postal-email-header-date" data-date="${RAW}">10/24/2003, 06:09:05</div>`

describe('forwarded header-block dates', () => {
  it.each(['zh-hans', 'zh-tw', 'en'] as const)('in %s use the reader header format', (locale) => {
    activateTestLocale(locale)
    const { html } = sanitizeMail(BLOCK, { formatHeaderDate: formatMailTime })
    const expected = dayjs(RAW).format('YYYY-MM-DD HH:mm:ss')
    expect(html).toContain(`>${expected}</div>`)
    expect(html).not.toContain('10/24/2003')
    expect(html).toContain(`data-date="${RAW}"`)
  })

  it('leaves an unreadable date as written and touches nothing else', () => {
    const html = sanitizeMail(
      '<div class="postal-email-header-date" data-date="someday">someday</div>' +
        '<p data-date="2003-10-24">as the sender wrote it</p>',
      { formatHeaderDate: formatMailTime },
    ).html
    expect(html).toContain('>someday</div>')
    expect(html).toContain('>as the sender wrote it</p>')
  })
})
