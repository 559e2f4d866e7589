/**
 * Personal settings of /setting/user and /setting/password (issue 12): the profile, whose edits
 * wait for audit (R-LOGIN-4; `mockControl.decideProfileAudit` passes or refuses them), the avatar
 * (applied at once: the contract's profile input has no picture), and the three security
 * questions (answers never leave the server; setting them needs the login password).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_LIMIT_BYTES } from '../../src/domain/constants.ts'
import { openSecret } from '../auth/secrets.ts'
import { flushDurably } from '../durability.ts'
import { type AccountRecord, type UserRecord, db } from '../db/index.ts'
import { contentTypeOf, extensionOf } from '../mail/attachmentContent.ts'
import { bytesToBase64 } from '../mail/bytes.ts'
import { checkAuth, http, nonFieldError, validationError } from './http.ts'
import { profileText } from './profile.texts.ts'

type Profile = components['schemas']['Profile']
type ProfileInput = components['schemas']['ProfileInput']

const PROFILE_NAME_MAX = 35
const SECURITY_TEXT_MAX = 50

const auditOf = (account: AccountRecord) =>
  account.profile_audit ?? { status: 'none', pending: null }

/** While an edit waits for audit, the profile shows what was submitted. */
export function profileOf(user: UserRecord, account: AccountRecord): Profile {
  const audit = auditOf(account)
  const current: ProfileInput = {
    name: user.realname,
    english_name: user.english_name,
    job_number: user.job_number,
    phone: user.phone,
    homepage: user.homepage,
  }
  const shown = audit.status === 'pending' && audit.pending ? audit.pending : current
  return {
    ...current,
    ...shown,
    email: user.email,
    imgurl: user.imgurl,
    audit_status: audit.status,
  }
}

const trimmed = (value: string | undefined) => (value ?? '').trim()

/** Passes (the edit becomes the user's) or refuses the edit waiting for audit; false if none. */
export async function decideProfileAudit(
  username: string,
  decision: 'approved' | 'rejected',
): Promise<boolean> {
  const account = db.accounts.findFirst((q) => q.where({ username }))
  const pending = account?.profile_audit?.pending
  if (!account || account.profile_audit?.status !== 'pending' || !pending) return false
  if (decision === 'approved') {
    await db.users.update((q) => q.where({ username }), {
      data(draft) {
        draft.realname = pending.name
        draft.english_name = pending.english_name ?? ''
        draft.job_number = pending.job_number ?? ''
        draft.phone = pending.phone ?? ''
        draft.homepage = pending.homepage ?? ''
      },
    })
  }
  await db.accounts.update((q) => q.where({ username }), {
    data(draft) {
      draft.profile_audit = { status: decision, pending: null }
    },
  })
  await flushDurably()
  return true
}

export const profileHandlers = [
  http.get('/api/setting/user/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(profileOf(auth.user, auth.account))
  }),

  http.put('/api/setting/user/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { user, lang } = auth
    const body = await request.json()
    const input: ProfileInput = {
      name: trimmed(body.name),
      english_name: trimmed(body.english_name),
      job_number: trimmed(body.job_number),
      phone: trimmed(body.phone),
      homepage: trimmed(body.homepage),
    }
    const errors: Record<string, string[]> = {}
    const nameLength = [...input.name].length
    if (nameLength === 0) errors.name = [profileText('nameRequired', lang)]
    else if (nameLength > PROFILE_NAME_MAX) errors.name = [profileText('nameTooLong', lang)]
    // Job numbers identify employees (they also sign in with them): one per person.
    const taken =
      input.job_number !== '' &&
      db.users
        .findMany((q) => q.where({ job_number: input.job_number }))
        .some((other) => other.username !== user.username)
    if (taken) errors.job_number = [profileText('jobNumberTaken', lang)]
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))

    const account = await db.accounts.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.profile_audit = { status: 'pending', pending: input }
      },
    })
    // Answered only once saved: a reload right after must find the edit (mocks/durability.ts).
    await flushDurably()
    return response(200).json(profileOf(user, account ?? auth.account))
  }),

  http.post('/api/setting/user/avatar/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { lang } = auth
    const file = (await request.formData()).get('file')
    // A file part, checked by shape: the test environment's File is another realm's.
    if (typeof file === 'string' || file === null || typeof file.arrayBuffer !== 'function') {
      return response.untyped(validationError({ file: [profileText('avatarType', lang)] }))
    }
    const name = typeof file.name === 'string' ? file.name : ''
    if (
      !(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name)) ||
      file.size === 0
    ) {
      return response.untyped(validationError({ file: [profileText('avatarType', lang)] }))
    }
    if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES) {
      return response.untyped(validationError({ file: [profileText('avatarSize', lang)] }))
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const url = `data:${contentTypeOf(name)};base64,${bytesToBase64(bytes)}`
    await db.users.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        draft.imgurl = url
      },
    })
    await flushDurably()
    return response(200).json({ url, message: profileText('avatarSaved', lang) })
  }),

  http.get('/api/setting/secret/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json({ questions: auth.account.security_questions.map((q) => q.question) })
  }),

  http.put('/api/setting/secret/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { user, lang } = auth
    const body = await request.json()
    const opened = await openSecret(body.password)
    if (!opened.ok) {
      return response.untyped(
        nonFieldError(opened.reason === 'stale' ? 'staleSecret' : 'badSecret', lang),
      )
    }
    if (opened.secret !== user.password) {
      return response.untyped(validationError({ password: [profileText('wrongPassword', lang)] }))
    }
    const items = (body.items ?? []).map((item) => ({
      question: trimmed(item.question),
      answer: trimmed(item.answer),
    }))
    const complete =
      items.length === 3 &&
      items.every(
        (item) =>
          item.question !== '' &&
          item.answer !== '' &&
          [...item.question].length <= SECURITY_TEXT_MAX &&
          [...item.answer].length <= SECURITY_TEXT_MAX,
      )
    if (!complete) {
      return response.untyped(
        validationError({ items: [profileText('questionsIncomplete', lang)] }),
      )
    }
    if (new Set(items.map((item) => item.question)).size !== 3) {
      return response.untyped(validationError({ items: [profileText('questionsRepeated', lang)] }))
    }
    await db.accounts.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.security_questions = items
      },
    })
    await flushDurably()
    return response(200).json({ questions: items.map((item) => item.question) })
  }),
]
