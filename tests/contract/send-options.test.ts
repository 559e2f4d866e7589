/**
 * Send options as the recipient sees them (burn after reading, password protection, partial
 * send), the SMS-notify recipient check and the editor's image upload.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { absoluteUrl, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, colleague, dayIn, findInList, form, otherColleague, sendOk } from './sendSupport.ts'

const WARM_UP_MS = 60_000
beforeAll(() => mockControl.reset(), WARM_UP_MS)

const open = (token: string, uid: number) =>
  apiFetch(`/api/mail/messages/${uid}/`, { token, query: { folder: 'INBOX' } })

describe('burn after reading', () => {
  test('views are counted per recipient; the view after the last finds it destroyed', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    await sendOk(
      demo,
      form({
        to: [[peer.email, '']],
        subject: 'Burn',
        is_burn: true,
        burn_limit: 2,
        burn_day: dayIn(7),
      }),
    )
    const token = await tokenFor(peer.username)
    const { uid } = (await findInList(token, 'Burn'))!
    const first = (await (await open(token, uid)).json()) as {
      attrs: { is_burn: boolean; burn_left: number }
    }
    expect(first.attrs).toMatchObject({ is_burn: true, burn_left: 1 })
    expect((await open(token, uid)).status).toBe(200)
    const gone = await open(token, uid)
    expect(gone.status).toBe(404)
    expect(await findInList(token, 'Burn')).toBeUndefined()
  })

  test('destroyed at 0:00 of the burn date even if never opened', async () => {
    const demo = await mockControl.issueToken('demo', 10 * 86_400)
    const peer = colleague()
    await sendOk(
      demo,
      form({
        to: [[peer.email, '']],
        subject: 'Burn by date',
        is_burn: true,
        burn_limit: 5,
        burn_day: dayIn(2),
      }),
    )
    const token = await mockControl.issueToken(peer.username, 10 * 86_400)
    expect(await findInList(token, 'Burn by date')).toBeDefined()
    mockControl.advanceTime(2 * 86_400)
    expect(await findInList(token, 'Burn by date')).toBeUndefined()
  })
})

describe('password protection', () => {
  test("the recipient's copy is locked until decrypted with the sender's password", async () => {
    const demo = await tokenFor()
    const peer = colleague()
    await sendOk(
      demo,
      form({
        to: [[peer.email, '']],
        subject: 'Salary',
        html_text: '<p>secret body</p>',
        is_password: true,
        password: 'Ab12cd',
      }),
    )
    const token = await tokenFor(peer.username)
    const { uid } = (await findInList(token, 'Salary'))!
    const locked = (await (await open(token, uid)).json()) as {
      html_text: string
      attrs: { is_password: boolean; password?: string }
    }
    expect(locked.html_text).toBe('')
    expect(locked.attrs.is_password).toBe(true)
    expect(locked.attrs.password).toBeUndefined()
    const wrong = await apiFetch('/api/mail/messages/decrypt/', {
      token,
      json: { uid, folder: 'INBOX', password: 'ab12cd' },
    })
    expect(wrong.status).toBe(400)
    const right = await apiFetch('/api/mail/messages/decrypt/', {
      token,
      json: { uid, folder: 'INBOX', password: 'Ab12cd' },
    })
    expect(((await right.json()) as { html_text: string }).html_text).toContain('secret body')
  })
})

describe('partial send and bcc', () => {
  test('each recipient sees only themselves; bcc never shows in a copy', async () => {
    const demo = await tokenFor()
    const [a, b] = [colleague(), otherColleague()]
    await sendOk(demo, form({ to: [[a.email, '']], bcc: [[b.email, '']], subject: 'Bcc' }))
    const copyOf = (owner: string, subject: string) =>
      db.messages.all().find((m) => m.owner === owner && m.subject === subject)!
    expect(copyOf(b.username, 'Bcc').to.map(([x]) => x)).toEqual([a.email])
    expect(copyOf(b.username, 'Bcc').bcc).toEqual([])
    await sendOk(
      demo,
      form({
        to: [
          [a.email, ''],
          [b.email, ''],
        ],
        subject: 'Apart',
        is_partsend: true,
      }),
    )
    expect(copyOf(a.username, 'Apart').to.map(([x]) => x)).toEqual([a.email])
    expect(copyOf(b.username, 'Apart').to.map(([x]) => x)).toEqual([b.email])
  })
})

describe('SMS-notify recipient check', () => {
  test('no contact → create; a contact without mobile → update; a colleague with mobile → nothing', async () => {
    const demo = await tokenFor()
    const colleagueMobiles = new Set(db.users.all().flatMap((u) => (u.mobile ? [u.email] : [])))
    const contact = db.contacts
      .all()
      .find((c) => c.owner === 'demo' && !colleagueMobiles.has(c.email))!
    await db.contacts.update(contact, { data: (draft) => void (draft.mobile = '') })
    const withMobile = db.users.all().find((u) => u.mobile && u.username !== 'demo')
    const recvs = ['stranger@example.org', contact.email, ...(withMobile ? [withMobile.email] : [])]
    const response = await apiFetch('/api/mail/messages/sms-check/', {
      token: demo,
      json: { recvs },
    })
    expect(await response.json()).toEqual({
      results: {
        create: ['stranger@example.org'],
        update: [
          {
            contact_id: contact.contact_id,
            email: contact.email,
            fullname: contact.fullname,
            mobile: '',
          },
        ],
      },
    })
  })
})

// R-CALL-9
describe('editor image upload', () => {
  const upload = async (name: string, bytes: number) => {
    const body = new FormData()
    body.set('imgFile', new File([new Uint8Array(bytes).fill(7)], name))
    // apiFetch sends JSON only; multipart goes through fetch itself.
    return fetch(absoluteUrl('/api/setting/upload-img/'), {
      method: 'POST',
      body,
      headers: { ...EN, Authorization: `JWT ${await tokenFor()}` },
    })
  }
  test('a PNG comes back as a data URL', async () => {
    const response = await upload('chart.png', 64)
    const body = (await response.json()) as { url: string }
    expect(response.status).toBe(200)
    expect(body.url).toMatch(/^data:image\/png;base64,/)
  })
  test.each([
    ['notes.txt', 10, 'Only JPG, GIF, PNG and BMP images can be inserted.'],
    ['huge.jpg', 10_485_761, 'The image must be smaller than 10M.'],
    // "Under 10MB": exactly 10485760 bytes is already too big.
    ['exact.jpg', 10_485_760, 'The image must be smaller than 10M.'],
  ])('%s is refused', async (name, size, text) => {
    const response = await upload(name, size)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ non_field_errors: [text] })
  })
})

describe('editor images in sent mail', () => {
  test('travel as inline parts the html names by cid:, never as data: URLs', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const body = new FormData()
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    )
    body.set('imgFile', new File([png], 'chart.png'))
    const uploaded = await fetch(absoluteUrl('/api/setting/upload-img/'), {
      method: 'POST',
      body,
      headers: { Authorization: `JWT ${demo}` },
    })
    const { url } = (await uploaded.json()) as { url: string }
    const subject = `Inline image ${Date.now()}`
    await sendOk(
      demo,
      form({
        to: [[peer.email, '']],
        subject,
        html_text: `<p>Chart:</p><p><img src="${url}" alt="chart.png"></p>`,
      }),
    )
    const token = await tokenFor(peer.username)
    const uid = (await findInList(token, subject))!.uid
    const mail = (await (await open(token, uid)).json()) as {
      html_text: string
      attachments: { name: string; content_id?: string; is_inline?: boolean }[]
    }
    const part = mail.attachments.find((a) => a.is_inline)
    expect(part).toMatchObject({ name: 'image-1.png' })
    expect(mail.html_text).toContain(`cid:${part!.content_id}`)
    expect(mail.html_text).not.toContain('data:')
    // The recipient's reader fetches the part itself: it is the uploaded picture, byte for byte.
    const stored = db.messages.findFirst((q) => q.where({ owner: peer.username, uid }))!
    const inline = stored.attachments.find((a) => a.content_id === part!.content_id)!
    expect(inline.size).toBe(png.length)
  })
})
