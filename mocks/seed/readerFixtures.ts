/**
 * Hand-made mails the reader needs in every language, on top of the generated mailbox: html
 * with remote images and previewable / non-previewable attachments (real bytes), plain text,
 * tags, colour flags, remarks, a password-protected mail, a calendar invitation, a read-receipt
 * request, an attachment over the preview limit, inline (cid:) parts — a PNG the body shows, an
 * SVG and an html part it must not, one it never refers to —, answered / forwarded / scheduled
 * states, and mail in Sent, Drafts, Spam and the locked folder. docs/mocks.md lists them.
 */
import type { MailAttachment, MessageRecord, Party } from '../db/index.ts'
import { textToBase64 } from '../mail/bytes.ts'
import { attachmentBytes, contentTypeOf } from '../mail/attachmentContent.ts'
import { OFFICE_SAMPLES } from '../mail/officeSamples.ts'
import { type Correspondent, DEFAULT_ATTRS, type MailboxOwner, isoAt } from './messages.ts'
import { type FixtureText, FIXTURE_TEXT, INLINE_PARTS } from './text/reader-fixtures.ts'
import type { Lang } from './text/names.ts'

/** The password of every protected fixture mail (6 letters or digits, case-sensitive). */
export const PROTECTED_MAIL_PASSWORD = 'Mail88'
/** The attachment that is over the 10 MB preview limit (no bytes kept: only its size counts). */
export const OVERSIZED_ATTACHMENT_BYTES = 12_582_912

const LANGS: readonly Lang[] = ['zh-hans', 'zh-tw', 'en']

interface FileSpec {
  name: string
  text?: string
  /** Binary content as base64 (a real sample file). */
  base64?: string
  size?: number
  /** An inline part: the html body refers to it as cid:<contentId>. */
  contentId?: string
}

function files(uid: number, specs: readonly FileSpec[]): MailAttachment[] {
  return specs.map((spec, i) => {
    const content = spec.base64 ?? (spec.text === undefined ? undefined : textToBase64(spec.text))
    const size =
      spec.size ??
      (spec.base64 === undefined
        ? new TextEncoder().encode(spec.text ?? '').length
        : atob(spec.base64).length)
    return {
      id: uid * 10 + i + 1,
      sid: String(i + 2),
      name: spec.name,
      size,
      content_type: contentTypeOf(spec.name),
      attach_level: 1,
      ...(content === undefined ? {} : { content }),
      ...(spec.contentId === undefined ? {} : { content_id: spec.contentId, is_inline: true }),
    }
  })
}

interface Draft {
  folder: string
  ageMinutes: number
  subject: string
  from: Party
  to: Party[]
  html?: string
  plain: string
  flags?: string[]
  tags?: string[]
  remark?: string
  attachments?: FileSpec[]
  attrs?: Partial<MessageRecord['attrs']>
}

function build(
  draft: Draft,
  uid: number,
  owner: MailboxOwner,
  anchorMs: number,
  lang: Lang,
): MessageRecord {
  const arrived = anchorMs - draft.ageMinutes * 60_000
  const attachments = files(uid, draft.attachments ?? [])
  const flags = [...(draft.flags ?? []), ...(draft.tags ?? [])]
  if (attachments.length > 0) flags.push('umail-attach')
  const html = draft.html ?? ''
  const record: MessageRecord = {
    owner: owner.username,
    uid,
    folder: draft.folder,
    subject: draft.subject,
    mfrom: draft.from,
    to: draft.to,
    cc: [],
    bcc: [],
    reply_to: '',
    date: isoAt(arrived - 45_000),
    internaldate: isoAt(arrived),
    flags,
    tags: draft.tags ?? [],
    is_html: html !== '',
    html_text: html,
    plain_text: draft.plain,
    attachments,
    remark: draft.remark ?? '',
    message_id: `<fixture-${uid}@huayu.example.com>`,
    attrs: { ...DEFAULT_ATTRS, ...draft.attrs },
    refw_type: '',
    size: 2400 + html.length + draft.plain.length + attachments.reduce((s, a) => s + a.size, 0),
    mail_level: 1,
    language: lang,
  }
  // Files without fixed text are generated on download (a real PNG, PDF ...): show their size.
  for (const a of record.attachments) if (a.size === 0) a.size = attachmentBytes(a, record).length
  return record
}

