/**
 * A save the server refuses (issue 14): an invitee who does not exist in the system (R-VALID-24)
 * is refused with the spec's message under the participants field, and the editor stays open
 * with everything that was typed. And the "which occurrences" question of a repeating event:
 * it answers with the chosen scope, says why the last try failed, and cannot be dismissed while
 * the change is on its way.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { ScopeDialog } from '../../../src/features/calendar/ScopeDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import CalendarIndexPage from '../../../src/features/calendar/CalendarIndexPage.tsx'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 30_000 }
const GHOST = 'ghost@nowhere.example'

describe('event editor, refused save', { timeout: 60_000 }, () => {
  // R-VALID-24
  it("shows the server's refusal on the field and keeps what was typed", async () => {
    await openPage(CalendarIndexPage, '/setting/calendar')
    await screen.findByRole('region', { name: '我的日历' }, SLOW)
    const eventsBefore = db.events.all().length
    await user.click(screen.getByRole('button', { name: '新建日程' }))
    const dialog = await screen.findByRole('dialog', { name: '新建日程' })
    await user.type(within(dialog).getByRole('textbox', { name: /主题/ }), '预算复盘')
    await user.type(within(dialog).getByRole('textbox', { name: '地点' }), '3F 会议室')
    const invitee = within(dialog).getByRole('combobox', { name: '参与人' })
    await user.type(invitee, `${GHOST}{Enter}`)
    expect(within(dialog).getByText(GHOST)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))

    expect(
      await within(dialog).findByText(`参与人 ${GHOST} 不存在于系统中`, {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: '新建日程' })).toBe(dialog)
    expect(within(dialog).getByRole('textbox', { name: /主题/ })).toHaveValue('预算复盘')
    expect(within(dialog).getByRole('textbox', { name: '地点' })).toHaveValue('3F 会议室')
    expect(within(dialog).getByText(GHOST)).toBeInTheDocument()
    await waitFor(() => expect(db.events.all()).toHaveLength(eventsBefore))
  })

  it('asks which occurrences, answers with the choice, and stays while busy', async () => {
    const onChoose = vi.fn()
    const onCancel = vi.fn()
    const props = { about: 'save' as const, error: null, onChoose, onCancel }
    const view = renderWithProviders(<ScopeDialog {...props} busy={false} />, { locale: 'en' })
    const question = await screen.findByRole('alertdialog', { name: 'Change a repeating event' })
    const choices = within(question).getByRole('radiogroup', { name: 'Which events to change' })
    expect(within(choices).getByRole('radio', { name: 'This event' })).toBeChecked()
    await user.click(within(choices).getByRole('radio', { name: 'This and following events' }))
    await user.click(within(question).getByRole('button', { name: 'OK' }))
    expect(onChoose).toHaveBeenCalledWith('following')

    view.rerender(<ScopeDialog {...props} busy error="Network error" />)
    expect(within(question).getByRole('alert')).toHaveTextContent('Network error')
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
    view.unmount()
  })
})
