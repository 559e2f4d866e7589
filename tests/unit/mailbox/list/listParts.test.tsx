/** The folder list's header and in-folder search panel on their own (R-LIST). English texts. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FolderSearchPanel } from '../../../../src/features/mailbox/list/FolderSearchPanel.tsx'
import { ListHeader } from '../../../../src/features/mailbox/list/ListHeader.tsx'
import { renderWithProviders } from '../../../support/render.tsx'

function header(unseen: number | null, selected: number) {
  const handlers = { onShowUnread: vi.fn(), onMarkAllRead: vi.fn(), onCancelSelection: vi.fn() }
  renderWithProviders(
    <ListHeader title="Inbox" unseen={unseen} selected={selected} {...handlers} />,
  )
  return handlers
}

// R-LIST-4
describe('folder list header', () => {
  it('shows the folder name, the unseen count, the unread link and mark all read', async () => {
    const handlers = header(3, 0)
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument()
    expect(screen.getByText('3 unread')).toBeInTheDocument()
    await userEvent.click(screen.getByText('View unread'))
    expect(handlers.onShowUnread).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByText('Mark all as read'))
    expect(handlers.onMarkAllRead).toHaveBeenCalledOnce()
  })

  it('offers mark all read only while something is unseen', () => {
    header(0, 0)
    expect(screen.getByText('0 unread')).toBeInTheDocument()
    expect(screen.queryByText('Mark all as read')).toBeNull()
  })

  it('with a selection says how many are selected, with a cancel link', async () => {
    const handlers = header(3, 2)
    expect(screen.getByRole('status')).toHaveTextContent('2 selected')
    expect(screen.queryByText('3 unread')).toBeNull()
    await userEvent.click(screen.getByText('Clear selection'))
    expect(handlers.onCancelSelection).toHaveBeenCalledOnce()
  })
})

// R-LIST-3
describe('in-folder search panel', () => {
  it('searches by sender, subject and body', async () => {
    const onSearch = vi.fn()
    renderWithProviders(
      <FolderSearchPanel inSent={false} initial={{}} onSearch={onSearch} onHide={() => {}} />,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), 'wang')
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'report')
    await userEvent.type(screen.getByRole('textbox', { name: 'Body' }), 'budget')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledWith({ sender: 'wang', subject: 'report', body: 'budget' })
  })

  it('asks for the receiver instead of the sender in Sent', () => {
    renderWithProviders(
      <FolderSearchPanel inSent initial={{}} onSearch={() => {}} onHide={() => {}} />,
    )
    expect(screen.getByRole('textbox', { name: 'To' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull()
  })
})
