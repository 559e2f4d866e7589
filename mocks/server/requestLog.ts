/**
 * The mock server's record of the /api requests it saw (`--control`: `requestLog`), so a test can
 * prove what reached the server, not only what the browser tried: which upload chunks arrived
 * and were acknowledged before a dropped connection, and which travelled again on the resume.
 * Bodies are not kept — only the query and the body's plain fields (multipart text parts, a JSON
 * object's scalar members), which is what identifies a call (a chunk's number, a file's md5).
 */

export interface LoggedRequest {
  /** operationId of openapi.yaml, or null for a path outside the contract. */
  operationId: string | null
  method: string
  path: string
  /** Query parameters and the body's plain fields; a cut-off body contributes none. */
  fields: Record<string, string>
  /**
   * The status answered, `dropped` when the connection was cut (dropConnection, a network error),
   * or `pending` while the server is still working on it (latency, a slow upload).
   */
  outcome: number | 'dropped' | 'pending'
  /** Server times (ms since the epoch): the request arrived; the answer was complete (or null). */
  receivedAt: number
  at: number | null
}

/** Enough for any journey; the oldest entries go first. */
const LIMIT = 2000
const entries: LoggedRequest[] = []

/** Records a request as it arrives; the returned entry is completed when it is answered. */
export function logRequest(
  entry: Pick<LoggedRequest, 'operationId' | 'method' | 'path' | 'fields'>,
): LoggedRequest {
  const logged: LoggedRequest = { ...entry, outcome: 'pending', receivedAt: Date.now(), at: null }
  entries.push(logged)
  if (entries.length > LIMIT) entries.splice(0, entries.length - LIMIT)
  return logged
}

/** The requests seen since the last reset, oldest first; only `operationId`'s when given. */
export function requestLog(operationId?: string | null): LoggedRequest[] {
  return entries.filter((entry) => operationId == null || entry.operationId === operationId)
}

export function clearRequestLog(): void {
  entries.length = 0
}

function scalars(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const fields: Record<string, string> = {}
  for (const [key, member] of Object.entries(value)) {
    if (['string', 'number', 'boolean'].includes(typeof member)) fields[key] = String(member)
  }
  return fields
}

/** The plain fields of a request's body (read from a clone); none when it cannot be read whole. */
export async function bodyFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('multipart/form-data')) {
      const fields: Record<string, string> = {}
      for (const [key, value] of await request.formData()) {
        if (typeof value === 'string') fields[key] = value
      }
      return fields
    }
    if (type.startsWith('application/json')) return scalars(await request.json())
  } catch {
    // A body cut off by a dropped connection: nothing identifiable arrived.
  }
  return {}
}
