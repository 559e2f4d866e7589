/**
 * Every shortcut of the table fires its action through useShortcut; none fires while typing in an
 * input, a textarea or the Lexical mail editor (except Ctrl+Enter and Esc); none fires when the
 * user switched shortcuts off; a shortcut of a hidden tab or under an open dialog does not fire.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import { SHORTCUTS, type ShortcutId } from '../../../src/app/shortcuts/shortcutTable.ts'
import { useShortcut } from '../../../src/app/shortcuts/useShortcut.ts'
import { ComposeEditor } from '../../../src/features/common/editor/ComposeEditor.tsx'
import { renderWithProviders } from '../../support/render.tsx'

/** What userEvent types for each shortcut (its first alternative). */
const PRESS: Record<ShortcutId, string> = {
  help: '?',
  compose: 'c',
  search: '/',
  close: '{Escape}',
  goInbox: 'gi',
  goSent: 'gs',
  goDrafts: 'gd',
  next: 'j',
  previous: 'k',
  open: 'o',
  back: 'u',
  reply: 'r',
  replyAll: 'a',
  forward: 'f',
  delete: '#',
  move: 'e',
  flag: 's',
  markRead: '{Shift>}I{/Shift}',
  markUnread: '{Shift>}U{/Shift}',
  send: '{Control>}{Enter}{/Control}',
}

type Key = { key: string; code: string; shiftKey?: boolean; ctrlKey?: boolean }
const letter = (l: string, shiftKey = false): Key => ({
  key: shiftKey ? l.toUpperCase() : l,
  code: `Key${l.toUpperCase()}`,
  shiftKey,
})
const KEYS: Record<ShortcutId, Key[]> = {
  help: [{ key: '?', code: 'Slash', shiftKey: true }],
  compose: [letter('c')],
  search: [{ key: '/', code: 'Slash' }],
  close: [{ key: 'Escape', code: 'Escape' }],
  goInbox: [letter('g'), letter('i')],
  goSent: [letter('g'), letter('s')],
  goDrafts: [letter('g'), letter('d')],
  next: [letter('j')],
  previous: [letter('k')],
  open: [letter('o')],
  back: [letter('u')],
  reply: [letter('r')],
  replyAll: [letter('a')],
  forward: [letter('f')],
  delete: [{ key: '#', code: 'Digit3', shiftKey: true }],
  move: [letter('e')],
  flag: [letter('s')],
  markRead: [letter('i', true)],
  markUnread: [letter('u', true)],
  send: [{ key: 'Enter', code: 'Enter', ctrlKey: true }],
}

function pressOn(target: Element, key: Key) {
  fireEvent.keyDown(target, key)
  fireEvent.keyUp(target, key)
}

function sessionWith(shortcuts: boolean | undefined): SessionActor {
  const machine = createMachine({
    context: { loginAfter: { sw_new_mail_remind: false, sw_keyboard_shortcuts: shortcuts } },
  })
  return createActor(machine).start() as unknown as SessionActor
}

function Bound({ id, onFire, hidden }: { id: ShortcutId; onFire: () => void; hidden?: boolean }) {
  const scope = useRef<HTMLDivElement>(null)
  useShortcut(id, onFire, { scope })
  return <div ref={scope} hidden={hidden} />
}

function Harness({ ids, spy }: { ids: readonly ShortcutId[]; spy: (id: ShortcutId) => void }) {
  return (
    <>
      {ids.map((id) => (
        <Bound key={id} id={id} onFire={() => spy(id)} />
      ))}
      <input aria-label="subject" />
      <textarea aria-label="notes" />
      <ComposeEditor isHtml html="" plain="" readOnly={false} onChange={() => undefined} />
    </>
  )
}

const ALL = SHORTCUTS.map((s) => s.id)

