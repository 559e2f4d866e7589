/** The home page's display rules (R-HOME). */
import { describe, expect, it } from 'vitest'
import type { LoginAfterInfo, UnseenCounts } from '../../../src/api/types.ts'
import { visibleTiles } from '../../../src/features/welcome/FeatureTiles.tsx'
import { BUILT_IN_BANNERS, centreKind } from '../../../src/features/welcome/WelcomeCentre.tsx'
import { inboxUnseen } from '../../../src/features/welcome/WelcomePage.tsx'

function info(overrides: Partial<LoginAfterInfo>): LoginAfterInfo {
  return {
    center_show: false,
    sw_netdisk_page: false,
    system_name: '',
    system_remark: '',
    welcome_links: [],
    banner_list: [],
    welcome_ads: [],
    ...overrides,
  } as LoginAfterInfo
}

// R-HOME-5: the tiles and their switches
describe('home tiles', () => {
  it.each([
    [{ center_show: false, sw_netdisk_page: false }, ['calendar', 'contact', 'setting']],
    [{ center_show: true, sw_netdisk_page: false }, ['search', 'calendar', 'contact', 'setting']],
    [{ center_show: false, sw_netdisk_page: true }, ['file', 'calendar', 'contact', 'setting']],
    [
      { center_show: true, sw_netdisk_page: true },
      ['search', 'file', 'calendar', 'contact', 'setting'],
    ],
  ])('%o shows %o', (flags, tiles) => {
    expect(visibleTiles(info(flags))).toEqual(tiles)
  })
})

// R-HOME-6
describe('home centre', () => {
  const links = [{ title: 'OA', links: [{ title: 'OA', url: 'https://oa.example.com' }] }]

  it('shows the system notice when system_name is set, whatever else there is', () => {
    expect(centreKind(info({ system_name: '停机通知', welcome_links: links }))).toBe('notice')
  })

  it('else the welcome_links tabs, else the banners', () => {
    expect(centreKind(info({ welcome_links: links }))).toBe('links')
    expect(centreKind(info({}))).toBe('banners')
  })

  it('has four built-in banners', () => {
    expect(BUILT_IN_BANNERS).toHaveLength(4)
  })
})

// R-HOME-1: the unread INBOX count
describe('unread inbox count', () => {
  it('is the INBOX entry of the unseen counts', () => {
    const counts = {
      total: 9,
      results: [
        { raw_name: 'Spam', unseen_count: 2 },
        { raw_name: 'INBOX', unseen_count: 7 },
      ],
    }
    expect(inboxUnseen(counts as UnseenCounts)).toBe(7)
    expect(inboxUnseen(undefined)).toBeUndefined()
  })
})
