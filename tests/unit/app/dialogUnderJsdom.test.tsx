/**
 * What every component test with a Fluent dialog relies on (tests/setup.ts, decision 97): under
 * jsdom a dialog opened by a click becomes the active modal at once, as in a browser — focus on
 * its first control, the dialog named by its title and not aria-hidden, the page behind it
 * hidden. Without the layout stand-ins in tests/setup.ts tabster took every element for
 * invisible, the dialog focused its own surface, and it stayed aria-hidden with no name.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../support/render.tsx'

function PromptOnClick() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Approve</Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Approve the mail?</DialogTitle>
            <DialogActions>
              <Button appearance="primary">OK</Button>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </main>
  )
}

// The first Fluent render of a file costs seconds on two busy cores.
describe('a Fluent dialog under jsdom', { timeout: 20_000 }, () => {
  it('is the active modal as soon as it opens: named, focused inside, the page behind hidden', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<PromptOnClick />)
    await user.click(screen.getByRole('button', { name: 'Approve' }))

    // Found without `hidden: true`: it is in the accessibility tree, with its title as name.
    const dialog = screen.getByRole('dialog', { name: 'Approve the mail?' })
    expect(dialog).not.toHaveAttribute('aria-hidden')
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus()
    // Tabster hides the rest a moment later (a mutation observer), as it does in a browser.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Approve', hidden: true })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
    // Closed: the page comes back into the accessibility tree.
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument()
  })
})
