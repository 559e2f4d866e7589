/**
 * The dark theme (issue 17): which choice paints dark, every skin's dark theme readable, the
 * system followed live on "system", a stored choice winning over the system, and index.html's
 * first-paint script giving <html> the right colours before any module runs.
 */
import { act, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { contrast } from '../../../src/app/theme/darkTheme.ts'
import { SkinProvider, useSkin } from '../../../src/app/theme/SkinProvider.tsx'
import { loadSkinTheme, paintsDark, SKIN_IDS } from '../../../src/app/theme/skins.ts'

/** A matchMedia whose prefers-color-scheme answer the test flips, telling its listeners. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (media: string) => ({ ...query, media, matches: query.matches }))
  return {
    set(dark: boolean) {
      query.matches = dark
      for (const listener of listeners) listener()
    },
  }
}

function Probe() {
  const { dark, appearance } = useSkin()
  return <p data-testid="probe">{`${appearance}:${dark ? 'dark' : 'light'}`}</p>
}

const renderApp = () =>
  render(
    <Suspense fallback={null}>
      <SkinProvider>
        <Probe />
      </SkinProvider>
    </Suspense>,
  )

beforeAll(() => Promise.all(SKIN_IDS.map((skin) => loadSkinTheme(skin, true))), 60_000)

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  document.documentElement.removeAttribute('style')
})

describe('which choice paints dark', () => {
  it.each([
    ['classic-blue', 'system', false, false],
    ['classic-blue', 'system', true, true],
    ['classic-blue', 'light', true, false],
    ['classic-blue', 'dark', false, true],
    ['jade', 'dark', false, true],
    ['night', 'light', false, true],
  ] as const)('%s, %s, system dark %s → %s', (skin, appearance, systemDark, dark) => {
    expect(paintsDark(skin, appearance, systemDark)).toBe(dark)
  })
})

describe('every skin in dark', { timeout: 60_000 }, () => {
  it('has a dark page, its own brand colour, brand text at 4.5:1 on the page, and buttons at 4.5:1', async () => {
    const themes = await Promise.all(SKIN_IDS.map((skin) => loadSkinTheme(skin, true)))
    expect(new Set(themes.map((theme) => theme.colorBrandBackground)).size).toBe(15)
    for (const theme of themes) {
      expect(contrast(theme.colorNeutralBackground1, '#000000')).toBeLessThan(2)
      expect(contrast(theme.colorBrandForeground1, theme.colorNeutralBackground1)).toBeGreaterThan(
        4.5,
      )
      expect(
        contrast(theme.colorBrandForegroundLink, theme.colorNeutralBackground1),
      ).toBeGreaterThan(4.5)
      expect(
        contrast(theme.colorNeutralForeground1, theme.colorNeutralBackground1),
      ).toBeGreaterThan(7)
      // Error text (a failed recall, a refused field) on the page.
      expect(
        contrast(theme.colorStatusDangerForeground1, theme.colorNeutralBackground1),
      ).toBeGreaterThan(4.5)
      // A primary button's white text on its fill, at rest and under the pointer (axe, AA).
      expect(
        contrast(theme.colorNeutralForegroundOnBrand, theme.colorBrandBackground),
      ).toBeGreaterThan(4.5)
      expect(
        contrast(theme.colorNeutralForegroundOnBrand, theme.colorBrandBackgroundHover),
      ).toBeGreaterThan(4.5)
    }
  })
})

describe('the appearance in the app', () => {
  it('"system" (the default) follows prefers-color-scheme live', async () => {
    const system = fakeSystem(false)
    renderApp()
    expect(await screen.findByTestId('probe')).toHaveTextContent('system:light')
    await act(async () => system.set(true))
    expect(await screen.findByText('system:dark')).toBeInTheDocument()
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(document.documentElement.style.backgroundColor).not.toBe('')
    await act(async () => system.set(false))
    expect(await screen.findByText('system:light')).toBeInTheDocument()
    expect(document.documentElement.style.colorScheme).toBe('light')
  })

  it('the stored choice wins over the system, and a new choice is stored', async () => {
    const system = fakeSystem(true)
    localStorage.setItem('webmail.appearance', 'light')
    renderApp()
    expect(await screen.findByTestId('probe')).toHaveTextContent('light:light')
    await act(async () => system.set(false))
    await act(async () => system.set(true))
    expect(screen.getByTestId('probe')).toHaveTextContent('light:light')
  })
})

describe("index.html's first-paint script", () => {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  // Run as the browser does, before any module: only the globals it finds on the page.
  const firstPaint = (stored: Record<string, string>, systemDark: boolean) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
    fakeSystem(systemDark)
    new Function(script)()
    const root = document.documentElement
    return [root.style.colorScheme, root.style.backgroundColor]
  }

  it.each([
    [{}, true, 'dark'],
    [{}, false, 'light'],
    [{ 'webmail.appearance': 'light' }, true, 'light'],
    [{ 'webmail.appearance': 'dark' }, false, 'dark'],
    [{ 'webmail.appearance': 'system' }, true, 'dark'],
    [{ 'webmail.skin': 'night', 'webmail.appearance': 'light' }, false, 'dark'],
  ])('stored %o, system dark %s → %s', (stored, systemDark, expected) => {
    document.documentElement.removeAttribute('style')
    const [scheme, background] = firstPaint(stored, systemDark)
    expect(scheme).toBe(expected)
    // Fluent's dark colorNeutralBackground1, the colour the app paints once it renders.
    expect(background).toBe(expected === 'dark' ? 'rgb(41, 41, 41)' : '')
  })
})
