/**
 * Compose around the send call: drafts saved and replaced in place, the compose prefill of each
 * view, quick reply, the server-side compose rules and refusals, shared-mailbox sending power,
 * and the injected send faults the UI must survive.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, type ComposeForm, colleague, findInList, form, send, sendOk } from './sendSupport.ts'

const WARM_UP_MS = 60_000
beforeAll(() => mockControl.reset(), WARM_UP_MS)

/** A token of demo acting in the shared mailbox `owner` (as after the share switch). */
async function sharedToken(owner: string): Promise<string> {
  const token = await tokenFor('demo')
  const session = db.sessions.all().at(-1)!
  await db.sessions.update(session, { data: (draft) => void (draft.mailbox = owner) })
  return token
}

const internalInboxMail = () => {
  const addresses = new Set(db.users.all().map((u) => u.email))
  const found = db.messages
    .all()
    .find(
      (m) =>
        m.owner === 'demo' &&
        m.folder === 'INBOX' &&
        addresses.has(m.mfrom[0]) &&
        m.attachments.length > 0,
    )
  if (!found) throw new Error('no internal INBOX mail with attachments')
  return found
}

describe('drafts', () => {
  test('save, re-save in place under the same draft_id, then send removes the draft', async () => {
    const demo = await tokenFor()
    const first = await sendOk(demo, form({ action: 'save', subject: 'Draft one', to: [] }))
    expect(first).toMatchObject({ type: 'save', success: true })
    expect(typeof first.draft_id).toBe('number')
    const draftsBefore = db.messages
      .all()
      .filter((m) => m.owner === 'demo' && m.folder === 'Drafts').length

    const again = await sendOk(
      demo,
      form({ action: 'save', subject: 'Draft two', draft_id: first.draft_id, is_schedule: true }),
    )
    expect(again.draft_id).toBe(first.draft_id)
    const drafts = db.messages.all().filter((m) => m.owner === 'demo' && m.folder === 'Drafts')
    expect(drafts.length).toBe(draftsBefore)
    expect(drafts.find((m) => m.uid === first.draft_id)?.subject).toBe('Draft two')

    const reopened = await apiFetch(`/api/mail/messages/${first.draft_id}/compose/`, {
      token: demo,
      query: { folder: 'Drafts', view: 7 },
    })
    const prefill = (await reopened.json()) as { form: ComposeForm }
    expect(prefill.form).toMatchObject({
      subject: 'Draft two',
      draft_id: first.draft_id,
      is_schedule: true,
    })

    await sendOk(
      demo,
      form({ to: [[colleague().email, '']], subject: 'Draft two', draft_id: first.draft_id }),
    )
    expect(await findInList(demo, 'Draft two', 'Drafts')).toBeUndefined()
  })
})

describe('compose prefill (view 3–7)', () => {
  test('reply, reply all, forward, forward as attachment, send again', async () => {
    const demo = await tokenFor()
    const source = internalInboxMail()
    const prefill = async (view: number) => {
      const response = await apiFetch(`/api/mail/messages/${source.uid}/compose/`, {
        token: demo,
        query: { folder: 'INBOX', view },
      })
      expect(response.status).toBe(200)
      return (await response.json()) as {
        form: ComposeForm
        attachments: { id?: number | string; name: string }[]
      }
    }
    const reply = await prefill(3)
    expect(reply.form.to).toEqual([source.mfrom])
    expect(reply.form.subject).toMatch(/^Re: /)
    expect(reply.form.refw_type).toBe('compose3')
    expect(reply.attachments).toEqual([])
    const all = await prefill(4)
    expect(all.form.to.map(([a]) => a)).not.toContain('demo@huayu.example.com')
    const forward = await prefill(5)
    expect(forward.form.subject).toMatch(/^Fw: /)
    expect(forward.attachments.map((a) => a.name)).toEqual(source.attachments.map((a) => a.name))
    const asAttachment = await prefill(6)
    expect(asAttachment.attachments.map((a) => a.name)).toEqual([`${source.subject}.eml`])
    expect((await prefill(7)).form.to).toEqual(source.to)

    // Forwarding as attachment sends the original as a message/rfc822 file.
    const peer = colleague()
    await sendOk(demo, { ...asAttachment.form, to: [[peer.email, '']] })
    const copy = db.messages
      .all()
      .find((m) => m.owner === peer.username && m.subject === asAttachment.form.subject)
    expect(copy?.attachments[0]).toMatchObject({ content_type: 'message/rfc822' })
    const original = db.messages.all().find((m) => m.owner === 'demo' && m.uid === source.uid)
    expect(original?.flags).toContain('umail-forword')
  })

  test('forwarding needs is_fwmail', async () => {
    const demo = await tokenFor()
    const account = db.accounts.all().find((a) => a.username === 'demo')!
    await db.accounts.update(account, {
      data: (draft) => void (draft.login_after = { ...draft.login_after, is_fwmail: false }),
    })
    const response = await apiFetch(`/api/mail/messages/${internalInboxMail().uid}/compose/`, {
      token: demo,
      query: { folder: 'INBOX', view: 5 },
      headers: EN,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ detail: 'You are not allowed to forward mail.' })
  })
})

