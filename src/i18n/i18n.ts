import { i18n, type Messages } from '@lingui/core'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import { languageCookie } from '../app/cookies.ts'
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from './locales.ts'

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-hans': 'zh-cn', 'zh-tw': 'zh-tw', en: 'en' }

/** The language cookie wins; otherwise the default (simplified Chinese), as the product specifies. */
export function detectLocale(): Locale {
  const fromCookie = languageCookie.read()
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE
}

async function loadCatalog(locale: Locale): Promise<Messages> {
  // One tiny chunk per locale, compiled from the .po file by @lingui/vite-plugin.
  const { messages } = (await import(`./locales/${locale}/messages.po`)) as { messages: Messages }
  return messages
}

/** Loads and activates a locale; dayjs and <html lang> follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  dayjs.locale(DAYJS_LOCALE[locale])
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** The user picked a language: remember it for 3650 days and switch now. */
export async function changeLocale(locale: Locale): Promise<void> {
  languageCookie.write(locale)
  await activateLocale(locale)
}

export { i18n }
