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
import { escapeHtml } from '../mail/bytes.ts'

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

/** The demo user's out-of-office text, in the three languages as such replies are written. */
const AUTO_REPLY_TEXT = [
  '您好，我目前外出，期间查看邮件可能不及时，回来后会尽快回复您。紧急事务请联系行政部 010-8888 6666。',
  '您好，我目前外出，期間查看郵件可能不及時，回來後會盡快回覆您。緊急事務請聯絡行政部 010-8888 6666。',
  'Hello, I am out of the office and may read mail late; I will reply as soon as I am back. For anything urgent, please call the Administration Office on +86 10 8888 6666.',
].join('\n\n')

/**
 * Mail templates of the demo user in the three languages: 13 of them, so the compose side panel
 * (5 a page) shows three pages and then 'all templates loaded'.
 */
const TEMPLATES = [
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
  [
    '出差申请',
    '<p>领导您好：</p><p>因 ____ 项目需要，拟于 ____ 至 ____ 赴 ____ 出差，预计费用 ____ 元，请审批。</p>',
  ],
  [
    '會議記錄',
    '<p><b>會議主題：</b>____</p><p><b>出席人員：</b>____</p><p><b>決議事項：</b></p><ol><li></li></ol>',
  ],
  [
    'Project kickoff',
    '<p>Hello team,</p><p>Project <b>____</b> starts on ____. Please review the plan before the kickoff meeting.</p>',
  ],
  [
    '客户拜访纪要',
    '<p><b>客户：</b>____</p><p><b>拜访时间：</b>____</p><p><b>沟通要点：</b></p><ul><li></li></ul><p><b>后续跟进：</b>____</p>',
  ],
  [
    '季度總結',
    '<p>各位同仁：</p><p>本季度主要成果如下：</p><ol><li></li></ol><p>下季度重點：____</p>',
  ],
  [
    'Thank you note',
    '<p>Dear ____,</p><p>Thank you for your help with ____. It made a real difference.</p>',
  ],
] as const

/**
 * Signatures in the three languages: the simplified-Chinese one goes into new mail, the English
 * one into replies and forwards (SignatureList.default_new / default_reply).
 */
function buildSignatures(owner: string, realname: string): SignatureRecord[] {
  const name = escapeHtml(realname)
  const signature = (
    id: number,
    caption: string,
    content: string,
    defaults: { isNew?: boolean; isReply?: boolean } = {},
  ): SignatureRecord => ({
    owner,
    id,
    caption,
    content,
    is_default_new: defaults.isNew ?? false,
    is_default_reply: defaults.isReply ?? false,
  })
  return [
    signature(
      1,
      '中文签名',
      `<p>${name}</p><p>华宇科技有限公司 · 研发中心<br>电话：010-6234 5678<br>地址：北京市海淀区中关村大街 27 号</p>`,
      { isNew: true },
    ),
    signature(
      2,
      'English',
      `<p>Best regards,</p><p>${name}<br>R&amp;D Centre, Huayu Technology Co., Ltd.<br>Tel: +86 10 6234 5678</p>`,
      { isReply: true },
    ),
    signature(
      3,
      '繁體簽名',
      `<p>${name} 敬上</p><p>華宇科技股份有限公司 研發中心<br>電話：(02) 2712-3456</p>`,
    ),
    signature(4, '简短签名', `<p>${name}（华宇科技）</p>`),
  ]
}

export function buildPersonalSettings(owner: string, realname: string): PersonalSettings {
  return {
    signatures: buildSignatures(owner, realname),
    templates: TEMPLATES.map(([caption, content], i) => ({
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
        is_enabled: true,
        logic: 'any',
        conditions: [{ field: 'from', operator: 'contains', value: 'bank.example.net' }],
        action: 'move',
        action_value: 'Finance',
      },
      {
        owner,
        id: 2,
        name: 'Newsletters',
        priority: 2,
        is_enabled: true,
        logic: 'any',
        conditions: [
          { field: 'subject', operator: 'contains', value: '電子報' },
          { field: 'from', operator: 'contains', value: 'newsletter@' },
        ],
        action: 'move',
        action_value: 'Newsletters',
      },
    ],
    autoReplies: [
      {
        owner,
        is_active: false,
        only_contacts: false,
        range_type: 'always',
        start_week: 1,
        end_week: 5,
        start_date: '',
        end_date: '',
        start_time: '09:00',
        end_time: '18:00',
        content: AUTO_REPLY_TEXT,
        replied: [],
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
        port: 993,
        protocol: 'imap',
        email: 'xiaoming@oldmail.example.com',
        password: 'not-a-real-password',
        ssl: true,
        scope: 'all',
        is_active: true,
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

/** The 14 stationery backgrounds of the compose side panel (public/demo/stationery-N.svg). */
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
  return names.map((name, i) => ({ id: i + 1, name, src: `/demo/stationery-${i + 1}.svg` }))
}
