import { i18n, type Messages } from '@lingui/core'
import { languageCookie } from '../app/cookies.ts'
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from './locales.ts'

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

/** Loads and activates a locale; <html lang> follows, and dayjs via src/i18n/dates.ts. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** The user picked a language: remember it for 3650 days and switch now. */
export async function changeLocale(locale: Locale): Promise<void> {
  languageCookie.write(locale)
  await activateLocale(locale)
}

export { i18n }
