import { answerInvitation } from '../calendar/invitations.ts'
import type { MessageRecord } from '../db/index.ts'
import { message } from '../i18n.ts'
import {
  changeMessage,
  expungeMessage,
  findMessage,
  folderExists,
  markAllSeen,
} from '../mail/store.ts'
import { type AuthContext, checkAuth, http, validationError } from './http.ts'
import {
  COLOUR_FLAG,
  durable,
  invalid,
  isUidList,
  missingFolder,
  notFound,
  ok,
  tagsOf,
  writeRefusal,
} from './mailCommon.ts'
import { putOnSenderList } from './senderlist.ts'

const REMARK_MAX = 200

/** Auth, write permission and folder check shared by every action: a Response means stop. */
async function prepare(request: Request, cookies: Record<string, string>, folder?: unknown) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  const refused = writeRefusal(auth)
  if (refused) return refused
  if (folder !== undefined) {
    const gone = missingFolder(auth, folder)
    if (gone) return gone
  }
  return auth
}

/** The uids that are really in `folder`; the others are skipped (moved or gone meanwhile). */
function present(auth: AuthContext, uids: readonly number[], folder: string): MessageRecord[] {
  return uids.flatMap((uid) => findMessage(auth.mailbox, uid, folder) ?? [])
}

async function moveAll(auth: AuthContext, found: readonly MessageRecord[], to: string) {
  for (const m of found) {
    await changeMessage(auth.mailbox, m.uid, (draft) => {
      draft.folder = to
    })
  }
}

/**
 * Applies flags the way the real server does: a colour flag replaces any other colour, and a
 * tag (by its tagname, or its display name as labels send it) goes to both tags and flags.
 */
function applyFlags(
  draft: MessageRecord,
  action: 'add' | 'remove',
  flags: string[],
  auth: AuthContext,
) {
  const tags = tagsOf(auth.mailbox)
  const byName = new Map([...tags.values()].map((t) => [t.name, t.tagname]))
  for (const raw of flags) {
    const flag = byName.get(raw) ?? raw
    const isTag = tags.has(flag)
    if (action === 'add') {
      if (COLOUR_FLAG.test(flag)) draft.flags = draft.flags.filter((f) => !COLOUR_FLAG.test(f))
      if (!draft.flags.includes(flag)) draft.flags.push(flag)
      if (isTag && !draft.tags.includes(flag)) draft.tags.push(flag)
    } else {
      draft.flags = draft.flags.filter((f) => f !== flag)
      if (isTag) draft.tags = draft.tags.filter((t) => t !== flag)
    }
  }
}

export const mailActionHandlers = [
  http.post('/api/mail/messages/flags/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    const flags = Array.isArray(body.flags) ? body.flags.filter((f) => typeof f === 'string') : []
    if (!isUidList(body.uids) || flags.length === 0 || !['add', 'remove'].includes(body.action)) {
      return response.untyped(invalid(auth, 'uids', 'action', 'flags'))
    }
    for (const m of present(auth, body.uids, body.folder)) {
      await changeMessage(auth.mailbox, m.uid, (draft) =>
        applyFlags(draft, body.action, flags, auth),
      )
    }
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/tags/clear/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    for (const m of present(auth, body.uids, body.folder)) {
      await changeMessage(auth.mailbox, m.uid, (draft) => {
        draft.flags = draft.flags.filter((f) => !draft.tags.includes(f))
        draft.tags = []
      })
    }
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/read-all/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    await markAllSeen(auth.mailbox, body.folder)
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/remark/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    const remark = typeof body.remark === 'string' ? body.remark.trim() : ''
    if (remark === '') {
      return response.untyped(validationError({ remark: [message('remarkRequired', auth.lang)] }))
    }
    if ([...remark].length > REMARK_MAX) {
      return response.untyped(validationError({ remark: [message('remarkTooLong', auth.lang)] }))
    }
    if (!findMessage(auth.mailbox, body.uid, body.folder)) return response.untyped(notFound(auth))
    await changeMessage(auth.mailbox, body.uid, (draft) => {
      draft.remark = remark
    })
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/remark/delete/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!findMessage(auth.mailbox, body.uid, body.folder)) return response.untyped(notFound(auth))
    await changeMessage(auth.mailbox, body.uid, (draft) => {
      draft.remark = ''
    })
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/move/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.src_folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    if (typeof body.dst_folder !== 'string' || !folderExists(auth.mailbox, body.dst_folder)) {
      return response.untyped(
        validationError({ dst_folder: [message('folderNotFound', auth.lang)] }),
      )
    }
    if (body.dst_folder === body.src_folder) {
      return response.untyped(
        validationError({ dst_folder: [message('moveSameFolder', auth.lang)] }),
      )
    }
    await moveAll(auth, present(auth, body.uids, body.src_folder), body.dst_folder)
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/delete/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    const found = present(auth, body.uids, body.folder)
    if (body.folder === 'Trash') {
      for (const m of found) await expungeMessage(auth.mailbox, m.uid)
    } else {
      await moveAll(auth, found, 'Trash')
    }
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/real-delete/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    for (const m of present(auth, body.uids, body.folder)) await expungeMessage(auth.mailbox, m.uid)
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/reject/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    const found = present(auth, body.uids, body.folder)
    for (const sender of new Set(found.map((m) => m.mfrom[0]))) {
      await putOnSenderList(auth.mailbox, sender, 'black')
    }
    if (body.folder !== 'Spam') await moveAll(auth, found, 'Spam')
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/not-spam/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!isUidList(body.uids)) return response.untyped(invalid(auth, 'uids'))
    const found = present(auth, body.uids, body.folder)
    for (const sender of new Set(found.map((m) => m.mfrom[0]))) {
      await putOnSenderList(auth.mailbox, sender, 'white')
    }
    if (body.folder !== 'INBOX') await moveAll(auth, found, 'INBOX')
    await durable()
    return response(200).json(ok())
  }),

  http.post('/api/mail/messages/receipt/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    const found = findMessage(auth.mailbox, body.uid, body.folder)
    if (!found) return response.untyped(notFound(auth))
    if (!found.attrs.is_notify) {
      return response.untyped(
        validationError({ non_field_errors: [message('receiptNotAsked', auth.lang)] }),
      )
    }
    // Answered once: the request is settled and the button goes away on the next read.
    await changeMessage(auth.mailbox, found.uid, (draft) => {
      draft.attrs.is_notify = false
    })
    await durable()
    return response(200).json(ok(message('receiptSent', auth.lang)))
  }),

  http.post('/api/mail/messages/invitation/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies, body.folder)
    if (auth instanceof Response) return response.untyped(auth)
    if (!['accept', 'wait', 'reject'].includes(body.status)) {
      return response.untyped(invalid(auth, 'status'))
    }
    const found = findMessage(auth.mailbox, body.uid, body.folder)
    if (!found) return response.untyped(notFound(auth))
    if (!found.attrs.is_calendar_event) {
      return response.untyped(
        validationError({ non_field_errors: [message('notInvitation', auth.lang)] }),
      )
    }
    // One state with the calendar: the event, the organiser's list and every mail of it.
    const eventId = found.attrs.calendar_event_id
    const answered =
      eventId === null ? null : await answerInvitation(auth.mailbox, eventId, body.status)
    if (!answered) {
      await changeMessage(auth.mailbox, found.uid, (draft) => {
        draft.attrs.calendar_eventer_status = body.status
      })
    }
    await durable()
    return response(200).json({ calendar_eventer_status: body.status })
  }),
]
