import { i18n, type Messages } from '@lingui/core'
import { languageCookie } from '../app/cookies.ts'
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from './locales.ts'

/** The language cookie wins; otherwise the default (simplified Chinese), as the product specifies. */
export function detectLocale(): Locale {
  const fromCookie = languageCookie.read()
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE
}

type Catalog = Promise<{ messages: Messages }>

// One chunk per locale, compiled from the .po file by @lingui/vite-plugin; and its start-up part
// (the messages of the start-up code and the login page, vite.catalog.ts), which a visitor
// without a session waits for instead of the whole catalog.
const whole: Record<Locale, () => Catalog> = {
  'zh-hans': () => import('./locales/zh-hans/messages.po'),
  'zh-tw': () => import('./locales/zh-tw/messages.po'),
  en: () => import('./locales/en/messages.po'),
}
const startPart: Record<Locale, () => Catalog> = {
  'zh-hans': () => import('./locales/zh-hans/messages.po?start'),
  'zh-tw': () => import('./locales/zh-tw/messages.po?start'),
  en: () => import('./locales/en/messages.po?start'),
}

function setHtmlLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** Loads and activates a locale; <html lang> follows, and dayjs via src/i18n/dates.ts. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await whole[locale]()
  i18n.loadAndActivate({ locale, messages })
  setHtmlLang(locale)
}

/**
 * Activates a locale with its start-up part only; `completeLocale` adds the rest later. Until
 * then other screens' messages would show as ids, so use it only for the login page's start.
 */
export async function activateStartLocale(locale: Locale): Promise<void> {
  const { messages } = await startPart[locale]()
  i18n.loadAndActivate({ locale, messages })
  setHtmlLang(locale)
}

/** Adds the whole catalog of the active locale (after a start with activateStartLocale). */
export async function completeLocale(): Promise<void> {
  const locale = i18n.locale
  if (!isLocale(locale)) return
  const { messages } = await whole[locale]()
  // The user may have switched language meanwhile; that switch loaded its whole catalog.
  if (i18n.locale === locale) i18n.load(locale, messages)
}

/** The user picked a language: remember it for 3650 days and switch now. */
export async function changeLocale(locale: Locale): Promise<void> {
  languageCookie.write(locale)
  await activateLocale(locale)
}

export { i18n }
