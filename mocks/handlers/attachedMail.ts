/**
 * getAttachedMessage: a mail attached to a mail, opened in the reader with its headers, body and
 * files (issue 18), at any level up to ATTACHED_MAIL_DEPTH_LIMIT: did is the path of part ids to
 * a mail inside the attached mail sid (decision 133). The files keep the outer sid and carry
 * their whole did path for downloadAttachment; `enclosing` names the mails around the one opened.
 */
import type { MailAttachment } from '../db/index.ts'
import {
  ATTACHED_MAIL_DEPTH_LIMIT,
  joinPartPath,
  partPath,
} from '../../src/domain/mail/partPath.ts'
import { message } from '../i18n.ts'
import type { AddAttachmentInput } from '../mail/addMessage.ts'
import { attachmentBytes } from '../mail/attachmentContent.ts'
import { isAttachedMail, openAttachedPath } from '../mail/attachedMail.ts'
import { findMessage } from '../mail/store.ts'
import { checkAuth, detail, http, validationError } from './http.ts'
import { invalid, missingFolder, notFound } from './mailCommon.ts'

/** An entry of the attachment list, as the enclosing level lists it. */
function listed(outer: MailAttachment, file: AddAttachmentInput, did: string) {
  return {
    id: outer.id,
    name: file.name,
    size: file.size ?? 0,
    sid: outer.sid,
    did,
    attach_level: outer.attach_level as 1 | 2 | 3 | 4 | 5,
  }
}

export const attachedMailHandlers = [
  http.get('/api/mail/messages/{uid}/attached/', async (info) => {
    const { request, cookies, params, query, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.account.login_after.is_maildownload) {
      return response.untyped(detail(403, message('noDownloadPermission', auth.lang)))
    }
    const uid = /^\d+$/.test(String(params.uid)) ? Number(params.uid) : null
    if (uid === null) return response.untyped(invalid(auth, 'uid'))
    const path = partPath(query.get('did'))
    if (path === null) return response.untyped(invalid(auth, 'did'))
    if (path.length >= ATTACHED_MAIL_DEPTH_LIMIT) {
      const tooDeep = message('attachedMailTooDeep', auth.lang)
      return response.untyped(validationError({ did: [tooDeep] }))
    }
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const mail = findMessage(auth.mailbox, uid, folder!)
    if (!mail) return response.untyped(notFound(auth))
    const outer = mail.attachments.find((a) => a.sid === query.get('sid'))
    if (!outer) return response.untyped(detail(404, message('attachmentNotFound', auth.lang)))
    if (!isAttachedMail(outer)) return response.untyped(invalid(auth, 'sid'))
    const opened = await openAttachedPath(attachmentBytes(outer, mail), path)
    if (opened === 'missing') {
      return response.untyped(detail(404, message('attachmentNotFound', auth.lang)))
    }
    if (opened === 'not-mail') return response.untyped(invalid(auth, 'did'))
    const { files, ...headers } = opened.mail
    const inside = (id: string) => joinPartPath([...path, id])
    return response(200).json({
      ...headers,
      attachments: files.map(({ did, file }) => listed(outer, file, inside(did))),
      ...(path.length > 0
        ? {
            enclosing: [
              {
                id: outer.id,
                name: outer.name,
                size: outer.size,
                sid: outer.sid,
                attach_level: outer.attach_level as 1 | 2 | 3 | 4 | 5,
              },
              ...opened.steps
                .slice(0, -1)
                .map((file, i) => listed(outer, file, joinPartPath(path.slice(0, i + 1)))),
            ],
          }
        : {}),
    })
  }),
]
