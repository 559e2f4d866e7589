/**
 * `--write` sequences on mail: everything is sent to the signed-in user only, with the run's
 * name in the subject, and purged for good at the end (Sent copies and replies included).
 */
import { createHash } from 'node:crypto'
import { items } from './scratch.ts'
import { field } from './sequenceKit.ts'
import type { Sequence, Step, Vars } from './sequence.types.ts'

/** The run's mail in a list answer, newest first. */
const runMail = (body: unknown, v: Vars, tag: string) =>
  items(body).filter((m) => typeof m.subject === 'string' && m.subject.includes(`${v.run} ${tag}`))

const me = (v: Vars): [string, string] => [v.me ?? '', '']

const whoAmI: Step = {
  op: 'getUserInfo',
  then: (b, v) => {
    v.me = field(b, 'email') as string | undefined
    return v.me ? undefined : 'no address in the answer'
  },
}

function send(tag: string, extra: (v: Vars) => Record<string, unknown> = () => ({})): Step {
  return {
    op: 'sendMail',
    creates: 'mail',
    body: (v) => ({
      mfrom: me(v),
      to: [me(v)],
      cc: [],
      bcc: [],
      subject: `${v.run} ${tag}`,
      is_html: true,
      html_text: '<p>Sent by npm run contract -- --write; it removes this mail again.</p>',
      plain_text: 'Sent by npm run contract -- --write; it removes this mail again.',
      is_save_sent: true,
      is_confirm_read: false,
      action: 'sent',
      ...extra(v),
    }),
    then: (b, v) => {
      v.messageId = field(b, 'message_id') as string | undefined
      return undefined
    },
  }
}

/** Finds the newest of the run's mail with this tag in the folder; `settle`: it may be on its way. */
function find(folder: (v: Vars) => string | undefined, tag: string): Step {
  return {
    op: 'listMessages',
    settle: true,
    params: (v) => ({ folder: folder(v), subject: v.run, page_size: 100 }),
    then: (b, v) => {
      const found = runMail(b, v, tag)[0]
      v.uid = found?.uid as number | undefined
      return found ? undefined : `the mail "${v.run} ${tag}" is not in ${folder(v)}`
    },
  }
}

/** Purges every mail of the run in the folder (none is fine). */
function purge(folder: string): Step[] {
  return [
    {
      op: 'listMessages',
      params: (v) => ({ folder, subject: v.run, page_size: 100 }),
      then: (b, v) => {
        v.uids = items(b)
          .filter((m) => typeof m.subject === 'string' && m.subject.includes(v.run))
          .map((m) => m.uid as number)
        return undefined
      },
    },
    {
      op: 'realDeleteMessages',
      unless: (v) => (v.uids?.length ? undefined : `nothing of the run left in ${folder}`),
      body: (v) => ({ uids: v.uids, folder }),
    },
  ]
}

function takeDraft(body: unknown, v: Vars) {
  v.draftUid = field(body, 'draft_id') as number | undefined
  return typeof v.draftUid === 'number' ? undefined : 'no draft_id in the answer'
}

const inbox = () => 'INBOX'
const uidIn = (folder: string) => (v: Vars) => ({ uids: [v.uid], folder })

