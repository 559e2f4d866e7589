import { i18n } from '@lingui/core'
import { messages as en } from '../../src/i18n/locales/en/messages.po'
import { messages as zhHans } from '../../src/i18n/locales/zh-hans/messages.po'
import { messages as zhTw } from '../../src/i18n/locales/zh-tw/messages.po'
import type { Locale } from '../../src/i18n/locales.ts'

const catalogs = { en, 'zh-hans': zhHans, 'zh-tw': zhTw } satisfies Record<Locale, unknown>

/** Activates a locale synchronously with the real compiled catalogs (tests check exact text). */
export function activateTestLocale(locale: Locale): void {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] })
}
