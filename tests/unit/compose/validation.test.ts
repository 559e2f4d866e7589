import { describe, expect, it } from 'vitest'
import type { components } from '../../../src/api/schema.gen.ts'
import {
  buildSendPayload,
  closeConfirm,
  defaultComposeForm,
  fieldOffConfirm,
  formFromPrefill,
  makeRecipient,
  sendConfirmations,
  sendFailureMessage,
  validateDraft,
  validateForSend,
  type ComposeAttachment,
  type ComposeEnv,
  type ComposeForm,
} from '../../../src/domain/compose/index.ts'

const NOW = new Date(2025, 2, 10, 10, 0)
const ENV: ComposeEnv = {
  securityMode: false,
  mailLevelRequired: false,
  attachLevelRequired: false,
  now: NOW,
}
const SECURE: ComposeEnv = {
  ...ENV,
  securityMode: true,
  mailLevelRequired: true,
  attachLevelRequired: true,
}
const file = (name: string, change: Partial<ComposeAttachment> = {}): ComposeAttachment => ({
  id: name,
  name,
  size: 100,
  source: 'local',
  level: null,
  ...change,
})
const valid = (change: Partial<ComposeForm> = {}): ComposeForm => ({
  ...defaultComposeForm(),
  to: [makeRecipient('a@x.cn')],
  subject: 'Plan',
  html_text: '<p>hi</p>',
  plain_text: 'hi',
  ...change,
})
const codeOf = (form: ComposeForm, env = ENV) => {
  const result = validateForSend(form, env)
  return result.ok ? null : result.alert
}

describe('send checks, first failure wins (R-VALID-11)', () => {
  it.each<[string, Partial<ComposeForm>, ComposeEnv, unknown]>([
    ['valid', {}, ENV, null],
    ['no receiver', { to: [] }, ENV, { code: 'noRecipient' }],
    [
      'cc hidden does not count',
      { to: [], cc: [makeRecipient('c@x.cn')], is_cc: false },
      ENV,
      { code: 'noRecipient' },
    ],
    ['bcc counts when shown', { to: [], bcc: [makeRecipient('c@x.cn')], is_bcc: true }, ENV, null],
    [
      'invalid address',
      { to: [makeRecipient('oops')] },
      ENV,
      { code: 'invalidRecipient', params: { email: 'oops' } },
    ],
    ['no subject, no attachment', { subject: '  ' }, ENV, { code: 'noSubject' }],
    ['no content', { html_text: '', plain_text: ' ' }, ENV, { code: 'noContent' }],
    ['an image is content', { html_text: '<img src="x">', plain_text: '' }, ENV, null],
    // R-VALID-9
    ['bad password', { is_password: true, password: 'abc12' }, ENV, { code: 'badPassword' }],
    ['good password', { is_password: true, password: 'abC123' }, ENV, null],
    ['bad reply-to', { reply_to: 'me@' }, ENV, { code: 'badReplyTo' }],
    [
      'past schedule',
      { is_schedule: true, schedule_day: '2025-03-10 09:00' },
      ENV,
      { code: 'schedulePast' },
    ],
    [
      'burn views 0',
      { is_burn: true, burn_limit: 0, burn_day: '2025-03-17' },
      ENV,
      { code: 'burnLimitRange' },
    ],
    // R-VALID-12
    ['no mail level', {}, SECURE, { code: 'noMailLevel' }],
    [
      'attachment without level',
      { mail_level: 3, attachments: [file('a.doc')] },
      SECURE,
      { code: 'attachmentNoLevel', params: { name: 'a.doc' } },
    ],
    [
      'attachment above mail level',
      { mail_level: 2, attachments: [file('a.doc', { level: 2 }), file('b.xls', { level: 3 })] },
      SECURE,
      { code: 'attachmentLevelTooHigh', params: { name: 'b.xls' } },
    ],
    [
      'levels ignored outside security mode',
      { attachments: [file('a.doc', { level: 5 })] },
      ENV,
      null,
    ],
    // R-VALID-13, C-LIMIT-7
    [
      'local file over 30M',
      { attachments: [file('big.iso', { size: 30 * 1024 * 1024 + 1 })] },
      ENV,
      { code: 'attachmentTooBig', params: { name: 'big.iso' } },
    ],
    [
      'online file over 30M is fine',
      { attachments: [file('big.iso', { size: 31 * 1024 * 1024, source: 'net' })] },
      ENV,
      null,
    ],
  ])('%s', (_, change, env, expected) => {
    expect(codeOf(valid(change), env)).toEqual(expected)
  })

  it('no subject with attachments: the first attachment name without extension', () => {
    const result = validateForSend(
      valid({ subject: '', attachments: [file('Q1 report.final.pdf'), file('b.txt')] }),
      ENV,
    )
    expect(result.ok && result.form.subject).toBe('Q1 report.final')
  })

  it('password is not checked in security mode (hidden there)', () => {
    expect(codeOf(valid({ is_password: true, password: '', mail_level: 1 }), SECURE)).toBeNull()
  })
})

