import { i18n, type Messages } from '@lingui/core'
import { languageCookie } from '../app/cookies.ts'
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from './locales.ts'

/** The language cookie wins; otherwise the default (simplified Chinese), as the product specifies. */
export function detectLocale(): Locale {
  const fromCookie = languageCookie.read()
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE
}

type Catalog = Promise<{ messages: Messages }>

/**
 * A part of a catalog (vite.catalog.ts) that a first screen waits for instead of the whole
 * catalog: `start`, the start-up code and the login page; `welcome`, the session, the main layout
 * and the home page with every dialog they open; `mail`, the same start with a folder's screen
 * (tree, list tab, reader and their dialogs; its other tabs load with the whole catalog,
 * withWholeCatalog).
 * Each part covers the paths matched here; the router waits for the whole catalog before any
 * other screen (catalogFor).
 */
export type CatalogPart = 'start' | 'welcome' | 'mail'
const PART_PATHS: Record<CatalogPart, RegExp> = {
  start: /^\/login$/,
  welcome: /^\/mailbox\/welcome$/,
  mail: /^\/mailbox\/innerbox\/[^/]+$/,
}

// One chunk per locale and part, compiled from the .po file by @lingui/vite-plugin and
// vite.catalog.ts.
const whole: Record<Locale, () => Catalog> = {
  'zh-hans': () => import('./locales/zh-hans/messages.po'),
  'zh-tw': () => import('./locales/zh-tw/messages.po'),
  en: () => import('./locales/en/messages.po'),
}
const parts: Record<CatalogPart, Record<Locale, () => Catalog>> = {
  start: {
    'zh-hans': () => import('./locales/zh-hans/messages.po?start'),
    'zh-tw': () => import('./locales/zh-tw/messages.po?start'),
    en: () => import('./locales/en/messages.po?start'),
  },
  welcome: {
    'zh-hans': () => import('./locales/zh-hans/messages.po?welcome'),
    'zh-tw': () => import('./locales/zh-tw/messages.po?welcome'),
    en: () => import('./locales/en/messages.po?welcome'),
  },
  mail: {
    'zh-hans': () => import('./locales/zh-hans/messages.po?mail'),
    'zh-tw': () => import('./locales/zh-tw/messages.po?mail'),
    en: () => import('./locales/en/messages.po?mail'),
  },
}

/** The part the active locale runs on; null once its whole catalog is loaded. */
let activePart: CatalogPart | null = null

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The part that holds every message of the screen at `path`, if one does. */
export function catalogPartFor(path: string): CatalogPart | null {
  const screen = normalise(path)
  const found = Object.entries(PART_PATHS).find(([, pattern]) => pattern.test(screen))
  return found ? (found[0] as CatalogPart) : null
}

function setHtmlLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** Loads and activates a locale; <html lang> follows, and dayjs via src/i18n/dates.ts. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await whole[locale]()
  i18n.loadAndActivate({ locale, messages })
  activePart = null
  setHtmlLang(locale)
}

/**
 * Activates a locale with one part of its catalog; `completeLocale` adds the rest later. Until
 * then other screens' messages would show as ids: the router waits (catalogFor).
 */
export async function activateLocalePart(locale: Locale, part: CatalogPart): Promise<void> {
  const { messages } = await parts[part][locale]()
  // A copy: completeLocale adds the rest to it, and the part's module stays a part.
  i18n.loadAndActivate({ locale, messages: { ...messages } })
  activePart = part
  setHtmlLang(locale)
}

/** Adds the whole catalog of the active locale (after a start with activateLocalePart). */
export async function completeLocale(): Promise<void> {
  const locale = i18n.locale
  if (activePart === null || !isLocale(locale)) return
  const { messages } = await whole[locale]()
  // The user may have switched language meanwhile; that switch loaded its whole catalog.
  if (i18n.locale === locale && activePart !== null) {
    // Merged without Lingui's change event (decision 379): the part held every message on show,
    // and the event renders every component that uses Lingui again, in the middle of the user's
    // first action (the mail screen completes on first input). What renders next reads it all.
    Object.assign(i18n.messages, messages)
    activePart = null
  }
}

/**
 * For the router, before a screen renders: undefined when its messages are there, else the
 * loading of the whole catalog. A failed load lets the screen render (ids rather than nothing);
 * the next navigation tries again.
 */
export function catalogFor(path: string): Promise<void> | undefined {
  if (activePart === null || catalogPartFor(path) === activePart) return undefined
  return completeLocale().catch(() => undefined)
}

/**
 * For a lazy piece of a first screen whose messages its part leaves out (kept small for the first
 * load: the login page's captcha and other options, the demo bar): the module, once the whole
 * catalog is there too, so the piece never renders ids ("Uncompiled message" in the console).
 */
export function withWholeCatalog<T>(module: Promise<T>): Promise<T> {
  if (activePart === null) return module
  const whole = completeLocale().catch(() => undefined)
  return Promise.all([module, whole]).then(([loaded]) => loaded)
}

/** The user picked a language: remember it for 3650 days and switch now. */
export async function changeLocale(locale: Locale): Promise<void> {
  languageCookie.write(locale)
  await activateLocale(locale)
}

export { i18n }
