/**
 * The reader toolbar's three menus (move to, mark as, more) mount on first use (issue 11,
 * src/features/common/LazyMenu.tsx): nothing of them is there with a newly opened mail, and the
 * first click, Enter or ArrowDown on a stand-in opens the real menu as its own trigger would.
 */
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReaderToolbarProps } from '../../../src/features/reader/ReaderToolbar.tsx'
import { renderReaderToolbar } from './readerToolbarHarness.tsx'

const MORE: ReaderToolbarProps['moreItems'] = [{ no: 9, key: 'viewSource' }]

const menus = () => document.querySelectorAll('[role="menu"]').length

describe('reader toolbar menus', () => {
  it('mounts no menu with a newly opened mail; the stand-ins read like the triggers', () => {
    renderReaderToolbar(undefined, MORE)
    const toolbar = screen.getByRole('toolbar')
    for (const name of ['Move to', 'Mark as', 'More']) {
      const trigger = within(toolbar).getByRole('button', { name })
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
      // A Fluent menu, even closed, gives its trigger the id its popup is labelled by.
      expect(trigger).not.toHaveAttribute('id')
    }
    expect(menus()).toBe(0)
  })

  it('a click on a stand-in opens its real menu, which then works as a menu', async () => {
    const { props, user } = renderReaderToolbar(undefined, MORE)
    await user.click(screen.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: 'View source' }))
    expect(props.onMore).toHaveBeenCalledWith('viewSource')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(menus()).toBe(0)
    // The real trigger now: a second click opens the menu again at once.
    const trigger = screen.getByRole('button', { name: 'More' })
    expect(trigger).toHaveAttribute('id')
    await user.click(trigger)
    expect(screen.getByRole('menu')).toBeInTheDocument()
  })

  it('Enter and ArrowDown open a menu from the keyboard as its trigger does', async () => {
    const { user } = renderReaderToolbar(undefined, MORE)
    screen.getByRole('button', { name: 'Mark as' }).focus()
    await user.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Read' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('menu')).toBeNull()

    screen.getByRole('button', { name: 'Move to' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
