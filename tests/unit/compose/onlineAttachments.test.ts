/**
 * Online attachments in the compose rules (decision 260): a file over 30M that went online does
 * not block the send, takes no security level, goes in the send form's online_attachments with
 * its expiry (default a month), and comes back from a draft's prefill; the machine's expiry
 * edit changes only online attachments.
 */
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../machines/compose/compose.rules.ts'
import {
  buildSendPayload,
  defaultComposeForm,
  formFromPrefill,
  makeRecipient,
  validateForSend,
  type ComposeAttachment,
  type ComposeForm,
} from '../../../src/domain/compose/index.ts'

const ENV = {
  securityMode: false,
  mailLevelRequired: false,
  attachLevelRequired: false,
  now: new Date(2025, 2, 10),
}
const big: ComposeAttachment = {
  id: 41,
  name: 'big.iso',
  size: 40 * 1024 * 1024,
  source: 'online',
  level: null,
  expireDays: 90,
}
const form = (attachments: ComposeAttachment[]): ComposeForm => ({
  ...defaultComposeForm(),
  to: [makeRecipient('a@x.cn')],
  subject: 'Plan',
  html_text: '<p>hi</p>',
  plain_text: 'hi',
  attachments,
})
const META = {
  action: 'sent' as const,
  defaultSender: ['me@x.cn', 'Me'] as [string, string],
  draftId: null,
  securityMode: false,
}

describe('online attachments in compose', () => {
  it('a 40 MB file kept local is refused with the 30M alert; online it sends', () => {
    const local = validateForSend(form([{ ...big, source: 'local' }]), ENV)
    expect(local.ok).toBe(false)
    // Its text, word for word, is checked with the other alerts (composeMessages.test.ts).
    if (!local.ok)
      expect(local.alert).toEqual({ code: 'attachmentTooBig', params: { name: 'big.iso' } })
    expect(validateForSend(form([big]), ENV).ok).toBe(true)
  })

  it('takes no security level (it is a link, the form gives it none)', () => {
    const secure = {
      ...ENV,
      securityMode: true,
      mailLevelRequired: true,
      attachLevelRequired: true,
    }
    expect(validateForSend({ ...form([big]), mail_level: 1 }, secure).ok).toBe(true)
  })

  it('goes in online_attachments with its expiry, not in attachments; default a month', () => {
    const payload = buildSendPayload(form([big, { ...big, id: 42, expireDays: undefined }]), META)
    expect(payload.online_attachments).toEqual([
      { id: 41, expire_days: 90 },
      { id: 42, expire_days: 30 },
    ])
    expect(payload.attachments).toEqual([])
  })

  it("a draft's prefill gives them back as online attachments", () => {
    const { form: back } = formFromPrefill(
      defaultComposeForm(),
      {
        form: {
          to: [],
          cc: [],
          bcc: [],
          subject: 's',
          is_html: true,
          html_text: '',
          plain_text: '',
        },
        attachments: [],
        online_attachments: [{ id: 41, name: 'big.iso', size: big.size, expire_days: 90 }],
      },
      false,
    )
    expect(back.attachments).toEqual([big])
  })

  it('the expiry edit changes only an online attachment', () => {
    const local: ComposeAttachment = { id: 7, name: 'a.txt', size: 1, source: 'local', level: null }
    const context = { form: form([big, local]) } as Parameters<typeof applyEdit>[0]
    const edit = (id: number) => applyEdit(context, { type: 'attachment.expiry', id, days: 365 })
    expect(edit(41).form.attachments[0]).toEqual({ ...big, expireDays: 365 })
    expect(edit(7).form.attachments[1]).toEqual(local)
  })
})
