import type { components } from '../src/api/schema.gen.ts'
import type { ScenarioName } from './seed/scenarios.ts'

export type CaptchaType = components['schemas']['CaptchaType']

/**
 * Mutable runtime state of the fake server that is not data: the clock, injected faults and the
 * captcha override. Kept free of imports with side effects so any module may read it.
 */
export const runtime = {
  scenario: 'default' as ScenarioName,
  /** Overrides the login config's captcha type; null = use the seeded config. */
  captchaType: null as CaptchaType | null,
  /** operationId → HTTP status to answer with instead of running the handler. */
  faults: new Map<string, number>(),
  /** operationId → extra milliseconds before the handler answers (slow-server tests). */
  latencyMs: new Map<string, number>(),
  /** Added to the real clock; tests move time with it instead of faking timers. */
  clockOffsetMs: 0,
  /** Signed into every token; `expireTokens` moves it on, so older tokens read as expired. */
  tokenGeneration: 0,
  /** A frozen clock when set. */
  fixedNowMs: null as number | null,
  /** How long an SMTP relay verification takes; null = 3 to 10 s by server (C-TIME-14). */
  smtpVerifyMs: null as number | null,
}

export function now(): number {
  return runtime.fixedNowMs ?? Date.now() + runtime.clockOffsetMs
}

export function nowSeconds(): number {
  return Math.floor(now() / 1000)
}

export function resetRuntime(): void {
  runtime.captchaType = null
  runtime.faults.clear()
  runtime.latencyMs.clear()
  runtime.clockOffsetMs = 0
  runtime.fixedNowMs = null
  runtime.smtpVerifyMs = null
}

/**
 * How the fake server calls its own API (`sendMailAs`): the global fetch where msw intercepts it
 * (browser worker, vitest); the mock server over HTTP sets its in-process handler here.
 */
export const selfCall = {
  fetch: (request: Request): Promise<Response> => fetch(request),
}
