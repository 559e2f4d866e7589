/** The three interface languages (C-LIMIT-17); zh-hans is the source language and the default. */
export const LOCALES = ['zh-hans', 'zh-tw', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-hans'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The HTML lang attribute for each locale. */
export const HTML_LANG: Record<Locale, string> = {
  'zh-hans': 'zh-CN',
  'zh-tw': 'zh-TW',
  en: 'en',
}

/** Each language's name written in that language, for the selector. Not translated on purpose. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  'zh-hans': '简体中文',
  'zh-tw': '繁體中文',
  en: 'English',
}
