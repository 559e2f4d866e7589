/**
 * /setting/param against the fake backend: the rule's exact message before any call, one PUT
 * with every field, "saved", the saved values applied at once to the open app (session), the
 * keyboard-shortcut switch (saved, and the bindings follow it at once), and the unsaved-changes
 * prompt when leaving.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useShortcut } from '../../../src/app/shortcuts/useShortcut.ts'
import ParamSettingsPage from '../../../src/features/settings/param/ParamSettingsPage.tsx'
import { server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })

function countPuts() {
  const puts: Request[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/setting/param/') {
      puts.push(request.clone())
    }
  }
  server.events.on('request:start', listener)
  return { puts, stop: () => server.events.removeListener('request:start', listener) }
}

// C-TIME-8, C-LIMIT-9
describe('ParamSettingsPage', { timeout: 30_000 }, () => {
  it('checks before any call, saves once and applies the values to the open app', async () => {
    const { session } = await openPage(ParamSettingsPage, '/setting/param', { locale: 'en' })
    const autoSave = await screen.findByRole('textbox', { name: /Draft auto-save interval/ })
    expect(screen.getByRole('combobox', { name: 'Mails per page' })).toHaveValue('20')
    expect(
      [...screen.getByRole('combobox', { name: 'Sign-in timeout' }).querySelectorAll('option')].map(
        (option) => option.textContent,
      ),
    ).toEqual(['10 min', '15 min', '30 min', '1 h', '2 h', '8 h'])

    const calls = countPuts()
    await user.clear(autoSave)
    await user.type(autoSave, '0')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(
        'The draft auto-save interval is a whole number of minutes from 1 to 60',
      ),
    ).toBeInTheDocument()
    expect(calls.puts).toHaveLength(0)

    await user.clear(autoSave)
    await user.type(autoSave, '7')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mails per page' }), '50')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sign-in timeout' }), '60')
    await user.click(screen.getByRole('switch', { name: 'Notify me when new mail arrives' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(1)
    calls.stop()

    const context = session.getSnapshot().context
    expect(context.loginAfter).toMatchObject({
      page_limit: 50,
      draft_auto_save_minute: 7,
      sw_new_mail_remind: false,
    })
    expect(context.lockLeftSeconds).toBe(3600)
  })

  it('the keyboard-shortcut switch is saved, and the shortcuts follow it at once', async () => {
    const composed = vi.fn()
    // The page beside a screen's shortcut (c, compose), as in the app's layout.
    function PageWithShortcut() {
      useShortcut('compose', composed)
      return <ParamSettingsPage />
    }
    const { session } = await openPage(PageWithShortcut, '/setting/param', { locale: 'en' })
    const shortcuts = await screen.findByRole(
      'switch',
      { name: 'Keyboard shortcuts' },
      { timeout: 15_000 },
    )
    expect(shortcuts).toBeChecked()
    const body = () => document.body
    await user.click(body())
    await user.keyboard('c')
    expect(composed).toHaveBeenCalledOnce()

    const calls = countPuts()
    await user.click(shortcuts)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(1)
    expect(await calls.puts[0]!.json()).toMatchObject({ sw_keyboard_shortcuts: false })
    calls.stop()
    expect(session.getSnapshot().context.loginAfter?.sw_keyboard_shortcuts).toBe(false)
    await user.click(body())
    await user.keyboard('c')
    expect(composed).toHaveBeenCalledOnce()

    // On again: the shortcut is back.
    await user.click(screen.getByRole('switch', { name: 'Keyboard shortcuts' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(session.getSnapshot().context.loginAfter?.sw_keyboard_shortcuts).toBe(true),
    )
    await user.click(body())
    await user.keyboard('c')
    expect(composed).toHaveBeenCalledTimes(2)
  })

  it('asks before leaving with unsaved changes, and keeps them when staying', async () => {
    const { router } = await openPage(ParamSettingsPage, '/setting/param')
    const autoSave = await screen.findByRole('textbox', { name: /草稿自动保存间隔/ })
    await user.clear(autoSave)
    await user.type(autoSave, '9')
    void router.navigate({ to: '/elsewhere' as never })
    expect(await screen.findByRole('alertdialog', { name: '离开此页？' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '留在此页' }))
    expect(router.state.location.pathname).toBe('/setting/param')
    // jsdom keeps the closed dialog's aria-hidden on the page (no end of the close animation).
    expect(screen.getByRole('textbox', { name: /草稿自动保存间隔/, hidden: true })).toHaveValue('9')

    void router.navigate({ to: '/elsewhere' as never })
    await user.click(await screen.findByRole('button', { name: '放弃修改并离开' }))
    expect(await screen.findByText('elsewhere')).toBeInTheDocument()
  })
})
