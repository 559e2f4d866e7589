/**
 * Forgetting the password (calls §7: sent without the token): the account's security questions
 * (set on /setting/password, handlers/profile.ts) with its password rules, then the answers and
 * the new password. An account that is unknown and one without questions get the same refusal, so
 * the page tells nobody which accounts exist; wrong answers are refused as a whole, never naming
 * the wrong one. A reset ends every session of the account, like a password change.
 */
import { openSecret } from '../auth/secrets.ts'
import { closeAllSessions } from '../auth/tokens.ts'
import { type UserRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import { languageOf, message } from '../i18n.ts'
import { http, nonFieldError, validationError } from './http.ts'
import { registerText } from './register.texts.ts'

function resettable(typed: string | null | undefined) {
  const name = (typed ?? '').trim().toLowerCase()
  if (name === '') return null
  const user = db.users.findFirst((q) =>
    q.where((u: UserRecord) => u.username === name || u.email.toLowerCase() === name),
  )
  const account = user && db.accounts.findFirst((q) => q.where({ username: user.username }))
  if (
    !user ||
    !account ||
    user.registration === 'pending' ||
    account.security_questions.length !== 3
  ) {
    return null
  }
  return { user, account }
}

/** Trimmed and case-blind, as people retype an answer they set long ago. */
const sameAnswer = (given: string, expected: string) =>
  given.trim().toLowerCase() === expected.trim().toLowerCase()

export const secretResetHandlers = [
  http.get('/api/setting/secret-reset/', ({ request, query, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const found = resettable(query.get('username'))
    if (!found) {
      return response.untyped(validationError({ username: [registerText('noSecretReset', lang)] }))
    }
    return response(200).json({
      questions: found.account.security_questions.map((q) => q.question),
      password_rules: found.account.password_rules,
    })
  }),

  http.post('/api/setting/secret-reset/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const body = await request.json()
    const found = resettable(body.username)
    if (!found) {
      return response.untyped(validationError({ username: [registerText('noSecretReset', lang)] }))
    }
    const next = await openSecret(body.new_password)
    const confirm = await openSecret(body.confirm_password)
    if (!next.ok || !confirm.ok) {
      const stale =
        (!next.ok && next.reason === 'stale') || (!confirm.ok && confirm.reason === 'stale')
      return response.untyped(nonFieldError(stale ? 'staleSecret' : 'badSecret', lang))
    }
    const { user, account } = found
    const answers = body.answers ?? []
    const right =
      answers.length === account.security_questions.length &&
      account.security_questions.every((q, i) => sameAnswer(answers[i] ?? '', q.answer))
    if (!right) {
      return response.untyped(
        validationError({ non_field_errors: [registerText('wrongAnswers', lang)] }),
      )
    }
    // Rules loaded here, not at the top: pinyin-pro (~150 KB gzip) stays out of the demo's start.
    const { nameKeyOf, checkPassword, failedRules } =
      await import('../../src/domain/password/index.ts')
    const password = next.secret.trim()
    const context = { account: user.username, namePinyin: nameKeyOf(user.realname) }
    const errors: Record<string, string[]> = {}
    if (password === '') errors.new_password = [message('required', lang)]
    else if (failedRules(checkPassword(password, account.password_rules, context)).length > 0) {
      errors.new_password = [message('passwordWeak', lang)]
    }
    if (confirm.secret.trim() !== password) {
      errors.confirm_password = [message('passwordMismatch', lang)]
    }
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))

    await db.users.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.password = password
      },
    })
    await closeAllSessions(user.username)
    await flushDurably()
    return response(200).json({ success: true, message: registerText('resetDone', lang) })
  }),
]
