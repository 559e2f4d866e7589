/**
 * The contract kit (`npm run contract -- --base-url URL`): calls every read operation of
 * openapi.yaml on a live server with a valid request built from the contract, and checks the
 * status and the body against it with the same validator the fake backend's tests use
 * (mocks/openapi/validator.ts). For backend teams; proven against the mock server in npm test.
 */
import { encryptSecret } from '../../src/domain/crypto/index.ts'
import { type Operation, operations } from '../../mocks/openapi/spec.ts'
import { callOperation } from './call.ts'
import { type Bodies, PARAMETER_SOURCES, type RunContext } from './sources.ts'
import { type ScratchReport, runName, runWrites } from './write.ts'

export interface KitOptions {
  baseUrl: string
  token?: string
  user?: string
  password?: string
  /** The captcha answer (JSON of verifyCaptcha's fields, without captcha_id), when asked. */
  captchaAnswer?: string
  /** Only operations of this family (openapi.yaml tag). */
  only?: string
  /** Also run the mutations, in self-cleaning sequences on scratch objects (write.ts). */
  write?: boolean
  fetch?: (request: Request) => Promise<Response>
  now?: () => Date
}

export type Outcome = 'conforms' | 'violates' | 'error' | 'not-implemented' | 'skipped'

export interface ResultRow {
  operationId: string
  family: string
  method: string
  path: string
  status: number | null
  outcome: Outcome
  /** The first violation, the error, or why the operation was not called. */
  detail: string
  /** The `--write` sequence the step belongs to; absent for the read pass. */
  sequence?: string
}

export interface KitResult {
  rows: ResultRow[]
  counts: Record<Outcome, number>
  /** What `--write` created and removed; null without it. */
  scratch: ScratchReport | null
  /**
   * True when every called operation conforms (skipped and 501 do not fail a run) and `--write`
   * left nothing behind.
   */
  ok: boolean
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  example?: unknown
  schema?: { example?: unknown; default?: unknown; enum?: unknown[]; $ref?: string }
}

type Json = Record<string, unknown>

function resolveRef<T>(document: Json, value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref
  if (!ref?.startsWith('#/')) return value
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document)
  return resolveRef(document, target as T)
}

function parametersOf(document: Json, op: Operation): Parameter[] {
  const item = (document.paths as Json)[op.path] as Json
  const all = [
    ...((item.parameters as unknown[]) ?? []),
    ...((op.definition.parameters as unknown[]) ?? []),
  ]
  return all.map((p) => resolveRef(document, p) as Parameter)
}

/** A value the contract itself gives: an example, a default, the first enum member. */
function contractValue(document: Json, parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example
  const schema = resolveRef(document, parameter.schema)
  return schema?.example ?? schema?.default ?? schema?.enum?.[0]
}

/** The path and query of a call, or the name of the first required parameter without a value. */
function buildCall(
  document: Json,
  op: Operation,
  bodies: Bodies,
  run: RunContext,
): { url: string } | { missing: string } {
  let path = op.path
  const query = new URLSearchParams()
  for (const parameter of parametersOf(document, op)) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue
    const provider = PARAMETER_SOURCES[op.operationId]?.[parameter.name]
    const value = provider
      ? provider(bodies, run)
      : parameter.required
        ? contractValue(document, parameter)
        : undefined
    if (value === undefined || value === null) {
      if (parameter.required || parameter.in === 'path') return { missing: parameter.name }
      continue
    }
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)))
    else query.set(parameter.name, String(value))
  }
  const search = query.toString()
  return { url: search ? `${path}?${search}` : path }
}

const emptyCounts = (): Record<Outcome, number> => ({
  conforms: 0,
  violates: 0,
  error: 0,
  'not-implemented': 0,
  skipped: 0,
})

