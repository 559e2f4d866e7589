/**
 * R-DATA-16, R-LIST-6. /setting/whitelist and /setting/blacklist against the fake backend: the list, the rule's exact
 * message before any call, a refused add keeps the input with the server's words, an add from
 * the sender card shows on the page, search, and deleting several after a confirmation.
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import BlacklistSettingsPage from '../../../src/features/settings/senders/BlacklistSettingsPage.tsx'
import WhitelistSettingsPage from '../../../src/features/settings/senders/WhitelistSettingsPage.tsx'
import { addSenderListEntry } from '../../../src/features/mail-actions/mailActions.ts'
import { absoluteUrl, recordWrites, server } from '../../support/server.ts'
import { dialogsClosed } from '../../support/settle.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
// The first load seeds the fake backend: slow on busy cores.
const SLOW = { timeout: 15_000 }

describe('SenderListPage', { timeout: 30_000 }, () => {
  it('checks before any call; a refusal keeps the input; an add shows in the list', async () => {
    await openPage(BlacklistSettingsPage, '/setting/blacklist', { locale: 'en' })
    const table = await screen.findByRole('table', { name: 'Blocked senders' }, SLOW)
    expect(within(table).getByRole('cell', { name: 'spam.example.biz' })).toBeInTheDocument()
    const input = screen.getByRole('textbox', { name: 'Email address or domain' })

    const writes = recordWrites('POST')
    await user.type(input, 'spammer at junk')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText('Please enter a valid email address or domain'),
    ).toBeInTheDocument()
    expect(writes).toHaveLength(0)

    server.use(
      http.post(absoluteUrl('/api/setting/senderlist/'), () =>
        HttpResponse.json({ email: ['This domain cannot be blocked.'] }, { status: 400 }),
      ),
    )
    await user.clear(input)
    await user.type(input, 'huayu.example.com')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('This domain cannot be blocked.')).toBeInTheDocument()
    expect(input).toHaveValue('huayu.example.com')
    server.resetHandlers()

    await user.clear(input)
    await user.type(input, '@Junk.Example.com')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Added', {}, SLOW)).toBeInTheDocument()
    expect(input).toHaveValue('')
    expect(await within(table).findByRole('cell', { name: 'junk.example.com' })).toBeInTheDocument()
    expect(writes).toEqual(['POST /api/setting/senderlist/', 'POST /api/setting/senderlist/'])
  })

  it('shows what the sender card added; searches; deletes several after asking', async () => {
    await openPage(WhitelistSettingsPage, '/setting/whitelist', { locale: 'en' })
    const table = await screen.findByRole('table', { name: 'Allowed senders' }, SLOW)
    // "Add to whitelist" on the sender card is the same list.
    expect(await addSenderListEntry('lisi@partner.example.com', 'white')).toBe(true)
    await user.type(
      screen.getByRole('searchbox', { name: 'Search addresses or domains' }),
      'partner{Enter}',
    )
    expect(
      await within(table).findByRole('cell', { name: 'lisi@partner.example.com' }),
    ).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'partner.example.cn' })).toBeInTheDocument()
    expect(
      within(table).queryByRole('cell', { name: 'john.doe@customer.example.co.uk' }),
    ).toBeNull()

    await user.click(within(table).getByRole('checkbox', { name: 'Select all' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete' })
    expect(question).toHaveTextContent('Remove the 2 selected entries from allowed senders?')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No matching addresses or domains.')).toBeInTheDocument()
    // The list answers before the question's exit has run; the page behind it is hidden till then.
    await dialogsClosed()
    await user.clear(screen.getByRole('searchbox', { name: 'Search addresses or domains' }))
    expect(
      await screen.findByRole('cell', { name: 'john.doe@customer.example.co.uk' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'partner.example.cn' })).toBeNull()
  })
})
