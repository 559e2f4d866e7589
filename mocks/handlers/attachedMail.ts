/**
 * getAttachedMessage: a mail attached to a mail, opened in the reader with its headers, body and
 * files (issue 18). The files keep the outer sid and carry their did for downloadAttachment.
 */
import { message } from '../i18n.ts'
import { attachmentBytes } from '../mail/attachmentContent.ts'
import { isAttachedMail, openAttachedMail } from '../mail/attachedMail.ts'
import { findMessage } from '../mail/store.ts'
import { checkAuth, detail, http } from './http.ts'
import { invalid, missingFolder, notFound } from './mailCommon.ts'

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
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const mail = findMessage(auth.mailbox, uid, folder!)
    if (!mail) return response.untyped(notFound(auth))
    const outer = mail.attachments.find((a) => a.sid === query.get('sid'))
    if (!outer) return response.untyped(detail(404, message('attachmentNotFound', auth.lang)))
    if (!isAttachedMail(outer)) return response.untyped(invalid(auth, 'sid'))
    const opened = await openAttachedMail(attachmentBytes(outer, mail))
    const { files, ...headers } = opened
    return response(200).json({
      ...headers,
      attachments: files.map(({ did, file }) => ({
        id: outer.id,
        name: file.name,
        size: file.size ?? 0,
        sid: outer.sid,
        did,
        attach_level: outer.attach_level as 1 | 2 | 3 | 4 | 5,
      })),
    })
  }),
]
