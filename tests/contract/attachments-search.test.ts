import { beforeAll, describe, expect, test } from 'vitest'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, FIXTURE_TEXT, WARM_UP_MS, errorOf, post, seeded } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const attachmentOf = (subject: string, name: string) => {
  const mail = seeded(subject)
  return { mail, attachment: mail.attachments.find((a) => a.name === name)! }
}

describe('attachments', () => {
  test('download gives the bytes as a file, never inline', async () => {
    const token = await tokenFor()
    const { mail, attachment } = attachmentOf(FIXTURE_TEXT.en.htmlSubject, 'budget.csv')
    const response = await apiFetch('/api/attachment/download/', {
      token,
      query: { folder: 'INBOX', uid: mail.uid, sid: attachment.sid },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(await response.text()).toBe(FIXTURE_TEXT.en.csv)
  })

  test.each([
    ['diagram.svg', 'text/plain'],
    ['web-archive.html', 'text/plain'],
    ['config.xml', 'text/plain'],
    ['screenshot.png', 'image/png'],
    ['signed-contract.pdf', 'application/pdf'],
    ['requirements.docx', 'application/octet-stream'],
  ])('preview of %s comes as %s with nosniff and attachment disposition', async (name, type) => {
    const token = await tokenFor()
    const { mail, attachment } = attachmentOf(FIXTURE_TEXT.en.htmlSubject, name)
    const response = await apiFetch('/api/attachment/preview/', {
      token,
      query: { type: 'attach', id: mail.uid, fid: 'INBOX', sid: attachment.sid },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')!.split(';')[0]).toBe(type)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (name.endsWith('.png')) expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    if (name.endsWith('.pdf')) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    if (name.endsWith('.svg')) expect(new TextDecoder().decode(bytes)).toContain('<svg')
  })

  test('preview refuses files over 10485760 bytes and unlisted types', async () => {
    const token = await tokenFor()
    const big = attachmentOf(FIXTURE_TEXT.en.bigSubject, 'drawings-large.pdf')
    expect(big.attachment.size).toBeGreaterThan(10_485_760)
    const refused = await apiFetch('/api/attachment/preview/', {
      token,
      query: { type: 'attach', id: big.mail.uid, fid: 'INBOX', sid: big.attachment.sid },
      ...EN,
    })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      non_field_errors: ['Attachments over 10 MB cannot be previewed.'],
    })
    const zip = attachmentOf(FIXTURE_TEXT.en.htmlSubject, 'source.zip')
    const unlisted = await apiFetch('/api/attachment/preview/', {
      token,
      query: { type: 'attach', id: zip.mail.uid, fid: 'INBOX', sid: zip.attachment.sid },
    })
    expect(unlisted.status).toBe(400)
  })
})

interface Page {
  count: number
  results: { uid: number; subject: string; raw_name: string; folder_name: string }[]
}

const search = async (token: string, query: Record<string, string | number>, lang = EN) => {
  const response = await apiFetch('/api/mail/search/', { token, query, ...lang })
  return response
}

describe('searchMail', () => {
  test('Chinese substrings match without word splitting, in subject, body and attachment names', async () => {
    const token = await tokenFor()
    const bySubject = (await (await search(token, { subject: '周报' })).json()) as Page
    expect(bySubject.results.map((r) => r.subject)).toContain(FIXTURE_TEXT['zh-hans'].htmlSubject)
    const byBody = (await (await search(token, { keyword: '进展顺利' })).json()) as Page
    expect(byBody.results.map((r) => r.subject)).toContain(FIXTURE_TEXT['zh-hans'].htmlSubject)
    const byAttachment = (await (await search(token, { attach: '预算明细' })).json()) as Page
    expect(byAttachment.count).toBeGreaterThanOrEqual(2)
    expect(byAttachment.results.every((r) => r.folder_name !== '')).toBe(true)
    expect(byAttachment.results.map((r) => r.raw_name)).toEqual(
      expect.arrayContaining(['INBOX', 'Finance']),
    )
  })

  // R-DATA-11
  test('folder, sender, date and size narrow it; newest first; Drafts only when asked', async () => {
    const token = await tokenFor()
    const all = (await (await search(token, { keyword: 'a', page_size: 100 })).json()) as Page
    expect(all.results.some((r) => r.raw_name === 'Drafts')).toBe(false)
    const inSent = (await (await search(token, { keyword: 'a', folder: 'Sent' })).json()) as Page
    expect(inSent.results.every((r) => r.raw_name === 'Sent')).toBe(true)
    const recent = (await (await search(token, { keyword: 'a', date: 1 })).json()) as Page
    const year = (await (await search(token, { keyword: 'a', date: 7 })).json()) as Page
    expect(recent.count).toBeLessThan(year.count)
    const huge = (await (await search(token, { attach: 'pdf', size: 3 })).json()) as Page
    expect(huge.results.map((r) => r.subject)).toContain(FIXTURE_TEXT.en.bigSubject)
    const sender = seeded(FIXTURE_TEXT.en.plainSubject).mfrom
    const bySender = (await (
      await search(token, { keyword: 'migration', sender: sender[0] })
    ).json()) as Page
    expect(bySender.results.map((r) => r.subject)).toEqual([FIXTURE_TEXT.en.plainSubject])
  })

  test('needs keyword, subject or attachment text; keyword at most 50', async () => {
    const token = await tokenFor()
    const none = await search(token, { sender: 'a', keyword: '   ' })
    expect(none.status).toBe(400)
    expect(await errorOf(none)).toEqual({
      non_field_errors: ['Enter at least a keyword, a subject or an attachment name.'],
    })
    expect((await search(token, { keyword: 'x'.repeat(51) })).status).toBe(400)
    expect((await apiFetch('/api/mail/search/?keyword=a')).status).toBe(401)
  })
})

describe('contact card and sender lists', () => {
  test('a colleague card names the department; own address is_self; add then edit contact', async () => {
    const token = await tokenFor()
    const colleague = seeded(FIXTURE_TEXT['zh-hans'].htmlSubject).mfrom
    const card = await (
      await apiFetch('/api/contact/card/', { token, query: { email: colleague[0] } })
    ).json()
    expect(card).toMatchObject({ email: colleague[0], name: colleague[1], is_self: false })
    expect((card as { department: string }).department).not.toBe('')
    const self = await (
      await apiFetch('/api/contact/card/', { token, query: { email: 'demo@huayu.example.com' } })
    ).json()
    expect(self).toMatchObject({ is_self: true })
    const outsider = 'someone.new@elsewhere.example.org'
    const fresh = (await (
      await apiFetch('/api/contact/card/', { token, query: { email: outsider } })
    ).json()) as {
      contact_id: number | null
    }
    expect(fresh.contact_id).toBeNull()
    const created = await post(token, '/api/contact/contacts/', {
      email: outsider,
      fullname: 'Some One',
    })
    const contact = (await created.json()) as { contact_id: number; name: string }
    expect(contact.name).toBe('Some One')
    const again = await post(
      token,
      '/api/contact/contacts/',
      { email: outsider, fullname: 'Dup' },
      EN,
    )
    expect(await errorOf(again)).toEqual({ email: ['This contact already exists.'] })
    const updated = await apiFetch(`/api/contact/contacts/${contact.contact_id}/`, {
      token,
      method: 'PUT',
      json: { email: outsider, fullname: 'Some One', mobile: '13800000000' },
    })
    expect(((await updated.json()) as { mobile: string }).mobile).toBe('13800000000')
    const card2 = (await (
      await apiFetch('/api/contact/card/', { token, query: { email: outsider } })
    ).json()) as {
      contact_id: number | null
    }
    expect(card2.contact_id).toBe(contact.contact_id)
    const groups = (await (await apiFetch('/api/contact/groups/', { token })).json()) as unknown[]
    expect(groups.length).toBeGreaterThan(0)
  })

  test('white and black lists: add, list, and an address moves from one to the other', async () => {
    const token = await tokenFor()
    const address = 'promo@shop.example.net'
    const add = (action: string) =>
      post(token, '/api/setting/senderlist/', { email: address, action })
    expect((await add('black')).status).toBe(200)
    const list = async (action: string) =>
      (
        (await (
          await apiFetch('/api/setting/senderlist/', { token, query: { action } })
        ).json()) as {
          results: { email: string }[]
        }
      ).results.map((e) => e.email)
    expect(await list('black')).toContain(address)
    await add('white')
    expect(await list('white')).toContain(address)
    expect(await list('black')).not.toContain(address)
    expect(
      (await post(token, '/api/setting/senderlist/', { email: 'not an address', action: 'white' }))
        .status,
    ).toBe(400)
  })
})
