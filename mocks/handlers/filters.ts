/**
 * /setting/filter's rules (issue 12): list (in priority order), create, update, delete. The
 * rules run on mail delivered afterwards (mocks/mail/filterRules.ts).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type FilterRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { rulesOf } from '../mail/filterRules.ts'
import { folderExists } from '../mail/store.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'
import { senderFilterText } from './senderFilter.texts.ts'

type FilterRuleInput = components['schemas']['FilterRuleInput']
type FilterRule = components['schemas']['FilterRule']

const EMAIL = /^[^\s@]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i
const TEXT_OPERATORS = ['contains', 'not_contains', 'equals', 'not_equals']

const ruleJson = (r: FilterRecord): FilterRule => ({
  id: r.id,
  name: r.name,
  priority: r.priority,
  is_enabled: r.is_enabled,
  logic: r.logic,
  conditions: r.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
  action: r.action,
  action_value: r.action_value,
})

function conditionValid(c: FilterRuleInput['conditions'][number]): boolean {
  const value = typeof c.value === 'string' ? c.value.trim() : ''
  if (value === '') return false
  if (c.field === 'size') return ['gt', 'lt'].includes(c.operator) && /^\d+$/.test(value)
  return TEXT_OPERATORS.includes(c.operator)
}

/** Field by field, in the contract's names; null when the rule can be stored. */
function ruleErrors(
  auth: AuthContext,
  body: FilterRuleInput,
  self: number | null,
): Response | null {
  const errors: Record<string, string[]> = {}
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (name === '') errors.name = [senderFilterText('ruleNameRequired', auth.lang)]
  else if (
    db.filters
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .some((r) => r.id !== self && r.name.toLowerCase() === name.toLowerCase())
  ) {
    errors.name = [senderFilterText('ruleNameTaken', auth.lang)]
  }
  if (!Number.isInteger(body.priority) || body.priority < 0) {
    errors.priority = [message('invalidValue', auth.lang)]
  }
  if (!Array.isArray(body.conditions) || body.conditions.length === 0) {
    errors.conditions = [senderFilterText('conditionInvalid', auth.lang)]
  } else if (!body.conditions.every(conditionValid)) {
    errors.conditions = [senderFilterText('conditionInvalid', auth.lang)]
  }
  const target = (body.action_value ?? '').trim()
  if ((body.action === 'move' || body.action === 'copy') && !folderExists(auth.mailbox, target)) {
    errors.action_value = [senderFilterText('folderRequired', auth.lang)]
  }
  if (body.action === 'forward' && !EMAIL.test(target)) {
    errors.action_value = [message('invalidEmail', auth.lang)]
  }
  return Object.keys(errors).length > 0 ? validationError(errors) : null
}

function recordOf(owner: string, id: number, body: FilterRuleInput): FilterRecord {
  const needsValue = body.action === 'move' || body.action === 'copy' || body.action === 'forward'
  return {
    owner,
    id,
    name: body.name.trim(),
    priority: body.priority,
    is_enabled: body.is_enabled,
    logic: body.logic,
    conditions: body.conditions.map((c) => ({
      field: c.field,
      operator: c.operator,
      value: c.value.trim(),
    })),
    action: body.action,
    action_value: needsValue ? (body.action_value ?? '').trim() : '',
  }
}

const findRule = (owner: string, id: number) => db.filters.findFirst((q) => q.where({ owner, id }))

export const filterHandlers = [
  http.get('/api/setting/filters/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(rulesOf(auth.mailbox).map(ruleJson))
  }),

  http.post('/api/setting/filters/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const refusal = ruleErrors(auth, body, null)
    if (refusal) return response.untyped(refusal)
    const id = Math.max(0, ...db.filters.all().map((r) => r.id)) + 1
    const created = await db.filters.create(recordOf(auth.mailbox, id, body))
    await durable()
    return response(200).json(ruleJson(created))
  }),

  http.put('/api/setting/filters/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const rule = findRule(auth.mailbox, Number(params.id))
    if (!rule) {
      return response.untyped(detail(404, senderFilterText('ruleNotFound', auth.lang)))
    }
    const body = await request.json()
    const refusal = ruleErrors(auth, body, rule.id)
    if (refusal) return response.untyped(refusal)
    const next = recordOf(auth.mailbox, rule.id, body)
    const updated = await db.filters.update(rule, {
      data(draft) {
        Object.assign(draft, next)
      },
    })
    await durable()
    return response(200).json(ruleJson(updated ?? next))
  }),

  http.delete('/api/setting/filters/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const rule = findRule(auth.mailbox, Number(params.id))
    if (!rule) {
      return response.untyped(detail(404, senderFilterText('ruleNotFound', auth.lang)))
    }
    db.filters.delete(rule)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
