/**
 * The side list's show/hide switches are the calendar settings' `hidden_calendar_ids`
 * (decision 227): switching one off saves it to the server, so it is still off in a browser
 * that has never seen the choice (no localStorage); a refused save puts the switch back.
 */
import '../auth/jsdomShims.ts'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import CalendarIndexPage from '../../../src/features/calendar/CalendarIndexPage.tsx'
import { absoluteUrl, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 30_000 }

function settingsPuts(): unknown[] {
  const bodies: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/calendar/settings/' && request.method === 'PUT')
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return bodies
}

async function projectSwitch() {
  await openPage(CalendarIndexPage, '/setting/calendar')
  const mine = await screen.findByRole('region', { name: '我的日历' }, SLOW)
  return within(mine).getByRole('checkbox', { name: /項目排期/ })
}

describe('hidden calendars', { timeout: 60_000 }, () => {
  it('saves a switch to the calendar settings and finds it again in a fresh browser', async () => {
    const puts = settingsPuts()
    const before = await projectSwitch()
    await waitFor(() => expect(before).toBeEnabled())
    expect(before).toBeChecked()
    await user.click(before)
    expect(before).not.toBeChecked()
    await waitFor(() => expect(puts).toHaveLength(1), SLOW)
    expect(puts[0]).toMatchObject({ hidden_calendar_ids: [2] })

    cleanup()
    localStorage.clear()
    const after = await projectSwitch()
    await waitFor(() => expect(after).not.toBeChecked(), SLOW)
    await user.click(after)
    await waitFor(() => expect(puts).toHaveLength(2), SLOW)
    expect(puts[1]).toMatchObject({ hidden_calendar_ids: [] })
    expect(after).toBeChecked()
  })

  it('puts the switch back and says so when the save is refused', async () => {
    server.use(
      http.put(absoluteUrl('/api/calendar/settings/'), () =>
        HttpResponse.json({ non_field_errors: ['refused'] }, { status: 400 }),
      ),
    )
    const toggle = await projectSwitch()
    await waitFor(() => expect(toggle).toBeChecked())
    await user.click(toggle)
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      '未能保存日历的显示设置，请重试',
    )
    expect(toggle).toBeChecked()
  })
})
