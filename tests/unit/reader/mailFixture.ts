/** A contract-shaped mail for reader tests; override what a test is about. */
import type { Message } from '../../../src/api/types.ts'

export const OWN_ADDRESS = 'demo@example.com'

export function makeMail(overrides: Partial<Message> = {}): Message {
  const { attrs, ...rest } = overrides
  return {
    uid: 7,
    folder: 'INBOX',
    subject: '季度预算评审',
    mfrom: ['li.na@example.com', '李娜'],
    to: [[OWN_ADDRESS, '演示用户']],
    cc: [['wang.wei@example.com', '王伟']],
    bcc: [],
    date: '2024-05-06T09:30:00+08:00',
    internaldate: '2024-05-06T09:31:00+08:00',
    flags: ['\\Seen'],
    tags: [],
    is_html: true,
    html_text: '<p>请在周五前确认预算。</p>',
    plain_text: '请在周五前确认预算。',
    attachments: [],
    remark: '',
    message_id: '<abc@example.com>',
    reply_to: '',
    refw_type: '',
    size: 4096,
    ...rest,
    attrs: {
      is_password: false,
      is_notify: false,
      is_burn: false,
      is_canrecall: false,
      is_recall: false,
      is_return_path: false,
      is_calendar: false,
      ...attrs,
    },
  }
}

/** A protected mail as the server first sends it: header only, no body. */
export function lockedMail(overrides: Partial<Message> = {}): Message {
  return makeMail({
    html_text: '',
    plain_text: '',
    attrs: { ...baseAttrs(), is_password: true },
    ...overrides,
  })
}

function baseAttrs(): Message['attrs'] {
  return makeMail().attrs
}
