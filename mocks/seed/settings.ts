import type {
  AddressListEntryRecord,
  AutoForwardRecord,
  AutoReplyRecord,
  FilterRecord,
  MailboxMoveRecord,
  RelayRecord,
  SignatureRecord,
  StationeryRecord,
  TemplateRecord,
} from '../db/index.ts'

export interface PersonalSettings {
  signatures: SignatureRecord[]
  templates: TemplateRecord[]
  filters: FilterRecord[]
  autoReplies: AutoReplyRecord[]
  autoForwards: AutoForwardRecord[]
  addressLists: AddressListEntryRecord[]
  mailboxMoves: MailboxMoveRecord[]
  relays: RelayRecord[]
}

const TEMPLATE_CAPTIONS = [
  ['会议通知', '<p>各位同事：</p><p>定于 <b>____</b> 在 ____ 召开 ____ 会议，请准时参加。</p>'],
  ['請假申請', '<p>主管您好：</p><p>本人因 ____ 需請假 ____ 天，期間工作已交接給 ____。</p>'],
  [
    'Meeting follow-up',
    '<p>Hi all,</p><p>Thanks for joining. Action items:</p><ul><li>...</li></ul>',
  ],
  ['周报模板', '<p><b>本周完成</b></p><ul><li></li></ul><p><b>下周计划</b></p><ul><li></li></ul>'],
  ['報價回覆', '<p>您好：</p><p>感謝您的詢價，報價單請見附件，有效期 30 天。</p>'],
  ['Out of office', '<p>I am away until ____ with limited access to e-mail.</p>'],
  ['入职欢迎', '<p>欢迎加入华宇科技！</p><p>你的导师是 ____，第一周安排如下：</p>'],
] as const

export function buildPersonalSettings(owner: string, realname: string): PersonalSettings {
  return {
    signatures: [
      {
        owner,
        id: 1,
        caption: '中文签名',
        content: `<p>${realname}<br>华宇科技 研发中心<br>电话：010-62345678</p>`,
        is_default_new: true,
        is_default_reply: false,
      },
      {
        owner,
        id: 2,
        caption: 'English',
        content: `<p>Best regards,<br>${realname}<br>Huayu Technology</p>`,
        is_default_new: false,
        is_default_reply: true,
      },
      {
        owner,
        id: 3,
        caption: '繁體簽名',
        content: `<p>${realname} 敬上</p>`,
        is_default_new: false,
        is_default_reply: false,
      },
    ],
    templates: TEMPLATE_CAPTIONS.map(([caption, content], i) => ({
      owner,
      id: i + 1,
      caption,
      content,
    })),
    filters: [
      {
        owner,
        id: 1,
        name: '账单归档',
        priority: 1,
        is_active: true,
        match: 'any',
        conditions: [{ field: 'from', operator: 'contains', value: 'bank.example.net' }],
        action: 'move',
        action_target: 'Finance',
      },
      {
        owner,
        id: 2,
        name: 'Newsletters',
        priority: 2,
        is_active: true,
        match: 'any',
        conditions: [
          { field: 'subject', operator: 'contains', value: '電子報' },
          { field: 'from', operator: 'contains', value: 'newsletter@' },
        ],
        action: 'move',
        action_target: 'Newsletters',
      },
    ],
    autoReplies: [
      {
        owner,
        is_active: false,
        only_contacts: false,
        range_type: 'week',
        start_week: 1,
        end_week: 5,
        start_date: '',
        end_date: '',
        start_time: '18:00',
        end_time: '23:59',
        content: '您好，您的邮件已收到，我会在工作时间尽快回复。',
      },
    ],
    autoForwards: [{ owner, is_active: false, target: '', keep_copy: true }],
    addressLists: [
      { owner, id: 1, kind: 'white', value: 'partner.example.cn' },
      { owner, id: 2, kind: 'white', value: 'john.doe@customer.example.co.uk' },
      { owner, id: 3, kind: 'black', value: 'spam.example.biz' },
    ],
    mailboxMoves: [
      {
        owner,
        id: 1,
        server: 'imap.oldmail.example.com',
        protocol: 'imap',
        email: 'xiaoming@oldmail.example.com',
        password: 'not-a-real-password',
        ssl: true,
        scope: 'all',
        status: 'done',
        last_receive: '2024-05-20T09:30:00+08:00',
      },
    ],
    relays: [
      {
        owner,
        is_active: false,
        server: 'smtp.relay.example.com',
        port: 465,
        account: '',
        password: '',
        ssl: true,
        auth: true,
        need_verify: true,
      },
    ],
  }
}

/** The 14 stationery backgrounds of the compose side panel. */
export function buildStationery(): StationeryRecord[] {
  const names = [
    '春',
    '夏',
    '秋',
    '冬',
    '竹',
    '梅',
    '兰',
    '菊',
    'Sky',
    'Sea',
    'Paper',
    'Grid',
    '節日',
    '商务',
  ]
  return names.map((name, i) => ({ id: i + 1, name, src: `/demo/stationery-${(i % 4) + 1}.svg` }))
}
