/** The layout shell's fixed parts: areas of the sidebar and top tabs, help, skins (R-LAYOUT). */
import { describe, expect, it } from 'vitest'
import type { LoginAfterInfo } from '../../../src/api/types.ts'
import { activeArea, AREAS, HELP_URLS } from '../../../src/app/layout/navigation.ts'
import { DEFAULT_SKIN, isSkinId, SKIN_IDS } from '../../../src/app/theme/skins.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'

const info = (flags: Partial<LoginAfterInfo>) =>
  ({ center_show: false, sw_netdisk_page: false, ...flags }) as LoginAfterInfo
const visible = (flags: Partial<LoginAfterInfo>) =>
  AREAS.filter((area) => area.visible(info(flags))).map((area) => area.id)

describe('areas of the sidebar and the top tabs', () => {
  // R-LAYOUT-1: the file-centre icon needs sw_netdisk_page, the self-service icon center_show.
  it.each([
    [{}, ['mailbox', 'calendar', 'contact']],
    [{ sw_netdisk_page: true }, ['mailbox', 'calendar', 'file', 'contact']],
    [{ center_show: true }, ['mailbox', 'calendar', 'contact', 'search']],
  ])('%o shows %o', (flags, areas) => {
    expect(visible(flags)).toEqual(areas)
  })

  // R-LAYOUT-2: mailbox, calendar, file centre, contacts, self-query; active by path prefix.
  it.each([
    ['/mailbox/innerbox/Sent', 'mailbox'],
    ['/mailbox', 'mailbox'],
    ['/calendar/set', 'calendar'],
    ['/file/cfile', 'file'],
    ['/contact/oab', 'contact'],
    ['/search', 'search'],
    ['/setting/user', undefined],
    ['/mailboxes', undefined],
  ])('%s is in the %s tab', (path, area) => {
    expect(activeArea(path)).toBe(area)
  })

  it('offers the tabs in the order mailbox, calendar, file centre, contacts, self-query', () => {
    expect(visible({ sw_netdisk_page: true, center_show: true })).toEqual([
      'mailbox',
      'calendar',
      'file',
      'contact',
      'search',
    ])
  })

  // R-LAYOUT-1: help in the user's language.
  it('has a help page for each language', () => {
    expect(Object.keys(HELP_URLS).sort()).toEqual([...LOCALES].sort())
    for (const locale of LOCALES) expect(HELP_URLS[locale]).toContain(`/${locale}/`)
  })
})

describe('top bar skins', () => {
  // R-LAYOUT-3: 15 skins, classic blue by default.
  it('has 15 distinct skins with classic blue the default', () => {
    expect(new Set(SKIN_IDS).size).toBe(15)
    expect(DEFAULT_SKIN).toBe('classic-blue')
    expect(isSkinId(DEFAULT_SKIN)).toBe(true)
    expect(isSkinId('no-such-skin')).toBe(false)
  })
})
