/** Reading the server's error bodies (Django REST shapes) — shared by the client and forms. */

export interface ServerErrorBody {
  non_field_errors?: unknown
  detail?: unknown
  error?: unknown
  error_message?: unknown
  [field: string]: unknown
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === 'string' && item !== '')
  return undefined
}

/** Parses a body that may be JSON, JSON text inside a blob, or plain text. */
export function parseErrorBody(text: string): ServerErrorBody | undefined {
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as ServerErrorBody) : undefined
  } catch {
    return undefined
  }
}

/** The 400 rule of the error catalogue: non_field_errors[0], else error, else detail. */
export function badRequestMessage(body: ServerErrorBody | undefined): string | undefined {
  if (!body) return undefined
  return firstString(body.non_field_errors) ?? firstString(body.error) ?? firstString(body.detail)
}

/** The 401 box may carry the server's detail or first non_field_errors instead of the default. */
export function unauthorizedMessage(body: ServerErrorBody | undefined): string | undefined {
  if (!body) return undefined
  return firstString(body.detail) ?? firstString(body.non_field_errors)
}

export function detailMessage(body: ServerErrorBody | undefined): string | undefined {
  return body ? firstString(body.detail) : undefined
}

/** Field errors of a form: `{field: ["msg", ...]}` → first message per field. */
export function fieldErrors(
  body: ServerErrorBody | undefined,
  fields: readonly string[],
): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {}
  for (const field of fields) result[field] = body ? firstString(body[field]) : undefined
  return result
}
