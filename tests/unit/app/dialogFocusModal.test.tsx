/**
 * The focus keeper (src/app/dialogFocus.ts) with Fluent's modal layer, tabster (issue 17, decision
 * 340). After the login of an account that must change its password, the login page goes away
 * with focus on its button and the forced dialog comes in: focus is on <body> when the dialog's
 * surface is added. The keeper used to refocus from inside its mutation observer, which runs
 * before tabster's when the keeper started first (src/main.tsx starts it as the app renders, so
 * in most runs): the surface was focused before tabster had registered it as a modal, tabster
 * never made it the active one and hid the dialog itself (aria-hidden on the surface) — on the
 * page, out of the accessibility tree.
 *
 * Under jsdom React flushes a Fluent Dialog's effects, its own initial focus among them, before
 * any observer runs, so the race is shown with the modal surface alone: Fluent's own modal
 * attributes on a plain alertdialog, which leaves focus to the keeper.
 */
import { useFocusFinders, useModalAttributes } from '@fluentui/react-components'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { keepFocusInDialogs } from '../../../src/app/dialogFocus.ts'
import { renderWithProviders } from '../../support/render.tsx'

function ModalSurface() {
  const { modalAttributes } = useModalAttributes({ trapFocus: true })
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label="Change your password"
      tabIndex={-1}
      {...modalAttributes}
    >
      Loading the password rules
    </div>
  )
}

/**
 * The sign-in button, then (once the login answered) the modal in its place. Tabster is there
 * from the start, as in the app (the login page uses it): it starts watching the document a task
 * after it is created, after the keeper.
 */
function SignInThenModal({ forced }: { forced: boolean }) {
  useFocusFinders()
  return forced ? <ModalSurface /> : <button type="button">Sign in</button>
}

/** Longer than tabster's deferred aria-hidden update (250 ms). */
const afterTabsterHides = () => new Promise((resolve) => setTimeout(resolve, 400))

// The first Fluent render of a file costs seconds on two busy cores.
describe('the focus keeper with a Fluent modal', { timeout: 20_000 }, () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  it('leaves a modal that replaced the focused page in the accessibility tree', async () => {
    // Started before the app renders, as in src/main.tsx: its observer is the first one called.
    stop = keepFocusInDialogs()
    const view = renderWithProviders(<SignInThenModal forced={false} />)
    // Tabster starts watching the document a task after it was created.
    await new Promise((resolve) => setTimeout(resolve, 50))
    screen.getByRole('button', { name: 'Sign in' }).focus()
    // Not from a click: the login's answer swaps the page, with no pointer down.
    view.rerender(<SignInThenModal forced />)
    await afterTabsterHides()

    const dialog = screen.getByRole('alertdialog', { hidden: true })
    await waitFor(() => expect(dialog).toHaveFocus())
    expect(dialog).not.toHaveAttribute('aria-hidden')
    expect(screen.getByRole('alertdialog', { name: 'Change your password' })).toBe(dialog)
  })
})