describe('quick reply', () => {
  test('replies to the sender, marks the original Answered; empty content is refused', async () => {
    const demo = await tokenFor()
    const source = internalInboxMail()
    const empty = await apiFetch('/api/mail/messages/quick-reply/', {
      token: demo,
      json: { uid: source.uid, folder: 'INBOX', html_text: '<p> </p>' },
      headers: EN,
    })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ non_field_errors: ['please enter email content!'] })
    const response = await apiFetch('/api/mail/messages/quick-reply/', {
      token: demo,
      json: { uid: source.uid, folder: 'INBOX', html_text: '<p>Got it, thanks</p>' },
    })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { recipient: string[]; type: string }
    expect(result).toMatchObject({ recipient: [source.mfrom[0]], type: 'send' })
    const owner = db.users.all().find((u) => u.email === source.mfrom[0])!
    const copy = db.messages
      .all()
      .find((m) => m.owner === owner.username && m.html_text.includes('Got it, thanks'))
    expect(copy?.subject).toMatch(/^Re: /)
    expect(
      db.messages.all().find((m) => m.owner === 'demo' && m.uid === source.uid)?.flags,
    ).toContain('Answered')
  })
})

describe('compose rules on the server', () => {
  const peer = () => [[colleague().email, '']] as [string, string][]
  test.each([
    ['no recipient', {}, { non_field_errors: ['Please enter a recipient.'] }],
    [
      'bad password',
      { to: 'peer', is_password: true, password: 'abc' },
      { password: ['The mail password must be 6 letters or digits.'] },
    ],
    [
      'password with schedule',
      {
        to: 'peer',
        is_password: true,
        password: 'abc123',
        is_schedule: true,
        schedule_day: '2999-01-01 10:00',
      },
      {
        non_field_errors: [
          'Password protection, scheduled sending and burn after reading cannot be combined.',
        ],
      },
    ],
    [
      'no subject, no attachment',
      { to: 'peer', subject: ' ' },
      { non_field_errors: ['Please enter a subject.'] },
    ],
    [
      'bad reply-to',
      { to: 'peer', reply_to: 'not-an-address' },
      { reply_to: ['Enter a valid email address.'] },
    ],
    ['bad recipient', { to: 'bad' }, { to: ['Enter a valid email address.'] }],
    [
      'no level in security mode',
      { to: 'peer', secret: true },
      { non_field_errors: ['Please choose the mail security level.'] },
    ],
  ] as const)('%s', async (_name, overrides, expected) => {
    const demo = await tokenFor()
    const to =
      'to' in overrides
        ? overrides.to === 'peer'
          ? peer()
          : ([['bad@@x', '']] as [string, string][])
        : []
    const response = await send(demo, form({ ...overrides, to }), EN)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(expected)
  })

  test('an attachment level above the mail level names the file (zh-hans)', async () => {
    const demo = await tokenFor()
    const part = internalInboxMail().attachments[0]!
    const response = await send(
      demo,
      form({
        to: peer(),
        secret: true,
        mail_level: 2,
        attachments: [[part.id, 4]],
        uid: internalInboxMail().uid,
        folder: 'INBOX',
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      non_field_errors: [`附件“${part.name}”的密级高于邮件密级`],
    })
  })
})

describe('shared mailboxes', () => {
  test('read-only share: 403 with the no-sharing-power text; full control sends as the mailbox', async () => {
    const readOnly = await sharedToken('service')
    const refused = await send(
      readOnly,
      form({ mfrom: ['service@huayu.example.com', ''], to: [[colleague().email, '']] }),
      EN,
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: 'You have no sharing power to send from this shared mailbox.',
    })
    const full = await sharedToken('hr')
    const ok = await sendOk(
      full,
      form({
        mfrom: ['hr@huayu.example.com', ''],
        to: [[colleague().email, '']],
        subject: 'From HR',
      }),
    )
    expect(ok.success).toBe(true)
    expect(
      db.messages
        .all()
        .some((m) => m.owner === 'hr' && m.folder === 'Sent' && m.subject === 'From HR'),
    ).toBe(true)
  })
})

describe('injected send faults', () => {
  test('400, 500 and a dropped connection, each once; the next send goes through', async () => {
    const demo = await tokenFor()
    const body = form({ to: [[colleague().email, '']], subject: 'Retry me' })
    mockControl.failNextSend(400)
    mockControl.failNextSend(500)
    mockControl.failNextSend('network')
    const bad = await send(demo, body, EN)
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { non_field_errors: ['The mail could not be sent. Please try again later.'] },
    ])
    const broken = await send(demo, body, EN)
    expect([broken.status, await broken.json()]).toEqual([
      500,
      { detail: 'Internal server error.' },
    ])
    await expect(send(demo, body)).rejects.toThrow()
    expect(await findInList(await tokenFor(colleague().username), 'Retry me')).toBeUndefined()
    await sendOk(demo, body)
    expect(await findInList(await tokenFor(colleague().username), 'Retry me')).toBeDefined()
  })
})
