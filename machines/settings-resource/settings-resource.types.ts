/**
 * Types of the settings resource chart: one settings page's server data (load, refresh) and its
 * one save call. The data is opaque here (`unknown`); the page's hook types it.
 */

/** The server's words under the fields it refused, by the form's field names. */
export type FieldMessages = Partial<Record<string, string>>

/**
 * How a save rejects when the server refused it: its texts by field, and a general text
 * (non_field_errors / detail) if it gave one. Anything else is a plain failure.
 */
export interface SaveRejection {
  fields?: FieldMessages
  message?: string | null
  /** The client's toast already said why (a 5xx, M-ERR-4 / M-ERR-5): the form adds nothing. */
  told?: boolean
}

/**
 * `fields`: the server named fields (shown next to them). `refused`: it said why, not where.
 * `failed`: no answer worth showing (network, abort): the form says the save failed.
 * `told`: the client's toast said why (a 5xx): the form keeps what was typed and says nothing.
 */
export type SaveFailure =
  | { code: 'fields'; fields: FieldMessages; message: string | null }
  | { code: 'refused'; message: string }
  | { code: 'failed' }
  | { code: 'told' }

export interface SettingsResourceContext {
  /** The last data the server gave (load, refresh or the save's answer); null before any. */
  data: unknown
  failure: SaveFailure | null
  /** The last save succeeded and nothing was edited since: the page says "saved". */
  saved: boolean
}

export interface SaveInput {
  values: unknown
}

export type SettingsResourceEvent =
  | { type: 'resource.retry' }
  | { type: 'resource.refresh' }
  | { type: 'resource.save'; values: unknown }
  /** A field was edited: its server message and the "saved" notice go. */
  | { type: 'resource.edit'; field: string }

export type SettingsResourceEmitted = { type: 'resource.saved'; data: unknown }
