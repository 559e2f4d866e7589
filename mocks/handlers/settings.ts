import { openSecret } from '../auth/secrets.ts'
import { closeAllSessions, openSession, signToken } from '../auth/tokens.ts'
import { db } from '../db/index.ts'
import { type MessageKey, message } from '../i18n.ts'
import { checkAuth, http, nonFieldError, validationError } from './http.ts'

type PasswordField = 'password' | 'new_password' | 'confirm_password'

export const settingsHandlers = [
  http.get('/api/setting/password/rules/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(auth.account.password_rules)
  }),

  http.post('/api/setting/password/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { user, lang } = auth
    const body = await request.json()
    const opened = {
      password: await openSecret(body.password),
      new_password: await openSecret(body.new_password),
      confirm_password: await openSecret(body.confirm_password),
    }
    const values = {} as Record<PasswordField, string>
    for (const field of Object.keys(opened) as PasswordField[]) {
      const result = opened[field]
      if (!result.ok) {
        return response.untyped(
          nonFieldError(result.reason === 'stale' ? 'staleSecret' : 'badSecret', lang),
        )
      }
      values[field] = result.secret
    }

    // The same rules the form checks live, applied again on the server as the real one does.
    // Loaded here, not at the top: the rules pull in pinyin-pro (~150 KB gzip), which the demo
    // bundle must not load on the mail screen before anyone changes a password.
    const { nameKeyOf, validatePasswordChange } = await import('../../src/domain/password/index.ts')
    const check = validatePasswordChange(
      { old: values.password, next: values.new_password, confirm: values.confirm_password },
      auth.account.password_rules,
      { account: user.username, namePinyin: nameKeyOf(user.realname) },
    )
    const errors: Partial<Record<PasswordField, string[]>> = {}
    const say = (field: PasswordField, key: MessageKey) => (errors[field] = [message(key, lang)])
    if (check.errors.old) say('password', 'required')
    else if (check.values.old !== user.password) say('password', 'wrongOldPassword')
    if (check.errors.next === 'required') say('new_password', 'required')
    else if (check.errors.next) say('new_password', 'passwordWeak')
    else if (check.values.next === user.password) say('new_password', 'passwordSame')
    if (check.errors.confirm === 'required') say('confirm_password', 'required')
    else if (check.errors.confirm) say('confirm_password', 'passwordMismatch')
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))

    await db.users.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.password = check.values.next
      },
    })
    await db.accounts.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.change_password = false
      },
    })
    // Old tokens die with the old password; the answer carries the only valid one.
    await closeAllSessions(user.username)
    const session = await openSession(user.username)
    return response(200).json({ token: await signToken(session, auth.account.expired_left) })
  }),
]
