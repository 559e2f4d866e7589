/**
 * Module locks (R-LOCK-5, R-ROLE Administrator; R-LOCK,
 * §7): the state the client gates on, the per-session release, and the settings dialog's set /
 * edit / cancel, plus the administrator's clearing of a user's lock passwords.
 *
 * Each user has one password per module (`accounts.lock_passwords`, '' = off); the mailbox lock
 * guards the user's folders marked `is_lock`. A session's releases (`sessions.released`) last
 * until logout; cancelling or clearing a lock takes them back from every session of the user, so
 * a lock set later is asked for again. Every password arrives encrypted like the login password.
 */
import { openSecret } from '../auth/secrets.ts'
import { type AccountRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import {
  type AuthContext,
  checkAuth,
  detail,
  findUser,
  http,
  nonFieldError,
  validationError,
} from './http.ts'
import { durable } from './mailCommon.ts'
import { lockText } from './locks.texts.ts'

type Module = 'mailbox' | 'file' | 'calendar'
const MODULES: readonly Module[] = ['mailbox', 'file', 'calendar']

/** The lock password rule this server keeps (LockSettings.rule); locks.texts.ts says it. */
export const LOCK_PASSWORD_RULE = { min_length: 6, max_length: 16 } as const

function lockState(locks: Record<Module, string>, released: Record<Module, boolean>) {
  return {
    is_lockmailbox: locks.mailbox !== '',
    is_maibox_rel: released.mailbox,
    is_lockfile: locks.file !== '',
    is_file_rel: released.file,
    is_lockcalendar: locks.calendar !== '',
    is_calendar_rel: released.calendar,
  }
}

/** The user's own folders that a mailbox lock may cover (never the system folders). */
function userFolders(username: string) {
  return db.folders
    .findMany((q) => q.where({ owner: username, is_default: false }))
    .sort((a, b) => a.order - b.order)
}

function lockSettings(username: string) {
  const account = db.accounts.findFirst((q) => q.where({ username }))
  const locks = account?.lock_passwords ?? { mailbox: '', file: '', calendar: '' }
  return {
    mailbox: {
      is_set: locks.mailbox !== '',
      folders: userFolders(username)
        .filter((f) => f.is_lock)
        .map((f) => f.raw_name),
    },
    file: { is_set: locks.file !== '' },
    calendar: { is_set: locks.calendar !== '' },
    rule: { ...LOCK_PASSWORD_RULE },
  }
}

/**
 * The module a request names, once its lock password is proven: 400 'not set' without a lock,
 * the decryption refusal, or the wrong-password error on `field`.
 */
async function provenLock(
  auth: AuthContext,
  lockType: unknown,
  cipher: unknown,
  field?: string,
): Promise<Module | Response> {
  if (!isModule(lockType)) return refuse(auth, 'lockNotSet')
  const expected = auth.account.lock_passwords[lockType]
  if (expected === '') return refuse(auth, 'lockNotSet')
  const given = await open(auth, cipher)
  if (!given.ok) return given.response
  return given.secret === expected ? lockType : wrongPassword(auth, field)
}

type Opened = { ok: true; secret: string } | { ok: false; response: Response }

/** Decrypts a password field as the real server does (stale or undecryptable → 400). */
async function open(auth: AuthContext, cipher: unknown): Promise<Opened> {
  const secret = await openSecret(cipher)
  if (secret.ok) return secret
  const key = secret.reason === 'stale' ? 'staleSecret' : 'badSecret'
  return { ok: false, response: nonFieldError(key, auth.lang) }
}

const isModule = (value: unknown): value is Module => MODULES.includes(value as Module)

function ruleError(auth: AuthContext, password: string): Response | null {
  const length = [...password].length
  if (length >= LOCK_PASSWORD_RULE.min_length && length <= LOCK_PASSWORD_RULE.max_length)
    return null
  return validationError({ lock_password: [lockText('lockPasswordRule', auth.lang)] })
}

const refuse = (
  auth: AuthContext,
  key: Parameters<typeof lockText>[0],
  field = 'non_field_errors',
) => validationError({ [field]: [lockText(key, auth.lang)] })

const wrongPassword = (auth: AuthContext, field = 'non_field_errors') =>
  validationError({ [field]: [message('wrongLockPassword', auth.lang)] })

/** The folders a mailbox lock covers: the named ones, or every user folder when none is named. */
function folderRange(auth: AuthContext, folders: unknown): string[] | Response {
  const own = userFolders(auth.user.username).map((f) => f.raw_name)
  if (folders === undefined) return own
  if (!Array.isArray(folders) || folders.some((f) => typeof f !== 'string' || !own.includes(f)))
    return refuse(auth, 'lockFolderUnknown', 'folders')
  return folders.length === 0 ? own : (folders as string[])
}

async function setPassword(username: string, module: Module, password: string): Promise<void> {
  await db.accounts.update((q) => q.where({ username }), {
    data(draft: AccountRecord) {
      draft.lock_passwords[module] = password
    },
  })
}

async function lockFolders(username: string, range: readonly string[], password: string) {
  await db.folders.updateMany((q) => q.where({ owner: username, is_default: false }), {
    data(draft) {
      draft.is_lock = range.includes(draft.raw_name)
      draft.lock_password = draft.is_lock ? password : ''
    },
  })
}

/** Takes a module's release back from every session of the user (the lock is gone or new). */
async function unrelease(username: string, modules: readonly Module[]): Promise<void> {
  await db.sessions.updateMany((q) => q.where({ username }), {
    data(draft) {
      for (const module of modules) draft.released[module] = false
    },
  })
}

export const lockHandlers = [
  http.get('/api/core/lock/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(lockState(auth.account.lock_passwords, auth.session.released))
  }),

  http.post('/api/core/lock/release/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    if (!isModule(body.lock_type)) return response.untyped(refuse(auth, 'lockNotSet'))
    const secret = await open(auth, body.lock_password)
    if (!secret.ok) return response.untyped(secret.response)
    const expected = auth.account.lock_passwords[body.lock_type]
    // No lock set means nothing to release (and nothing is remembered for a later lock).
    if (expected === '')
      return response(200).json(lockState(auth.account.lock_passwords, auth.session.released))
    if (secret.secret !== expected) return response.untyped(wrongPassword(auth))
    const updated = await db.sessions.update((q) => q.where({ sid: auth.session.sid }), {
      data(draft) {
        draft.released[body.lock_type] = true
      },
    })
    await durable()
    return response(200).json(
      lockState(auth.account.lock_passwords, updated?.released ?? auth.session.released),
    )
  }),

  http.get('/api/core/lock/settings/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(lockSettings(auth.user.username))
  }),

  http.post('/api/core/lock/verify/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const module = await provenLock(auth, body.lock_type, body.lock_password)
    if (module instanceof Response) return response.untyped(module)
    return response(200).json({ success: true })
  }),

  http.post('/api/core/lock/set/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const module = body.lock_type
    if (!isModule(module)) return response.untyped(refuse(auth, 'lockNotSet'))
    if (auth.account.lock_passwords[module] !== '')
      return response.untyped(refuse(auth, 'lockAlreadySet'))
    const secret = await open(auth, body.lock_password)
    if (!secret.ok) return response.untyped(secret.response)
    const badRule = ruleError(auth, secret.secret)
    if (badRule) return response.untyped(badRule)
    const username = auth.user.username
    if (module === 'mailbox') {
      const range = folderRange(auth, body.folders)
      if (range instanceof Response) return response.untyped(range)
      await lockFolders(username, range, secret.secret)
    }
    await setPassword(username, module, secret.secret)
    // A new lock is asked for in every session, this one included.
    await unrelease(username, [module])
    await durable()
    return response(200).json(lockSettings(username))
  }),

  http.post('/api/core/lock/edit/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const module = await provenLock(
      auth,
      body.lock_type,
      body.old_lock_password,
      'old_lock_password',
    )
    if (module instanceof Response) return response.untyped(module)
    const secret = await open(auth, body.lock_password)
    if (!secret.ok) return response.untyped(secret.response)
    const badRule = ruleError(auth, secret.secret)
    if (badRule) return response.untyped(badRule)
    const username = auth.user.username
    if (module === 'mailbox') {
      // Without `folders` the range stays as it is.
      const current = lockSettings(username).mailbox.folders
      const range = body.folders === undefined ? current : folderRange(auth, body.folders)
      if (range instanceof Response) return response.untyped(range)
      await lockFolders(username, range, secret.secret)
    }
    // The releases stand: whoever released the lock knew the password it replaces.
    await setPassword(username, module, secret.secret)
    await durable()
    return response(200).json(lockSettings(username))
  }),

  http.post('/api/core/lock/cancel/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const module = await provenLock(auth, body.lock_type, body.lock_password)
    if (module instanceof Response) return response.untyped(module)
    const username = auth.user.username
    if (module === 'mailbox') await lockFolders(username, [], '')
    await setPassword(username, module, '')
    await unrelease(username, [module])
    await durable()
    return response(200).json(lockSettings(username))
  }),

  http.post('/api/core/lock/clear/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // As for the backstage link: an administrator acting as themselves, not in a shared mailbox.
    if (!auth.user.is_admin || auth.session.mailbox !== auth.session.username)
      return response.untyped(detail(403, lockText('lockNotAdmin', auth.lang)))
    const body = await request.json()
    const name = typeof body.username === 'string' ? body.username.trim().toLowerCase() : ''
    const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name
    const user = local === '' ? undefined : findUser(local)
    if (!user || (name.includes('@') && user.email.toLowerCase() !== name))
      return response.untyped(refuse(auth, 'lockUserUnknown', 'username'))
    for (const module of MODULES) await setPassword(user.username, module, '')
    await lockFolders(user.username, [], '')
    await unrelease(user.username, MODULES)
    await durable()
    return response(200).json({ success: true })
  }),
]
