/**
 * A mail read back as a compose form (GET /api/mail/messages/{uid}/compose/, view 3–7): reply,
 * reply all, forward, forward as attachment, edit again / send again / open a draft.
 */
import type { components } from '../../src/api/schema.gen.ts'
import type { MessageRecord, Party } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { escapeHtml } from '../mail/bytes.ts'
import { sourceBytes } from '../mail/rawStore.ts'
import { EML_PREFIX } from './attachments.ts'
import { draftKey, outbox } from './store.ts'
import { sendText } from './texts.ts'

type ComposePrefill = components['schemas']['ComposePrefill']
type Attachment = components['schemas']['Attachment']
type Level = components['schemas']['MailLevel']
export type ComposeView = 3 | 4 | 5 | 6 | 7

const level = (n: number): Level => (n >= 1 && n <= 5 ? (n as Level) : 1)
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function prefixed(prefix: 'Re' | 'Fw', subject: string): string {
  const pattern = prefix === 'Re' ? /^(re|回复|回覆)\s*[:：]/i : /^(fw|fwd|转发|轉寄)\s*[:：]/i
  return pattern.test(subject.trim()) ? subject : `${prefix}: ${subject}`
}

const partyText = ([address, name]: Party) => (name ? `${name} <${address}>` : address)

/** The quoted original under a reply or forward, in html and plain text. */
function quote(m: MessageRecord, lang: ServerLanguage, withBody: boolean) {
  const lines: [string, string][] = [
    [sendText('from', lang), partyText(m.mfrom)],
    [sendText('date', lang), m.date.slice(0, 16).replace('T', ' ')],
    [sendText('to', lang), m.to.map(partyText).join('; ')],
    ...(m.cc.length > 0
      ? [[sendText('cc', lang), m.cc.map(partyText).join('; ')] as [string, string]]
      : []),
    [sendText('subject', lang), m.subject],
  ]
  const body = withBody ? m.html_text || `<pre>${escapeHtml(m.plain_text)}</pre>` : ''
  const html =
    `<p><br></p><div>${escapeHtml(sendText('original', lang))}</div>` +
    `<div>${lines.map(([k, v]) => `<b>${escapeHtml(k)}:</b> ${escapeHtml(v)}`).join('<br>')}</div>` +
    `<blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">${body}</blockquote>`
  const plainBody = withBody ? m.plain_text.replace(/^/gm, '> ') : ''
  const plain = `\n\n${sendText('original', lang)}\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n${plainBody}`
  return { html, plain }
}

function parts(m: MessageRecord): Attachment[] {
  return m.attachments.map((a) => ({
    id: a.id,
    name: a.name,
    size: a.size,
    sid: a.sid,
    attach_level: level(a.attach_level),
    ...(a.content_id ? { content_id: a.content_id, is_inline: a.is_inline ?? false } : {}),
  }))
}

/**
 * `me` is the mailbox acting (its address is left out of reply-all). A protected mail that is
 * not the sender's own is quoted without its body: the server never hands it out undecrypted.
 */
export function composePrefill(
  source: MessageRecord,
  view: ComposeView,
  me: Party,
  lang: ServerLanguage,
): ComposePrefill {
  const own = source.folder === 'Sent' || source.folder === 'Drafts'
  const readable = own || !source.attrs.is_password
  const replyTarget: Party[] = own
    ? source.to
    : [source.reply_to ? [source.reply_to, ''] : source.mfrom]
  let to: Party[] = []
  let cc: Party[] = []
  let bcc: Party[] = []
  let subject = source.subject
  let attachments: Attachment[] = []
  const q = quote(source, lang, readable)
  let html = q.html
  let plain = q.plain
  if (view === 3 || view === 4) {
    subject = prefixed('Re', source.subject)
    to = replyTarget
    if (view === 4) {
      const seen = new Set(to.map(([a]) => a.toLowerCase()))
      const others = (list: Party[]) =>
        list.filter(
          ([a]) => !same(a, me[0]) && !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()),
        )
      to = [...to, ...others(source.to)]
      cc = others(source.cc)
    }
  } else if (view === 5 || view === 6) {
    subject = prefixed('Fw', source.subject)
    attachments =
      view === 6
        ? [
            {
              id: `${EML_PREFIX}${source.uid}`,
              name: `${source.subject || source.uid}.eml`,
              size: sourceBytes(source).length,
              sid: '1',
            },
          ]
        : readable
          ? parts(source)
          : []
  } else {
    to = source.to
    cc = source.cc
    bcc = source.bcc
    html = readable ? source.html_text : ''
    plain = readable ? source.plain_text : ''
    attachments = readable ? parts(source) : []
  }
  const extras = view === 7 ? outbox.drafts.get(draftKey(source.owner, source.uid)) : undefined
  const isDraft = view === 7 && source.folder === 'Drafts'
  const keepOptions = view === 7 && own
  // Only the sender's own mail (a draft, edit as new) carries its transit files on: they are the
  // caller's to send again; a forward does not take over another sender's links (decision 260).
  const online = view === 7 && own && readable ? (source.online_attachments ?? []) : []
  return {
    attachments,
    ...(online.length > 0 ? { online_attachments: online } : {}),
    form: {
      mfrom: me,
      to,
      cc,
      bcc,
      reply_to: view === 7 ? source.reply_to : '',
      subject,
      is_html: view === 7 ? source.is_html : true,
      html_text: view === 7 && !source.is_html ? '' : html,
      plain_text: plain,
      is_priority: view === 7 && source.flags.includes('umail-emergent'),
      is_cc: true,
      is_bcc: bcc.length > 0,
      is_partsend: extras?.is_partsend ?? false,
      is_smsnotify: extras?.is_smsnotify ?? false,
      secret: extras?.secret ?? false,
      mail_level: level(view === 7 ? source.mail_level : 1),
      is_save_sent: extras?.is_save_sent ?? true,
      is_confirm_read: extras?.is_confirm_read ?? true,
      is_schedule: extras?.is_schedule ?? false,
      ...(extras?.is_schedule ? { schedule_day: extras.schedule_day } : {}),
      is_password: keepOptions && source.attrs.is_password,
      ...(keepOptions && source.attrs.is_password ? { password: source.attrs.password } : {}),
      is_burn: keepOptions && source.attrs.is_burn,
      burn_limit: keepOptions && source.attrs.is_burn ? Math.max(1, source.attrs.burn_left) : 1,
      ...(keepOptions && source.attrs.burn_day ? { burn_day: source.attrs.burn_day } : {}),
      attachments: attachments.map((a) => [a.id ?? a.sid, a.attach_level ?? 1]),
      ...(online.length > 0
        ? { online_attachments: online.map((o) => ({ id: o.id, expire_days: o.expire_days })) }
        : {}),
      action: 'sent',
      draft_id: isDraft ? source.uid : null,
      uid: source.uid,
      folder: source.folder,
      refw_type: `compose${view}`,
    },
  }
}
