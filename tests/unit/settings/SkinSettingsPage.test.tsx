/**
 * /setting/skin against the fake backend (R-LAYOUT-3, C-LIMIT-17): 15 cards, the skin in use
 * marked, chosen with the keyboard, saved with one setSkin and put on at once (screen, session,
 * this browser); a refusal keeps the choice; a failed load retries. The top-bar menu's choice
 * goes through the same call; and the server's skin wins over the one this browser stored.
 */
import '../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { SkinProvider, useSkin } from '../../../src/app/theme/SkinProvider.tsx'
import { loadSkinTheme, SKIN_IDS } from '../../../src/app/theme/skins.ts'
import SkinSettingsPage from '../../../src/features/settings/skin/SkinSettingsPage.tsx'
import { useSkinChoice } from '../../../src/features/settings/skin/useSkinChoice.ts'
import { apiFetch, mockControl, server, tokenFor } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 10_000 }

// The themes' chunks, once: a skin change waits for its theme (a transition) before it shows.
beforeAll(() => Promise.all(SKIN_IDS.map((skin) => loadSkinTheme(skin))), 60_000)

afterEach(() => {
  mockControl.clearFaults()
  localStorage.clear()
})

function skinPuts(): unknown[] {
  const bodies: unknown[] = []
  const listener = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (request.method === 'PUT' && pathname === '/api/setting/skin/') {
      bodies.push(await request.clone().json())
    }
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return bodies
}

const serverSkin = async () =>
  (await (await apiFetch('/api/setting/skin/', { token: await tokenFor() })).json()).skin_name

/** What the app wears, for the assertions. */
function Wearing() {
  const { skin, dark } = useSkin()
  return (
    <>
      <output aria-label="wearing">{skin}</output>
      <output aria-label="paint">{dark ? 'dark' : 'light'}</output>
    </>
  )
}

const SkinPage = () => (
  <SkinProvider>
    <SkinSettingsPage />
    <Wearing />
  </SkinProvider>
)

describe('SkinSettingsPage', { timeout: 30_000 }, () => {
  it('marks the skin in use, picks one with the keyboard, saves it once and puts it on', async () => {
    const puts = skinPuts()
    const { session } = await openPage(SkinPage, '/setting/skin', { locale: 'en' })
    const classic = await screen.findByRole('radio', { name: 'Classic blue' }, SLOW)
    expect(within(screen.getByRole('group', { name: 'Skins' })).getAllByRole('radio')).toHaveLength(
      15,
    )
    expect(classic).toBeChecked()
    expect(classic).toHaveAccessibleDescription('In use')

    classic.focus()
    await user.keyboard('{ArrowRight}')
    const sky = screen.getByRole('radio', { name: 'Sky blue' })
    expect(sky).toBeChecked()
    expect(sky).toHaveFocus()
    // Chosen, not saved: the app still wears classic blue.
    expect(screen.getByRole('status', { name: 'wearing' })).toHaveTextContent('classic-blue')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(puts).toEqual([{ skin_name: 'sky', appearance: 'system' }])
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'wearing' })).toHaveTextContent('sky'),
      SLOW,
    )
    expect(sky).toHaveAccessibleDescription('In use')
    expect(session.getSnapshot().context.loginAfter?.skin_name).toBe('sky')
    expect(localStorage.getItem('webmail.skin')).toBe('sky')
    expect(await serverSkin()).toBe('sky')
  })

  it('saves the appearance with the skin: 深色 paints dark at once and follows the user', async () => {
    const puts = skinPuts()
    const { session } = await openPage(SkinPage, '/setting/skin')
    const system = await screen.findByRole('radio', { name: '跟随系统' }, SLOW)
    expect(system).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '深色' }))
    expect(screen.getByRole('status', { name: 'paint' })).toHaveTextContent('light')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(puts).toEqual([{ skin_name: 'classic-blue', appearance: 'dark' }])
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'paint' })).toHaveTextContent('dark'),
      SLOW,
    )
    expect(session.getSnapshot().context.loginAfter?.appearance).toBe('dark')
    expect(localStorage.getItem('webmail.appearance')).toBe('dark')
    const saved = await (await apiFetch('/api/setting/skin/', { token: await tokenFor() })).json()
    expect(saved).toEqual({ skin_name: 'classic-blue', appearance: 'dark' })
  })

  it("shows the server's refusal and keeps the choice", async () => {
    server.use(
      http.put('*/api/setting/skin/', () =>
        HttpResponse.json({ skin_name: ['该皮肤已停用'] }, { status: 400 }),
      ),
    )
    await openPage(SkinPage, '/setting/skin')
    await user.click(await screen.findByRole('radio', { name: '夜间模式' }))
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('该皮肤已停用')
    expect(screen.getByRole('radio', { name: '夜间模式' })).toBeChecked()
    expect(screen.getByRole('status', { name: 'wearing' })).toHaveTextContent('classic-blue')
  })

  it('a failed load shows a retry and no cards; the retry loads them', async () => {
    mockControl.setFault('getSkin', 500)
    await openPage(SkinPage, '/setting/skin')
    expect(await screen.findByText('加载失败，当前设置无法显示。')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
    mockControl.clearFaults()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('radio', { name: '经典蓝' })).toBeChecked()
  })
})

