import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw'
import type { Operation } from '../openapi/operations.ts'

export const NOT_IMPLEMENTED_DETAIL = 'Not implemented in the demo backend yet'
/** Marks the 501 stand-ins: a known gap of the fake backend, not a drift from the contract. */
export const NOT_IMPLEMENTED_HEADER = 'x-mock-not-implemented'

/**
 * One 501 handler per contract operation that no family module implements yet, so the demo
 * answers every call of openapi.yaml (and `onUnhandledRequest: 'error'` flags only calls that are
 * not in the contract at all).
 */
export function notImplementedHandlers(missing: readonly Operation[]): HttpHandler[] {
  return missing.map((op) =>
    mswHttp[op.method](`*${op.mswPath}`, () =>
      HttpResponse.json(
        { detail: NOT_IMPLEMENTED_DETAIL },
        { status: 501, headers: { [NOT_IMPLEMENTED_HEADER]: '1' } },
      ),
    ),
  )
}
