import { HttpResponse } from 'msw'
import { ensureSeeded } from '../control.ts'
import { languageOf, message } from '../i18n.ts'
import { findOperation } from '../openapi/operations.ts'
import { runtime } from '../state.ts'
import { checkAuth, http } from './http.ts'

/** Marks a response as injected, so the contract validator in tests does not count it. */
export const FAULT_HEADER = 'x-mock-fault'

/**
 * Runs before every family handler: waits out injected latency (`setLatency`), answers injected
 * faults (`setFault`) and the 401 of every
 * authenticated operation, implemented or not, so no handler can forget the token check.
 * Returning nothing passes the request on to the next handler.
 */
export const guardHandler = http.untyped.all('*/api/*', async ({ request, cookies }) => {
  const operation = findOperation(request.method, new URL(request.url).pathname)
  if (!operation) return undefined
  await ensureSeeded()
  const latency = runtime.latencyMs.get(operation.operationId)
  if (latency) await new Promise((resolve) => setTimeout(resolve, latency))
  const fault = runtime.faults.get(operation.operationId)
  if (fault !== undefined) {
    const lang = languageOf(request, cookies)
    return HttpResponse.json(
      { detail: message('serverError', lang) },
      { status: fault, headers: { [FAULT_HEADER]: '1' } },
    )
  }
  if (!operation.secured) return undefined
  const auth = await checkAuth(request, cookies)
  return auth instanceof Response ? auth : undefined
})