/** The top-bar menu's side of the shared path. */
function MenuChoice() {
  const { skin, choose } = useSkinChoice()
  return (
    <button type="button" onClick={() => void choose('teal')}>
      {`menu ${skin}`}
    </button>
  )
}

describe('choosing a skin from the top bar', { timeout: 30_000 }, () => {
  it('puts it on at once and saves it with the same setSkin', async () => {
    const puts = skinPuts()
    const { session } = await openPage(
      () => (
        <SkinProvider>
          <MenuChoice />
        </SkinProvider>
      ),
      '/setting/skin',
    )
    await user.click(await screen.findByRole('button', { name: 'menu classic-blue' }))
    expect(await screen.findByRole('button', { name: 'menu teal' }, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(puts).toEqual([{ skin_name: 'teal' }]))
    await waitFor(() => expect(session.getSnapshot().context.loginAfter?.skin_name).toBe('teal'))
    expect(await serverSkin()).toBe('teal')
  })

  it('goes back to the previous skin when the save fails', async () => {
    mockControl.setFault('setSkin', 500)
    await openPage(
      () => (
        <SkinProvider>
          <MenuChoice />
        </SkinProvider>
      ),
      '/setting/skin',
    )
    await user.click(await screen.findByRole('button', { name: 'menu classic-blue' }))
    expect(await screen.findByRole('button', { name: 'menu classic-blue' })).toBeInTheDocument()
    expect(await serverSkin()).toBe('classic-blue')
  })
})

describe('the server skin at login', { timeout: 30_000 }, () => {
  it("wins over the skin this browser stored (the user's choice from another browser)", async () => {
    localStorage.setItem('webmail.skin', 'red')
    // What the main layout does with the login-after info's skin_name.
    function Probe() {
      const skin = useSkin()
      return (
        <>
          <output aria-label="wearing">{skin.skin}</output>
          {['jade', 'neon'].map((name) => (
            <button key={name} type="button" onClick={() => skin.adoptServerSkin(name)}>
              {`server says ${name}`}
            </button>
          ))}
        </>
      )
    }
    await openPage(
      () => (
        <SkinProvider>
          <Probe />
        </SkinProvider>
      ),
      '/setting/skin',
    )
    expect(await screen.findByRole('status', { name: 'wearing' })).toHaveTextContent('red')
    // act: the theme's promise settles within it, so the transition commits.
    await act(async () => screen.getByRole('button', { name: 'server says jade' }).click())
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'wearing' })).toHaveTextContent('jade'),
      SLOW,
    )
    expect(localStorage.getItem('webmail.skin')).toBe('jade')
    // A name the client does not know changes nothing.
    await act(async () => screen.getByRole('button', { name: 'server says neon' }).click())
    expect(screen.getByRole('status', { name: 'wearing' })).toHaveTextContent('jade')
  })
})