function draftsFor(t: FixtureText, me: Party, colleague: Party, outsider: Party): Draft[] {
  return [
    {
      folder: 'INBOX',
      ageMinutes: 3,
      subject: t.htmlSubject,
      from: colleague,
      to: [me],
      html: t.html,
      plain: t.htmlAsText,
      tags: ['tag_project'],
      flags: ['umail-orange', 'Answered'],
      remark: t.remark,
      attachments: [
        { name: t.files.txt, text: t.fileText },
        { name: t.files.csv, text: t.csv },
        { name: t.files.md, text: t.markdown },
        { name: 'server.log', text: t.log },
        { name: t.files.html, text: t.htmlFile },
        { name: 'diagram.svg', text: t.svg },
        { name: 'config.xml', text: t.xml },
        { name: t.files.png },
        { name: t.files.pdf },
        { name: t.files.docx },
        { name: t.files.zip, text: 'PK\u0005\u0006' + '\u0000'.repeat(18) },
      ],
    },
    {
      folder: 'INBOX',
      ageMinutes: 6,
      subject: t.plainSubject,
      from: outsider,
      to: [me],
      plain: t.plain,
      flags: ['\\Seen', 'Answered', 'umail-forword', '\\flagged'],
    },
    {
      folder: 'INBOX',
      ageMinutes: 9,
      subject: t.protectedSubject,
      from: colleague,
      to: [me],
      html: t.protectedHtml,
      plain: t.protectedPlain,
      attachments: [{ name: t.files.txt, text: t.fileText }],
      attrs: { is_password: true, password: PROTECTED_MAIL_PASSWORD },
    },
    {
      folder: 'INBOX',
      ageMinutes: 12,
      subject: t.inviteSubject,
      from: colleague,
      to: [me],
      html: t.inviteHtml,
      plain: t.invitePlain,
      attachments: [{ name: 'invite.ics', text: t.ics }],
      attrs: { is_calendar: true, is_calendar_event: true, calendar_eventer_status: 'start' },
    },
    {
      folder: 'INBOX',
      ageMinutes: 15,
      subject: t.receiptSubject,
      from: colleague,
      to: [me],
      plain: t.receiptPlain,
      flags: ['umail-emergent'],
      attrs: { is_notify: true },
    },
    {
      folder: 'INBOX',
      ageMinutes: 18,
      subject: t.bigSubject,
      from: outsider,
      to: [me],
      plain: t.bigPlain,
      flags: ['\\Seen', 'umail-blue'],
      tags: ['tag_important'],
      attachments: [
        { name: t.files.bigPdf, size: OVERSIZED_ATTACHMENT_BYTES },
        // Office files for /preview (issue 15): two sheets, a picture, slides, the old binary
        // formats (refused before a byte is fetched) and a spreadsheet that is no spreadsheet.
        { name: t.files.xlsx, base64: OFFICE_SAMPLES.xlsx },
        { name: t.files.photoDocx, base64: OFFICE_SAMPLES.pictureDocx },
        { name: t.files.pptx, base64: OFFICE_SAMPLES.pptx },
        { name: t.files.doc },
        { name: t.files.ppt },
        { name: t.files.brokenXlsx, text: t.fileText },
      ],
    },
    {
      folder: 'Sent',
      ageMinutes: 20,
      subject: t.scheduledSubject,
      from: me,
      to: [colleague],
      plain: t.plain,
      flags: ['\\Seen', 'umail-schedule'],
      attrs: { is_canrecall: true },
    },
    {
      folder: 'Drafts',
      ageMinutes: 25,
      subject: t.draftSubject,
      from: me,
      to: [colleague],
      html: `<p>${t.draftSubject}</p>`,
      plain: t.draftSubject,
      flags: ['\\Seen'],
    },
    {
      folder: 'Spam',
      ageMinutes: 30,
      subject: t.spamSubject,
      from: outsider,
      to: [me],
      html: t.spamHtml,
      plain: t.spamSubject,
    },
    {
      folder: 'INBOX',
      // Older than the other fixtures and already read: the lists' first rows stay as they were.
      ageMinutes: 50,
      subject: t.inlineSubject,
      from: colleague,
      to: [me],
      html: t.inlineHtml,
      plain: t.inlinePlain,
      flags: ['\\Seen'],
      attachments: [
        { name: INLINE_PARTS.logo.name, contentId: INLINE_PARTS.logo.contentId },
        { name: INLINE_PARTS.chart.name, text: t.svg, contentId: INLINE_PARTS.chart.contentId },
        { name: INLINE_PARTS.page.name, text: t.htmlFile, contentId: INLINE_PARTS.page.contentId },
        { name: INLINE_PARTS.stray.name, contentId: INLINE_PARTS.stray.contentId },
        { name: t.files.txt, text: t.fileText },
      ],
    },
    {
      folder: 'Finance',
      ageMinutes: 40,
      subject: t.financeSubject,
      from: colleague,
      to: [me],
      plain: t.financePlain,
      attachments: [{ name: t.files.csv, text: t.csv }],
    },
  ]
}

/** The fixtures of every language for `owner`, uids from `firstUid` on. */
export function buildReaderFixtures(input: {
  owner: MailboxOwner
  correspondents: readonly Correspondent[]
  anchorMs: number
  firstUid: number
  skipFolders: readonly string[]
}): MessageRecord[] {
  const me: Party = [input.owner.email, input.owner.realname]
  let uid = input.firstUid
  return LANGS.flatMap((lang, i) => {
    const of = (external: boolean) =>
      input.correspondents.find(
        (c) => c.lang === lang && c.external === external && c.address !== input.owner.email,
      )!
    const colleague = of(false)
    const outsider = of(true)
    return draftsFor(
      FIXTURE_TEXT[lang],
      me,
      [colleague.address, colleague.name],
      [outsider.address, outsider.name],
    )
      .filter((d) => !input.skipFolders.includes(d.folder))
      .map((d) =>
        build({ ...d, ageMinutes: d.ageMinutes + i }, uid++, input.owner, input.anchorMs, lang),
      )
  })
}
