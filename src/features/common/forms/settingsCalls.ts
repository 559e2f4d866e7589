/**
 * The shape every settings call leaves in (docs/forms.md): a load resolves with the server's data
 * or rejects; a save's refusal becomes a SaveRejection — the server's first text per field, under
 * the form's field names, and its general text (non_field_errors / detail).
 */
import type { SaveRejection } from '../../../../machines/settings-resource/index.ts'
import { ownErrors } from '../../../api/client.ts'
import {
  badRequestMessage,
  detailMessage,
  fieldErrors,
  type ServerErrorBody,
} from '../../../api/errors.ts'

/** Saves answer inline next to the fields; the client's toast would say it twice. */
export const ownSaveErrors = { middleware: [ownErrors] }

export const fail = (error: unknown): never => {
  throw error ?? new Error('request failed')
}

/**
 * `serverToForm` maps the server's field names to the form's (same name when equal). A body
 * naming none of them is a general refusal; no body (network, abort) stays an Error.
 */
export function rejectionOf(
  error: unknown,
  serverToForm: Readonly<Record<string, string>>,
): SaveRejection | Error {
  if (error === undefined || error === null || error instanceof Error) {
    return error instanceof Error ? error : new Error('request failed')
  }
  const body = error as ServerErrorBody
  const byServerField = fieldErrors(body, Object.keys(serverToForm))
  const fields: Record<string, string> = {}
  for (const [serverField, text] of Object.entries(byServerField)) {
    const formField = serverToForm[serverField]
    if (text && formField) fields[formField] = text
  }
  // A field the form does not show (e.g. a list as a whole) is said as a general message.
  const unshown = Object.keys(body).find((key) => !(key in serverToForm))
  const unshownText = unshown ? fieldErrors(body, [unshown])[unshown] : undefined
  const message = badRequestMessage(body) ?? detailMessage(body) ?? unshownText ?? null
  return { fields, message }
}

/**
 * A refused save as its form shows it: a 5xx is already told by the client's toast (ownErrors
 * leaves only 400 / 403 to the form; M-ERR-4, M-ERR-5): the form keeps what was typed and adds
 * no text of its own, neither the server's detail nor "save failed" (one message, not two).
 */
export function saveRefusalOf(
  error: unknown,
  response: Response,
  serverToForm: Readonly<Record<string, string>>,
): SaveRejection | Error {
  if (response.status >= 500) return { fields: {}, message: null, told: true }
  return rejectionOf(error, serverToForm)
}

/** The identity mapping for forms whose fields are named as the server's. */
export const sameNames = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, name]))