/** Logs in as the client does: RSA-encrypted password with the server's time, captcha if asked. */
export async function login(options: KitOptions): Promise<string> {
  const call = options.fetch ?? ((request: Request) => fetch(request))
  const api = (path: string, init?: RequestInit) =>
    call(new Request(new URL(path, options.baseUrl), init))
  const json = async (response: Response) => {
    if (!response.ok)
      throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Json
  }
  const post = (path: string, body: unknown) =>
    api(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const config = await json(await api('/api/login/config/'))
  let captchaTicket: string | undefined
  if (config.captcha_type && config.captcha_type !== 'none') {
    const query = new URLSearchParams({ type: String(config.captcha_type) })
    const challenge = await json(await api(`/api/login/captcha/?${query}`))
    if (!options.captchaAnswer) {
      throw new Error(
        `The server asks for a ${String(config.captcha_type)} captcha: pass --captcha-answer '<JSON of the answer>' or --token.`,
      )
    }
    const answer = JSON.parse(options.captchaAnswer) as Json
    const verified = await json(
      await post('/api/login/captcha/verify/', { captcha_id: challenge.captcha_id, ...answer }),
    )
    captchaTicket = String(verified.ticket)
  }
  const key = await json(await api('/api/core/pubkey/'))
  const password = encryptSecret(
    String(key.public_key),
    options.password ?? '',
    Math.floor(Date.now() / 1000),
  )
  const result = await json(
    await post('/api/login/', {
      username: options.user,
      password,
      login_type: 'email',
      ...(captchaTicket ? { captcha_ticket: captchaTicket } : {}),
    }),
  )
  if (result.need_twofactor)
    throw new Error('The account needs two-factor login: pass --token instead.')
  return String(result.token)
}

export async function runContract(document: Json, options: KitOptions): Promise<KitResult> {
  const call = options.fetch ?? ((request: Request) => fetch(request))
  const token = options.token ?? (options.user ? await login(options) : undefined)
  const run: RunContext = { username: options.user, now: options.now?.() ?? new Date() }
  const bodies: Record<string, unknown> = {}
  const rows = new Map<string, ResultRow>()
  const selected = operations.filter((op) => !options.only || op.tag === options.only)
  const row = (
    op: Operation,
    fields: Pick<ResultRow, 'status' | 'outcome' | 'detail'>,
  ): ResultRow => ({
    operationId: op.operationId,
    family: op.tag,
    method: op.method.toUpperCase(),
    path: op.path,
    ...fields,
  })

  for (const op of selected.filter((o) => o.method !== 'get' && !(options.write && token))) {
    rows.set(
      op.operationId,
      row(op, {
        status: null,
        outcome: 'skipped',
        detail: options.write
          ? 'needs a token: pass --user/--password or --token'
          : 'changes data: sent only with --write',
      }),
    )
  }
  if (!token) {
    for (const op of selected.filter((o) => o.method === 'get' && o.secured)) {
      rows.set(
        op.operationId,
        row(op, {
          status: null,
          outcome: 'skipped',
          detail: 'needs a token: pass --user/--password or --token',
        }),
      )
    }
  }

  // Passes until nothing new can be called: a later pass has the bodies earlier ones gave.
  let pending = selected.filter((op) => op.method === 'get' && !rows.has(op.operationId))
  const missing = new Map<string, string>()
  for (let progress = true; progress && pending.length > 0;) {
    progress = false
    for (const op of pending) {
      const built = buildCall(document, op, bodies, run)
      if ('missing' in built) {
        missing.set(op.operationId, built.missing)
        continue
      }
      progress = true
      const verdict = await callOperation(call, options.baseUrl, token, op, built)
      if (verdict.body !== undefined) bodies[op.operationId] = verdict.body
      const { status, outcome, detail } = verdict
      rows.set(op.operationId, row(op, { status, outcome, detail }))
    }
    pending = pending.filter((op) => !rows.has(op.operationId))
  }
  for (const op of pending) {
    rows.set(
      op.operationId,
      row(op, {
        status: null,
        outcome: 'skipped',
        detail: `no value for "${missing.get(op.operationId)}" (its source gave none)`,
      }),
    )
  }

  const ordered = operations
    .filter((op) => rows.has(op.operationId))
    .map((op) => rows.get(op.operationId)!)
  let scratch: ScratchReport | null = null
  if (options.write && token) {
    const now = options.now?.() ?? new Date()
    const written = await runWrites({
      fetcher: call,
      baseUrl: options.baseUrl,
      only: options.only,
      vars: {
        run: runName(now),
        loggedIn: options.token === undefined,
        token,
        password: options.token === undefined ? options.password : undefined,
      },
    })
    ordered.push(...written.rows)
    scratch = written.scratch
  }
  const counts = emptyCounts()
  for (const r of ordered) counts[r.outcome] += 1
  const clean = (scratch?.leftover.length ?? 0) === 0
  return {
    rows: ordered,
    counts,
    scratch,
    ok: counts.violates === 0 && counts.error === 0 && clean,
  }
}
