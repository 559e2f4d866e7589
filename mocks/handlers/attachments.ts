import { HttpResponse } from 'msw'
import { type MailAttachment, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import {
  type ContentSource,
  attachmentBytes,
  attachmentText,
  extensionOf,
} from '../mail/attachmentContent.ts'
import { ATTACHED_MAIL_DEPTH_LIMIT, partPath } from '../../src/domain/mail/partPath.ts'
import { attachedFile, fileInAttached, isAttachedMail } from '../mail/attachedMail.ts'
import { personalFilePage } from '../mail/personalAttachments.ts'
import { findMessage } from '../mail/store.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { attachmentDisposition } from './mail.ts'
import { invalid, missingFolder, notFound } from './mailCommon.ts'

/** R-VALID / C-LIMIT-6: preview limit and extensions. */
export const PREVIEW_LIMIT_BYTES = 10_485_760
const PREVIEW_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  // Markup is served as text: an html, svg or xml attachment must never render from our origin.
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  csv: 'text/plain; charset=utf-8',
  html: 'text/plain; charset=utf-8',
  svg: 'text/plain; charset=utf-8',
  xml: 'text/plain; charset=utf-8',
  doc: 'application/octet-stream',
  docx: 'application/octet-stream',
  xls: 'application/octet-stream',
  xlsx: 'application/octet-stream',
  ppt: 'application/octet-stream',
  pptx: 'application/octet-stream',
}

interface Located {
  attachment: MailAttachment
  source: ContentSource
}

function fileResponse(found: Located, contentType: string): Response {
  // Text previews are served as UTF-8 (PREVIEW_TYPES), so a file in another charset is decoded.
  const bytes = contentType.startsWith('text/plain')
    ? attachmentText(found.attachment, found.source)
    : attachmentBytes(found.attachment, found.source)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': attachmentDisposition(found.attachment.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

const forbidden = (auth: AuthContext) =>
  auth.account.login_after.is_maildownload
    ? null
    : detail(403, message('noDownloadPermission', auth.lang))

const missingAttachment = (auth: AuthContext) =>
  detail(404, message('attachmentNotFound', auth.lang))

function inMail(auth: AuthContext, uid: number, folder: string, sid: string | null) {
  const mail = findMessage(auth.mailbox, uid, folder)
  if (!mail) return notFound(auth)
  const attachment = mail.attachments.find((a) => a.sid === sid)
  return attachment ? { attachment, source: mail } : missingAttachment(auth)
}

function inReview(auth: AuthContext, id: number, sid: string | null): Located | Response {
  const item = db.reviewItems.findFirst((q) => q.where({ reviewer: auth.user.username, id }))
  const attachment = item?.attachments.find((a) => a.sid === sid)
  if (!item || !attachment) return missingAttachment(auth)
  return {
    attachment,
    source: {
      subject: item.subject,
      plain_text: item.plain_text,
      mfrom: item.mfrom,
      date: item.datetime,
    },
  }
}

/**
 * did: a file inside the attached mail `found`, by its path of part ids (decision 133), decoded
 * from it on every request. Files of the deepest mail that opens are the deepest reachable.
 */
async function insideAttached(
  auth: AuthContext,
  found: Located,
  did: string | null,
): Promise<Located | Response> {
  if (!did) return found
  const path = partPath(did)
  if (path === null) return invalid(auth, 'did')
  if (path.length > ATTACHED_MAIL_DEPTH_LIMIT) {
    return validationError({ did: [message('attachedMailTooDeep', auth.lang)] })
  }
  if (!isAttachedMail(found.attachment)) return missingAttachment(auth)
  const inner = await fileInAttached(attachmentBytes(found.attachment, found.source), path)
  if (!inner) return missingAttachment(auth)
  return { attachment: attachedFile(found.attachment, did, inner), source: found.source }
}

const isInlinePart = ({ attachment }: Located) =>
  attachment.is_inline === true &&
  (attachment.content_id !== undefined || attachment.content_location !== undefined)

const intOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** C-LIMIT-9: the attachment list shows 10 a page; larger asks are cut here. */
const PERSONAL_LIMIT = 10
const MAX_PERSONAL_LIMIT = 100

/** limit ≥ 1 and offset ≥ 0 (absent = the defaults), or the fields that are neither. */
function personalWindow(limit: string | null, offset: string | null) {
  const parsedLimit = limit === null || limit === '' ? PERSONAL_LIMIT : intOf(limit)
  const parsedOffset = offset === null || offset === '' ? 0 : intOf(offset)
  const bad = [
    ...(parsedLimit === null || parsedLimit < 1 ? ['limit'] : []),
    ...(parsedOffset === null ? ['offset'] : []),
  ]
  if (bad.length > 0) return bad
  return { limit: Math.min(parsedLimit!, MAX_PERSONAL_LIMIT), offset: parsedOffset! }
}

export const attachmentHandlers = [
  http.get('/api/attachment/download/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = forbidden(auth)
    const uid = intOf(query.get('uid'))
    const folder = query.get('folder')
    const located =
      uid === null || missingFolder(auth, folder)
        ? null
        : inMail(auth, uid, folder!, query.get('sid'))
    // An inline image is part of the body, which reading always allows; files need the right.
    const inline = located !== null && !(located instanceof Response) && isInlinePart(located)
    if (refused && !inline) return response.untyped(refused)
    if (uid === null) {
      return response.untyped(validationError({ uid: [message('invalidValue', auth.lang)] }))
    }
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const outer = located!
    if (outer instanceof Response) return response.untyped(outer)
    const found = await insideAttached(auth, outer, query.get('did'))
    if (found instanceof Response) return response.untyped(found)
    return response.untyped(fileResponse(found, 'application/octet-stream'))
  }),

  http.get('/api/attachment/preview/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = forbidden(auth)
    if (refused) return response.untyped(refused)
    const id = intOf(query.get('id'))
    const type = query.get('type')
    if (id === null || (type !== 'attach' && type !== 'review')) {
      return response.untyped(validationError({ id: [message('invalidValue', auth.lang)] }))
    }
    let outer: Located | Response
    if (type === 'review') {
      outer = inReview(auth, id, query.get('sid'))
    } else {
      const folder = query.get('fid')
      outer = missingFolder(auth, folder) ?? inMail(auth, id, folder!, query.get('sid'))
    }
    if (outer instanceof Response) return response.untyped(outer)
    const found = await insideAttached(auth, outer, query.get('did'))
    if (found instanceof Response) return response.untyped(found)
    const contentType = PREVIEW_TYPES[extensionOf(found.attachment.name)]
    if (!contentType) {
      return response.untyped(
        validationError({ non_field_errors: [message('previewUnsupported', auth.lang)] }),
      )
    }
    if (found.attachment.size > PREVIEW_LIMIT_BYTES) {
      return response.untyped(
        validationError({ non_field_errors: [message('previewTooLarge', auth.lang)] }),
      )
    }
    return response.untyped(fileResponse(found, contentType))
  }),

  http.get('/api/attachment/personal/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const range = personalWindow(query.get('limit'), query.get('offset'))
    if (Array.isArray(range)) return response.untyped(invalid(auth, ...range))
    const search = (query.get('search') ?? '').trim().toLowerCase()
    const { count, files } = personalFilePage(auth.mailbox, search, range.offset, range.limit)
    return response(200).json({
      count,
      results: files.map(({ id, part, mail }) => ({
        id,
        name: part.name,
        size: part.size,
        uid: mail.uid,
        folder: mail.folder,
        sid: part.sid,
        subject: mail.subject,
        date: mail.date,
        mfrom: mail.mfrom,
      })),
    })
  }),
]