describe('draft rules (R-VALID-15)', () => {
  it.each<[Partial<ComposeForm>, boolean, boolean]>([
    [{}, false, true],
    [{ subject: '' }, false, false],
    [{ subject: '', attachments: [file('a.txt')] }, false, true],
    [{ subject: '' }, true, true],
    [{ subject: '', html_text: '', plain_text: '' }, true, false],
  ])('%j, auto %s → saved %s', (change, auto, ok) => {
    const result = validateDraft(valid(change), auto)
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result.alert).toEqual(auto ? null : { code: 'draftEmpty' })
  })
})

describe('confirmations (R-VALID-12, R-VALID-13)', () => {
  const two = [makeRecipient('a@x.cn'), makeRecipient('b@x.cn')]
  it.each<[string, Partial<ComposeForm>, ComposeEnv, unknown[]]>([
    ['one recipient', { is_partsend: true }, SECURE, []],
    [
      'mass mail',
      { to: two, is_partsend: true },
      ENV,
      [{ code: 'massMail', params: { count: 2 } }],
    ],
    [
      'security, two recipients',
      { to: two },
      SECURE,
      [{ code: 'securityManyRecipients', params: { count: 2 } }],
    ],
    [
      'both',
      { to: two, is_partsend: true },
      SECURE,
      [
        { code: 'massMail', params: { count: 2 } },
        { code: 'securityManyRecipients', params: { count: 2 } },
      ],
    ],
    [
      'duplicates across fields count once',
      { to: [makeRecipient('a@x.cn')], cc: [makeRecipient('A@x.cn')] },
      SECURE,
      [],
    ],
  ])('%s', (_, change, env, expected) => {
    expect(sendConfirmations(valid(change), env)).toEqual(expected)
  })

  // R-COMPOSE-8
  it('hiding cc / bcc asks only when recipients would be dropped; closing asks unless sent', () => {
    expect(fieldOffConfirm(valid(), 'cc')).toBeNull()
    expect(fieldOffConfirm(valid({ cc: [makeRecipient('c@x.cn')] }), 'cc')).toEqual({
      code: 'dropCc',
      params: { count: 1 },
    })
    expect(
      fieldOffConfirm(valid({ bcc: [makeRecipient('c@x.cn'), makeRecipient('d')] }), 'bcc'),
    ).toEqual({ code: 'dropBcc', params: { count: 2 } })
    expect(closeConfirm({ kind: 'compose', sent: false })).toEqual({ code: 'closeUnsent' })
    expect(closeConfirm({ kind: 'compose', sent: true })).toBeNull()
    expect(closeConfirm({ kind: 'burnMail' })).toEqual({ code: 'closeBurn' })
  })
})

describe('payload and failure text (R-DATA-7, M-ERR-7)', () => {
  it('matches the contract ComposeForm and maps every field', () => {
    const payload: components['schemas']['ComposeForm'] = buildSendPayload(
      valid({
        cc: [makeRecipient('c@x.cn', 'C')],
        bcc: [makeRecipient('hidden@x.cn')],
        is_burn: true,
        burn_day: '2025-03-17',
        attachments: [file('a.txt'), file('n.zip', { id: 9, source: 'net', level: 2 })],
      }),
      {
        action: 'sent',
        defaultSender: ['me@x.cn', 'Me'],
        draftId: 4,
        securityMode: false,
        source: { uid: 7, folder: 'INBOX', refwType: 'compose3' },
        hiddenOriginal: { html: '<blockquote>old</blockquote>', plain: 'old' },
      },
    )
    expect(payload).toMatchObject({
      mfrom: ['me@x.cn', 'Me'],
      cc: [['c@x.cn', 'C']],
      bcc: [],
      html_text: '<p>hi</p><blockquote>old</blockquote>',
      plain_text: 'hi\n\nold',
      burn_day: '2025-03-17',
      attachments: [['a.txt', 1]],
      net_attachments: [[9, 2]],
      draft_id: 4,
      uid: 7,
      refw_type: 'compose3',
    })
    expect(payload).not.toHaveProperty('schedule_day')
    expect(payload).not.toHaveProperty('password')
  })

  // R-SEND-9
  it('hide_forward_contents keeps the original out of the editor', () => {
    const prefill = {
      form: {
        to: [['b@x.cn', 'B']],
        cc: [['c@x.cn', '']],
        bcc: [],
        subject: 'Re: x',
        is_html: true,
        html_text: '<q>o</q>',
        plain_text: 'o',
      },
      attachments: [],
    }
    const hidden = formFromPrefill(defaultComposeForm(), prefill, true)
    expect([hidden.form.html_text, hidden.hiddenOriginal]).toEqual([
      '',
      { html: '<q>o</q>', plain: 'o' },
    ])
    const shown = formFromPrefill(defaultComposeForm(), prefill, false)
    expect([shown.form.html_text, shown.hiddenOriginal, shown.form.cc[0]?.email]).toEqual([
      '<q>o</q>',
      null,
      'c@x.cn',
    ])
  })

  it.each([
    [{ non_field_errors: ['Quota'], detail: 'd', error_message: 'e' }, 'Quota'],
    [{ detail: 'Forbidden' }, 'Forbidden'],
    [{ error_message: 'Relay down' }, 'Relay down'],
    [{ non_field_errors: [] }, null],
    [new TypeError('Failed to fetch'), null],
    ['500', null],
  ])('%j → %j', (body, text) => {
    expect(sendFailureMessage(body)).toBe(text)
  })
})
