/**
 * The invitations in the calendar's side list (issue 14, §4, R-STATE-2) against the fake
 * backend: the seed's invitations are listed; accept / tentative / reject and Change answer
 * them; the answer is one state with the mail's invitation bar (the mail's status and the
 * organiser's participant list change with it, and an answer given in the mail shows here).
 */
import '../auth/jsdomShims.ts'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import CalendarIndexPage from '../../../src/features/calendar/CalendarIndexPage.tsx'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 30_000 }

/** Demo's invitation copies not over yet (the panel's list) with the mail that brought each. */
function seededInvitations() {
  const mails = db.messages
    .findMany((q) => q.where({ owner: DEMO_USER.username }))
    .filter((m) => m.attrs.is_calendar && m.attrs.calendar_event_id !== null)
  return mails
    .map((mail) => {
      const copy = db.events.findFirst((q) => q.where({ id: mail.attrs.calendar_event_id! }))!
      return { mail, copy }
    })
    .filter(({ copy }) => Date.parse(copy.end) > mockControl.now())
}

/** One nobody has answered yet, from an organiser of the system. */
const pendingOne = () =>
  seededInvitations().find(
    ({ copy }) => copy.invitation_of !== null && copy.participants[0]?.status === 'start',
  )!

const mailStatus = (uid: number, folder: string) =>
  db.messages.findFirst((q) => q.where({ owner: DEMO_USER.username, uid, folder }))!.attrs
    .calendar_eventer_status
const organiserStatus = (originId: number) =>
  db.events
    .findFirst((q) => q.where({ id: originId }))!
    .participants.find((p) => p.email === DEMO_USER.email)?.status

/** The page, once its first calls answered (the fake backend seeds on its first request). */
async function openPanel() {
  await openPage(CalendarIndexPage, '/setting/calendar')
  await screen.findByRole('region', { name: '我的日历' }, SLOW)
  return screen.getByRole('region', { name: '日程邀请' })
}

describe('InvitationsPanel', { timeout: 60_000 }, () => {
  it("lists the seed's invitations, answers one, and Change offers the other answers", async () => {
    const panel = await openPanel()
    const seeded = seededInvitations()
    const pending = pendingOne()
    expect(pending).toBeDefined()
    for (const { copy } of seeded) {
      expect(await within(panel).findByRole('listitem', { name: copy.title }, SLOW)).toBeVisible()
    }

    const item = within(panel).getByRole('listitem', { name: pending.copy.title })
    await user.click(within(item).getByRole('button', { name: '接受' }))
    await waitFor(() => expect(item).toHaveTextContent('已接受'), SLOW)
    expect(mailStatus(pending.mail.uid, pending.mail.folder)).toBe('accept')
    expect(organiserStatus(pending.copy.invitation_of!)).toBe('accept')
    expect(within(item).queryByRole('button', { name: '接受' })).toBeNull()

    await user.click(within(item).getByRole('button', { name: '更改' }))
    expect(within(item).queryByRole('button', { name: '接受' })).toBeNull()
    await user.click(within(item).getByRole('button', { name: '暂定' }))
    await waitFor(() => expect(item).toHaveTextContent('已暂定'), SLOW)
    expect(mailStatus(pending.mail.uid, pending.mail.folder)).toBe('wait')
    expect(organiserStatus(pending.copy.invitation_of!)).toBe('wait')

    await user.click(within(item).getByRole('button', { name: '更改' }))
    await user.click(within(item).getByRole('button', { name: '拒绝' }))
    await waitFor(() => expect(item).toHaveTextContent('已拒绝'), SLOW)
    expect(mailStatus(pending.mail.uid, pending.mail.folder)).toBe('reject')
  })

  it("shows the answer given in the mail's invitation bar", async () => {
    let panel = await openPanel()
    const pending = pendingOne()
    const before = await within(panel).findByRole('listitem', { name: pending.copy.title }, SLOW)
    expect(within(before).getByRole('button', { name: '暂定' })).toBeInTheDocument()

    const answered = await apiFetch('/api/mail/messages/invitation/', {
      token: await tokenFor(),
      json: { uid: pending.mail.uid, folder: pending.mail.folder, status: 'wait' },
    })
    expect(answered.status).toBe(200)
    cleanup()
    panel = await openPanel()
    const after = await within(panel).findByRole('listitem', { name: pending.copy.title }, SLOW)
    expect(after).toHaveTextContent('已暂定')
    expect(within(after).getByRole('button', { name: '更改' })).toBeInTheDocument()
  })
})
