/**
 * An empty folder says so where its mail would be: under the table's header, inside the list's
 * scroll area, not under that area above the pager (the area takes the screen's height, so the
 * message sat at the bottom of an empty table).
 */
import '../../auth/jsdomShims.ts'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { mockControl } from '../../../support/server.ts'
import { renderSignedIn } from './listHarness.tsx'

describe('an empty folder', () => {
  it('shows its message in the list, under the header and before the pager', async () => {
    await mockControl.reset({ scenario: 'empty' })
    await renderSignedIn(<FolderListTab folder="INBOX" search={{}} />)
    const message = await screen.findByText('此文件夹中没有邮件', undefined, { timeout: 15_000 })
    const grid = screen.getByRole('grid', { name: '邮件列表' })
    // The grid's scroll area holds both: the message comes right after the table.
    expect(message.parentElement).toBe(grid.parentElement)
    expect(grid.nextElementSibling).toBe(message)
    expect(screen.getByText('共 0 封')).toBeInTheDocument()
  })
})
