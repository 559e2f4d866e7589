/**
 * Auto-reply and auto-forward (issue 12; R-DATA-16, R-VALID-22, R-VALID-23): read and saved per mailbox
 * (the one the session acts on; a read-only share may read only). Saving checks the same rules
 * as the page, then what only the server knows: a forwarding target in the organisation's
 * domain must exist and must not be the mailbox itself. What the settings do to delivered mail
 * is in mocks/mail/deliveryRules.ts.
 */
import type { components } from '../../src/api/schema.gen.ts'
import {
  isWeekday,
  validateAutoForward,
  validateAutoReply,
  type AutoReplyValues,
} from '../../src/domain/settings/index.ts'
import { type AutoForwardRecord, type AutoReplyRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import type { ServerLanguage } from '../i18n.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { autoSettingsText } from './autoSettings.texts.ts'
import { checkAuth, http, validationError } from './http.ts'
import { checkWriteAuth, invalid } from './mailCommon.ts'

type AutoReply = components['schemas']['AutoReply']
type AutoForward = components['schemas']['AutoForward']

/** A mailbox without a record (every colleague) has everything off. */
function replyRecordOf(owner: string): AutoReplyRecord {
  return (
    db.autoReplies.findFirst((q) => q.where({ owner })) ?? {
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
      content: '',
      replied: [],
    }
  )
}

function replyJson(r: AutoReplyRecord): AutoReply {
  return {
    is_enabled: r.is_active,
    only_contacts: r.only_contacts,
    range_type: r.range_type,
    start_week: r.start_week,
    end_week: r.end_week,
    start_time: r.start_time,
    end_time: r.end_time,
    // format: date — an unset date is left out rather than sent empty.
    ...(r.start_date ? { start_date: r.start_date } : {}),
    ...(r.end_date ? { end_date: r.end_date } : {}),
    content: r.content,
  }
}

const forwardRecordOf = (owner: string): AutoForwardRecord =>
  db.autoForwards.findFirst((q) => q.where({ owner })) ?? {
    owner,
    is_active: false,
    target: '',
    keep_copy: true,
  }

const forwardJson = (r: AutoForwardRecord): AutoForward => ({
  is_enabled: r.is_active,
  target: r.target,
  keep_copy: r.keep_copy,
})

/** The body over the stored values, as the page's rule reads them; null for a bad weekday. */
function replyValues(body: Partial<AutoReply>, stored: AutoReplyRecord): AutoReplyValues | null {
  const startWeek = body.start_week ?? stored.start_week
  const endWeek = body.end_week ?? stored.end_week
  if (!isWeekday(startWeek) || !isWeekday(endWeek)) return null
  return {
    is_enabled: body.is_enabled === true,
    only_contacts: body.only_contacts ?? stored.only_contacts,
    range_type: body.range_type ?? stored.range_type,
    start_week: startWeek,
    end_week: endWeek,
    start_time: body.start_time ?? stored.start_time,
    end_time: body.end_time ?? stored.end_time,
    start_date: body.start_date ?? stored.start_date,
    end_date: body.end_date ?? stored.end_date,
    content: typeof body.content === 'string' ? body.content : '',
  }
}

function errorsIn(errors: Record<string, string>, lang: ServerLanguage): Response | null {
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return validationError(
    Object.fromEntries(
      entries.map(([field, code]) => [
        field,
        [autoSettingsText(code as Parameters<typeof autoSettingsText>[0], lang)],
      ]),
    ),
  )
}

/** What only the server can tell about a target: it exists here, and it is not this mailbox. */
function targetProblem(target: string, mailbox: string) {
  const address = target.toLowerCase()
  const user = db.users.all().find((u) => u.email.toLowerCase() === address)
  if (user?.username === mailbox) return 'forwardToSelf' as const
  if (address.endsWith(`@${MAIL_DOMAIN}`) && !user?.is_active) return 'forwardNoSuchUser' as const
  return null
}

export const autoSettingsHandlers = [
  http.get('/api/setting/autoreply/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(replyJson(replyRecordOf(auth.mailbox)))
  }),

  http.put('/api/setting/autoreply/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json()) as Partial<AutoReply>
    const stored = replyRecordOf(auth.mailbox)
    const values = replyValues(body, stored)
    if (!values) return response.untyped(invalid(auth, 'start_week', 'end_week'))
    const found: Record<string, string> = validateAutoReply(values)
    const refusal = errorsIn(found, auth.lang)
    if (refusal) return response.untyped(refusal)

    const record: AutoReplyRecord = {
      owner: auth.mailbox,
      is_active: values.is_enabled,
      only_contacts: values.only_contacts,
      range_type: values.range_type,
      start_week: values.start_week,
      end_week: values.end_week,
      start_time: values.start_time,
      end_time: values.end_time,
      start_date: values.start_date,
      end_date: values.end_date,
      content: values.content.trim(),
      // Saving starts over: every sender gets one reply again (Outlook's behaviour).
      replied: [],
    }
    await db.autoReplies.delete((q) => q.where({ owner: auth.mailbox }))
    await db.autoReplies.create(record)
    // Answered only once saved: a reload right after must find the change (mocks/durability.ts).
    await flushDurably()
    return response(200).json(replyJson(record))
  }),

  http.get('/api/setting/autoforward/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(forwardJson(forwardRecordOf(auth.mailbox)))
  }),

  http.put('/api/setting/autoforward/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json()) as Partial<AutoForward>
    const values = {
      is_enabled: body.is_enabled === true,
      target: typeof body.target === 'string' ? body.target.trim() : '',
      keep_copy: body.keep_copy !== false,
    }
    const found: Record<string, string> = validateAutoForward(values)
    const problem =
      values.target && !found.target ? targetProblem(values.target, auth.mailbox) : null
    if (problem) found.target = problem
    const refusal = errorsIn(found, auth.lang)
    if (refusal) return response.untyped(refusal)

    const record: AutoForwardRecord = {
      owner: auth.mailbox,
      is_active: values.is_enabled,
      target: values.target,
      keep_copy: values.keep_copy,
    }
    await db.autoForwards.delete((q) => q.where({ owner: auth.mailbox }))
    await db.autoForwards.create(record)
    await flushDurably()
    return response(200).json(forwardJson(record))
  }),
]
