/**
 * C-LIMIT-17: three interface languages, simplified Chinese by default, and 15 skins, each its
 * own Fluent theme (the night skin a dark one).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { detectLocale } from '../../../src/i18n/i18n.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { DEFAULT_SKIN, loadSkinTheme, SKIN_IDS } from '../../../src/app/theme/skins.ts'

const setLanguageCookie = (value: string | null) => {
  document.cookie = value === null ? 'language=; max-age=0; path=/' : `language=${value}; path=/`
}
afterEach(() => setLanguageCookie(null))

describe('languages (C-LIMIT-17)', () => {
  it('zh-hans, zh-tw and en; the cookie picks one, anything else falls back to zh-hans', () => {
    expect([...LOCALES]).toEqual(['zh-hans', 'zh-tw', 'en'])
    expect(detectLocale()).toBe('zh-hans')
    for (const locale of LOCALES) {
      setLanguageCookie(locale)
      expect(detectLocale()).toBe(locale)
    }
    setLanguageCookie('fr')
    expect(detectLocale()).toBe('zh-hans')
  })
})

describe('skins (C-LIMIT-17)', { timeout: 60_000 }, () => {
  it('15 skins, classic blue first and default, each with its own brand colour', async () => {
    expect(SKIN_IDS).toHaveLength(15)
    expect(DEFAULT_SKIN).toBe(SKIN_IDS[0])
    const themes = await Promise.all(SKIN_IDS.map((skin) => loadSkinTheme(skin)))
    expect(new Set(themes.map((theme) => theme.colorBrandBackground)).size).toBe(15)
    const night = themes[SKIN_IDS.indexOf('night')]!
    const classic = themes[0]!
    expect(night.colorNeutralBackground1).not.toBe(classic.colorNeutralBackground1)
  })
})
