/**
 * The reader's shortcuts call the toolbar's own actions: j / k, u and Esc, r / a / f, # and
 * Delete, e (the move-to picker opens), s, Shift+I / Shift+U; Esc in the quick reply does not
 * drop the mail; hidden forward / delete buttons mean no shortcut either.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderReaderToolbar } from '../reader/readerToolbarHarness.tsx'

describe('reader shortcuts', () => {
  it('each key runs its toolbar action', async () => {
    const { props, user } = renderReaderToolbar()
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
    const { user } = renderReaderToolbar()
    await user.keyboard('e')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('Esc in the quick reply leaves the mail open; no key acts there', async () => {
    const { props, user } = renderReaderToolbar()
    await user.click(screen.getByRole('textbox', { name: 'quick reply' }))
    await user.keyboard('{Escape}r#')
    expect(props.onClose).not.toHaveBeenCalled()
    expect(props.onReply).not.toHaveBeenCalled()
    expect(props.onDelete).not.toHaveBeenCalled()
  })

  it('# deletes when delete is More-menu item 10 (no toolbar button: the default account)', async () => {
    const { props, user } = renderReaderToolbar({ forward: true, delete: false, moveTo: true }, [
      { no: 10, key: 'delete' },
    ])
    await user.keyboard('#')
    expect(props.onDelete).toHaveBeenCalledOnce()
  })

  it('no forward or delete shortcut when the account hides those buttons', async () => {
    const { props, user } = renderReaderToolbar({ forward: false, delete: false, moveTo: false })
    await user.keyboard('f#e')
    expect(props.onForward).not.toHaveBeenCalled()
    expect(props.onDelete).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