export const MAIL_SEQUENCES: Sequence[] = [
  {
    name: 'mail to oneself',
    family: 'mail',
    steps: [
      whoAmI,
      send('mail'),
      find(inbox, 'mail'),
      { op: 'getMessage', params: (v) => ({ uid: v.uid, folder: 'INBOX' }) },
      {
        op: 'updateFlags',
        body: (v) => ({ ...uidIn('INBOX')(v), action: 'add', flags: ['\\flagged'] }),
      },
      {
        op: 'setRemark',
        body: (v) => ({ uid: v.uid, folder: 'INBOX', remark: 'contract kit' }),
      },
      { op: 'deleteRemark', body: (v) => ({ uid: v.uid, folder: 'INBOX' }) },
      {
        op: 'createTag',
        creates: 'tag',
        body: (v) => ({ name: `${v.run}m`, color: '#33B679' }),
        then: (b, v) => {
          v.tagname = field(b, 'tagname') as string
          return undefined
        },
      },
      {
        op: 'updateFlags',
        body: (v) => ({ ...uidIn('INBOX')(v), action: 'add', flags: [v.tagname] }),
      },
      { op: 'clearMessageTags', body: uidIn('INBOX') },
      { op: 'deleteTag', params: (v) => ({ tagname: v.tagname }) },
      { op: 'checkSmsRecipients', body: (v) => ({ recvs: [v.me] }) },
      {
        op: 'quickReply',
        creates: 'mail',
        body: (v) => ({ uid: v.uid, folder: 'INBOX', html_text: '<p>contract kit reply</p>' }),
      },
      {
        op: 'createFolder',
        creates: 'folder',
        body: (v) => ({ name: `${v.run}m` }),
        then: (b, v) => {
          v.folderRaw = field(b, 'raw_name') as string
          return undefined
        },
      },
      {
        op: 'moveMessages',
        body: (v) => ({ uids: [v.uid], src_folder: 'INBOX', dst_folder: v.folderRaw }),
      },
      find((v) => v.folderRaw, 'mail'),
      { op: 'markFolderRead', body: (v) => ({ folder: v.folderRaw }) },
      { op: 'deleteMessages', body: (v) => ({ uids: [v.uid], folder: v.folderRaw }) },
      find(() => 'Trash', 'mail'),
      { op: 'realDeleteMessages', body: uidIn('Trash') },
      {
        op: 'deleteFolder',
        body: (v) => ({ name: `${v.run}m`, src_folder: v.folderRaw, is_delete: true }),
      },
      ...purge('INBOX'),
      ...purge('Sent'),
    ],
  },
  {
    name: 'draft',
    family: 'mail',
    steps: [
      whoAmI,
      {
        ...send('draft', () => ({ action: 'save' })),
        then: takeDraft,
      },
      find(() => 'Drafts', 'draft'),
      {
        ...send('draft', (v) => ({
          action: 'save',
          draft_id: v.draftUid,
          html_text: '<p>contract kit draft, edited</p>',
        })),
        then: takeDraft,
      },
      { op: 'realDeleteMessages', body: (v) => ({ uids: [v.draftUid], folder: 'Drafts' }) },
      ...purge('Drafts'),
    ],
  },
  {
    name: 'protected mail',
    family: 'mail',
    steps: [
      whoAmI,
      send('protected', () => ({ is_password: true, password: 'Kit246' })),
      find(inbox, 'protected'),
      {
        op: 'decryptMessage',
        body: (v) => ({ uid: v.uid, folder: 'INBOX', password: 'Kit246' }),
      },
      ...purge('INBOX'),
      ...purge('Sent'),
    ],
  },
  {
    name: 'recall',
    family: 'mail',
    steps: [
      whoAmI,
      send('recall'),
      find(() => 'Sent', 'recall'),
      { op: 'recallMessage', body: (v) => ({ uid: v.uid, folder: 'Sent' }) },
      send('recall one'),
      { op: 'recallRecipient', body: (v) => ({ message_id: v.messageId, recipient: v.me }) },
      ...purge('INBOX'),
      ...purge('Sent'),
    ],
  },
]

/** A small .eml addressed to oneself, made once per run (its MD5 names the upload). */
function emlOf(v: Vars) {
  if (!v.eml) {
    const text = [
      `From: contract kit <${v.me}>`,
      `To: <${v.me}>`,
      `Subject: ${v.run} import`,
      `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <${v.run}.import@contract-kit>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Imported by npm run contract -- --write; it removes this mail again.',
      '',
    ].join('\r\n')
    const bytes = new TextEncoder().encode(text)
    v.eml = { bytes, md5: createHash('md5').update(bytes).digest('hex') }
  }
  return v.eml
}

/** The chunked upload, as an .eml import into INBOX: the result is a mail, which is purged. */
export const IMPORT_SEQUENCE: Sequence = {
  name: 'eml import',
  family: 'netdisk',
  steps: [
    whoAmI,
    { op: 'testUploadChunk', params: (v) => ({ fileMd5: emlOf(v).md5, chunkNumber: 1 }) },
    {
      op: 'uploadChunk',
      body: (v) => {
        const { bytes, md5 } = emlOf(v)
        const form = new FormData()
        form.set('fileMd5', md5)
        form.set('chunkNumber', '1')
        form.set('totalChunks', '1')
        form.set('chunkSize', String(bytes.length))
        form.set('chunkFile', new Blob([bytes as BlobPart]), `${v.run}.eml`)
        return form
      },
    },
    {
      op: 'finishUpload',
      creates: 'mail',
      body: (v) => ({
        fileMd5: emlOf(v).md5,
        upload_type: 'eml',
        file_name: `${v.run}.eml`,
        file_type: 'message/rfc822',
        file_size: emlOf(v).bytes.length,
        folder: 'INBOX',
      }),
      then: (b, v) => {
        v.uid = field(b, 'uid') as number | undefined
        return typeof v.uid === 'number' ? undefined : 'no uid of the imported mail'
      },
    },
    {
      op: 'getMessage',
      params: (v) => ({ uid: v.uid, folder: 'INBOX' }),
      then: (b, v) =>
        String(field(b, 'subject')).includes(v.run) ? undefined : 'the imported mail is not ours',
    },
    { op: 'realDeleteMessages', body: uidIn('INBOX') },
  ],
}
