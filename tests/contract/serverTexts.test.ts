/**
 * Texts the fake server holds as data answer in the session's language: the welcome-link tabs
 * and links, the weather card and where the logins came from. An English session reads no
 * Chinese there (the home page's English leftovers), a Chinese one reads Chinese.
 */
import { describe, expect, test } from 'vitest'
import { recordLogin } from '../../mocks/handlers/login.ts'
import { DEMO_USER, apiFetch, tokenFor } from '../support/server.ts'

const CJK = /[\u3400-\u9fff]/

async function homeTexts(language: string) {
  const token = await tokenFor()
  // A login through the demo's own form: recorded as coming from this computer.
  await recordLogin(DEMO_USER.username, true)
  const headers = { Cookie: `language=${language}` }
  const after = await (await apiFetch('/api/core/login-after/', { token, headers })).json()
  const welcome = await (await apiFetch('/api/core/welcome/', { token, headers })).json()
  const tabs = after.welcome_links as { title: string; links: { title: string; desc?: string }[] }[]
  return {
    tabs: tabs.map((tab) => tab.title),
    links: tabs.flatMap((tab) => tab.links.flatMap((link) => [link.title, link.desc ?? ''])),
    weather: [welcome.weather.city, welcome.weather.state, welcome.weather.wind] as string[],
    places: [welcome.this_login?.ip2, welcome.last_login?.ip2] as string[],
  }
}

describe('server-held texts in the session language', () => {
  test('English: tabs, links, weather and login places have no Chinese left', async () => {
    const texts = await homeTexts('en')
    expect(texts.tabs).toContain('Common systems')
    expect(texts.places[0]).toBe('This computer (demo)')
    const all = [...texts.tabs, ...texts.links, ...texts.weather, ...texts.places]
    expect(all.filter((text) => CJK.test(text))).toEqual([])
  })

  test('simplified and traditional Chinese read their own script', async () => {
    const hans = await homeTexts('zh-hans')
    expect(hans.tabs).toEqual(['常用系统', '帮助与支持'])
    expect(hans.weather).toEqual(['北京', '晴转多云', '西北风 3-4级'])
    expect(hans.places[0]).toBe('本机（演示环境）')
    const hant = await homeTexts('zh-tw')
    expect(hant.tabs).toEqual(['常用系統', '幫助與支援'])
    expect(hant.weather).toEqual(['北京', '晴轉多雲', '西北風 3-4級'])
  })
})