function setup(shortcutsOn?: boolean) {
  const spy = vi.fn<(id: ShortcutId) => void>()
  const user = userEvent.setup()
  renderWithProviders(<Harness ids={ALL} spy={spy} />, { session: sessionWith(shortcutsOn) })
  return { spy, user }
}

const fired = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call[0])

describe('keyboard shortcuts', () => {
  it.each(ALL)('%s fires its action', async (id) => {
    const { spy, user } = setup()
    await user.keyboard(PRESS[id])
    expect(fired(spy)).toContain(id)
    // A shortcut fires only its own action (g then i is not also "i").
    const others = fired(spy).filter((other) => other !== id)
    expect(others).toEqual([])
  })

  it('? and # fire as a keyboard types them, Shift held; not with Ctrl', () => {
    const { spy } = setup()
    pressOn(document.body, KEYS.help[0]!)
    pressOn(document.body, KEYS.delete[0]!)
    expect(fired(spy)).toEqual(['help', 'delete'])
    pressOn(document.body, { ...KEYS.help[0]!, ctrlKey: true })
    expect(fired(spy)).toEqual(['help', 'delete'])
  })

  it('an Esc a control already used (a suggestion list closing) does not also close', () => {
    const spy = vi.fn()
    function WithList() {
      useShortcut('close', spy)
      return (
        <input
          aria-label="to"
          onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
        />
      )
    }
    renderWithProviders(<WithList />, { session: sessionWith(true) })
    pressOn(screen.getByRole('textbox', { name: 'to' }), KEYS.close[0]!)
    expect(spy).not.toHaveBeenCalled()
    pressOn(document.body, KEYS.close[0]!)
    expect(spy).toHaveBeenCalledOnce()
  })

  it('Delete also deletes, Enter also opens', async () => {
    const { spy, user } = setup()
    await user.keyboard('{Delete}{Enter}')
    expect(fired(spy)).toEqual(['delete', 'open'])
  })

  it.each(['subject', 'notes'])(
    'only Ctrl+Enter and Esc fire while typing in the %s field',
    async (name) => {
      const { spy, user } = setup()
      await user.click(screen.getByRole('textbox', { name }))
      for (const id of ALL) await user.keyboard(PRESS[id])
      expect(fired(spy).sort()).toEqual(['close', 'send'])
    },
  )

  it('only Ctrl+Enter and Esc fire while typing in the Lexical mail editor', async () => {
    const { spy, user } = setup()
    const editor = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[contenteditable="true"]')
      expect(element).not.toBeNull()
      return element!
    })
    await user.click(editor)
    // jsdom does not focus a contenteditable, so the keys are sent to the editor's paragraph
    // itself, as the browser does while the caret is in it.
    const paragraph = editor.querySelector('p') ?? editor
    for (const id of ALL) for (const key of KEYS[id]) pressOn(paragraph, key)
    expect(fired(spy).sort()).toEqual(['close', 'send'])
  }, 30_000)

  it('none fires when shortcuts are switched off in the settings', async () => {
    const { spy, user } = setup(false)
    for (const id of ALL) await user.keyboard(PRESS[id])
    expect(spy).not.toHaveBeenCalled()
  })

  it('they are on when the server says nothing (default on)', async () => {
    const { spy, user } = setup(undefined)
    await user.keyboard('c')
    expect(fired(spy)).toEqual(['compose'])
  })

  it('a hidden tab does not hear its shortcuts; a dialog over the screen keeps them', async () => {
    const spy = vi.fn()
    const user = userEvent.setup()
    const { rerender } = renderWithProviders(<Bound id="reply" onFire={spy} hidden />, {
      session: sessionWith(true),
    })
    await user.keyboard('r')
    expect(spy).not.toHaveBeenCalled()
    rerender(
      <>
        <Bound id="reply" onFire={spy} />
        <div role="dialog" aria-modal="true" />
      </>,
    )
    await user.keyboard('r')
    expect(spy).not.toHaveBeenCalled()
  })
})
