/**
 * Which part of the catalog a first page load waits for (src/main.tsx with firstScreen and
 * catalogPartFor), and the router's wait before a screen the loaded part does not cover
 * (catalogFor).
 */
import { describe, expect, it, vi } from 'vitest'
import { firstScreen } from '../../../src/app/routeGuard.ts'
import {
  activateLocale,
  activateLocalePart,
  catalogFor,
  catalogPartFor,
  completeLocale,
  i18n,
  withWholeCatalog,
} from '../../../src/i18n/i18n.ts'

describe('first screen of a page load', () => {
  it.each([
    ['/', false, false, '/login'],
    ['/mailbox/welcome', false, false, '/login'],
    ['/login', false, false, '/login'],
    ['/', true, false, '/mailbox/welcome'],
    ['/login', true, false, '/mailbox/welcome'],
    ['/welcome', true, false, '/mailbox/welcome'],
    ['/mailbox/', true, false, '/mailbox/welcome'],
    ['/mailbox/welcome/', true, false, '/mailbox/welcome'],
    ['/mailbox/innerbox/INBOX', true, false, '/mailbox/innerbox/INBOX'],
    ['/mailbox/welcome', true, true, '/login'],
    ['/lockscreen', true, true, '/lockscreen'],
  ] as const)('%s (token %s, locked %s) → %s', (path, hasToken, isLocked, screen) => {
    expect(firstScreen(path, { hasToken, isLocked })).toBe(screen)
  })

  it.each([
    ['/login', 'start'],
    ['/mailbox/welcome', 'welcome'],
    ['/mailbox/welcome/', 'welcome'],
    ['/mailbox/innerbox/INBOX', 'mail'],
    ['/mailbox/innerbox/Sent/', 'mail'],
    ['/mailbox/innerbox', null],
    ['/mailbox/review', null],
    ['/lockscreen', null],
  ] as const)('%s waits for part %s', (path, part) => {
    expect(catalogPartFor(path)).toBe(part)
  })
})

describe('router wait for the whole catalog', () => {
  it('lets the covered screen through and makes any other wait until the rest is loaded', async () => {
    await activateLocalePart('en', 'welcome')
    const partSize = Object.keys(i18n.messages).length
    expect(partSize).toBeGreaterThan(0)
    expect(catalogFor('/mailbox/welcome')).toBeUndefined()
    const waiting = catalogFor('/mailbox/innerbox/INBOX')
    expect(waiting).toBeInstanceOf(Promise)
    await waiting
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(partSize)
    expect(catalogFor('/mailbox/innerbox/INBOX')).toBeUndefined()
  })

  it('runs a folder on its own part and waits before another screen', async () => {
    await activateLocalePart('zh-hans', 'mail')
    const partSize = Object.keys(i18n.messages).length
    expect(partSize).toBeGreaterThan(0)
    expect(catalogFor('/mailbox/innerbox/Trash')).toBeUndefined()
    const waiting = catalogFor('/mailbox/welcome')
    expect(waiting).toBeInstanceOf(Promise)
    await waiting
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(partSize)
  })

  it('completes without a change event: nothing on show renders again', async () => {
    await activateLocalePart('zh-hans', 'mail')
    const partIds = new Set(Object.keys(i18n.messages))
    const changes = vi.fn()
    const stop = i18n.on('change', changes)
    try {
      await completeLocale()
    } finally {
      stop()
    }
    expect(changes).not.toHaveBeenCalled()
    const added = Object.keys(i18n.messages).filter((id) => !partIds.has(id))
    expect(added.length).toBeGreaterThan(0)
    expect(i18n._(added[0]!)).not.toBe(added[0])
  })

  it('makes a tab of the folder screen wait for the rest of the catalog', async () => {
    await activateLocalePart('en', 'mail')
    const partSize = Object.keys(i18n.messages).length
    const tab = await withWholeCatalog(Promise.resolve('compose'))
    expect(tab).toBe('compose')
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(partSize)
  })

  it('waits for nothing after a whole catalog, nor after completing twice', async () => {
    await activateLocale('zh-tw')
    expect(catalogFor('/setting/user')).toBeUndefined()
    await activateLocalePart('zh-tw', 'start')
    expect(catalogFor('/login')).toBeUndefined()
    await completeLocale()
    await completeLocale()
    expect(catalogFor('/setting/user')).toBeUndefined()
  })
})
