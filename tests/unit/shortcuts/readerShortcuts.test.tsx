/**
 * The reader's shortcuts call the toolbar's own actions: j / k, u and Esc, r / a / f, # and
 * Delete, e (the move-to picker opens), s, Shift+I / Shift+U; Esc in the quick reply does not
 * drop the mail; hidden forward / delete buttons mean no shortcut either.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import {
  ReaderToolbar,
  type ReaderToolbarProps,
} from '../../../src/features/reader/ReaderToolbar.tsx'
import { renderWithProviders } from '../../support/render.tsx'

const session = () =>
  createActor(
    createMachine({
      context: {
        user: { email: 'demo@example.com', username: 'demo', realname: 'Demo', name: 'Demo' },
        loginAfter: { sw_new_mail_remind: false },
        shared: {},
      },
    }),
  ).start() as unknown as SessionActor

function setup(
  visible = { forward: true, delete: true, moveTo: true },
  moreItems: ReaderToolbarProps['moreItems'] = [],
) {
  const props = {
    folder: 'INBOX',
    uid: 7,
    visible,
    moreItems,
    nav: { canPrevious: true, canNext: true, previous: vi.fn(), next: vi.fn() },
    onReply: vi.fn(),
    onReplyAll: vi.fn(),
    onForward: vi.fn(),
    onDelete: vi.fn(),
    onMoved: vi.fn(),
    onMarkRead: vi.fn(() => Promise.resolve(true)),
    onMore: vi.fn(),
    onPrint: vi.fn(),
    onClose: vi.fn(),
    onToggleFlag: vi.fn(),
  } satisfies ReaderToolbarProps
  renderWithProviders(
    <>
      <ReaderToolbar {...props} />
      <textarea aria-label="quick reply" />
    </>,
    { session: session() },
  )
  return { props, user: userEvent.setup() }
}

describe('reader shortcuts', () => {
  it('each key runs its toolbar action', async () => {
    const { props, user } = setup()
    await user.keyboard('jkrafs#{Delete}u{Escape}{Shift>}I{/Shift}{Shift>}U{/Shift}')
    expect(props.nav.next).toHaveBeenCalledOnce()
    expect(props.nav.previous).toHaveBeenCalledOnce()
    expect(props.onReply).toHaveBeenCalledOnce()
    expect(props.onReplyAll).toHaveBeenCalledOnce()
    expect(props.onForward).toHaveBeenCalledOnce()
    expect(props.onToggleFlag).toHaveBeenCalledOnce()
    expect(props.onDelete).toHaveBeenCalledTimes(2)
    expect(props.onClose).toHaveBeenCalledTimes(2)
    expect(props.onMarkRead.mock.calls).toEqual([[true], [false]])
  })

  it('e opens the move-to picker', async () => {
    const { user } = setup()
    await user.keyboard('e')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('Esc in the quick reply leaves the mail open; no key acts there', async () => {
    const { props, user } = setup()
    await user.click(screen.getByRole('textbox', { name: 'quick reply' }))
    await user.keyboard('{Escape}r#')
    expect(props.onClose).not.toHaveBeenCalled()
    expect(props.onReply).not.toHaveBeenCalled()
    expect(props.onDelete).not.toHaveBeenCalled()
  })

  it('# deletes when delete is More-menu item 10 (no toolbar button: the default account)', async () => {
    const { props, user } = setup({ forward: true, delete: false, moveTo: true }, [
      { no: 10, key: 'delete' },
    ])
    await user.keyboard('#')
    expect(props.onDelete).toHaveBeenCalledOnce()
  })

  it('no forward or delete shortcut when the account hides those buttons', async () => {
    const { props, user } = setup({ forward: false, delete: false, moveTo: false })
    await user.keyboard('f#e')
    expect(props.onForward).not.toHaveBeenCalled()
    expect(props.onDelete).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
