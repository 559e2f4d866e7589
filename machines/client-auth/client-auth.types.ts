/** The client authorization code on /setting/twofactor (R-STATE-6; decisions.md #284). */

/** What the server says of the code: on or off, since when, and a new code only when made. */
export interface ClientAuthState {
  is_enabled: boolean
  created?: string | null
  code?: string | null
}

/** One change: turn on (a first code), turn off, or a new code in place of the old one. */
export interface ClientAuthChange {
  enable: boolean
  regenerate: boolean
}

export interface ClientAuthContext {
  /** Null until loaded. */
  current: ClientAuthState | null
  /** A code just made: shown once, until the user says they have noted it. */
  newCode: string | null
  copied: boolean
  /** The question being asked, kept while its change runs so a failure can ask again. */
  asking: 'disable' | 'regenerate' | null
}

export type ClientAuthEvent =
  | { type: 'enable' }
  | { type: 'ask.disable' }
  | { type: 'ask.regenerate' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'copy' }
  | { type: 'noted' }
  | { type: 'retry' }
