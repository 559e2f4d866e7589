/**
 * The shapes of `--write`: a sequence is a list of steps on scratch objects, each naming its
 * operation and how it builds its request from what earlier answers gave (kept in `Vars`).
 */
import type { Verdict } from './call.ts'

/** What earlier answers gave, plus the run's own facts. */
export interface Vars {
  /** The run's unique name: every scratch object's name or subject contains it. */
  run: string
  /** True when the kit logged in itself (with --user), false with --token. */
  loggedIn: boolean
  token: string | undefined
  /** The signed-in user's address (getUserInfo). */
  me?: string
  folderId?: number
  folderRaw?: string
  tagname?: string
  contactId?: number
  groupId?: number
  signatureId?: number
  /** The default signatures before the run, restored after it. */
  signatureDefaults?: { default_new: number | null; default_reply: number | null }
  templateId?: number
  mailboxMoveId?: number
  draftUid?: number
  uid?: number
  uids?: number[]
  /** The .eml the import sequence uploads, made once per run. */
  eml?: { bytes: Uint8Array; md5: string }
  sentUid?: number
  messageId?: string
  sceneId?: string
  shareId?: number
  /** Tokens of sessions the kit opened by switching into a shared mailbox and back. */
  sharedToken?: string
  backToken?: string
  /** The password of --password, RSA-encrypted for lockScreen (never printed). */
  password?: string
  lockSecret?: string
  publicKey?: string
  calendarId?: number
  eventId?: number
  calendarShareId?: number
  /** A colleague's address the scratch calendar is shared with. */
  shareTo?: string
  /** The calendar settings before the run, written back as they were. */
  calendarSettings?: Record<string, unknown>
  /** The contacts the import made. */
  importedIds?: number[]
  /** The module the run locked (one that had no lock before). */
  lockType?: 'calendar' | 'file'
}

export type Params = Record<string, string | number | boolean | undefined>

/** The kinds of scratch object; cleanup finds each by the run's name, never by a guess. */
export type ScratchKey =
  | 'folder'
  | 'tag'
  | 'contact'
  | 'contactGroup'
  | 'signature'
  | 'signatureDefaults'
  | 'template'
  | 'mailboxMove'
  | 'mail'
  | 'lock'
  | 'calendar'
  | 'calendarSettings'

export interface Step {
  op: string
  /** Path and query values (a name in the path's braces goes there, the rest in the query). */
  params?: (v: Vars) => Params
  /** The JSON body. */
  body?: (v: Vars) => unknown
  /** The token to send instead of the run's (a session the kit opened). */
  token?: (v: Vars) => string | undefined
  /** Why the step is not sent in this run; undefined when it is. */
  unless?: (v: Vars) => string | undefined
  /**
   * The step makes a scratch object of this kind. It is noted before the call, so an answer
   * that breaks the contract or never arrives still leaves the object to the cleanup.
   */
  creates?: ScratchKey
  /** The answer may lag behind (mail on its way): `then` is retried for a few seconds. */
  settle?: boolean
  /** Takes what later steps need from the answer; returns a problem when it is not there. */
  then?: (body: unknown, v: Vars) => string | undefined
}

export interface Sequence {
  name: string
  /** The openapi.yaml tag `--only` selects it by. */
  family: string
  steps: Step[]
}

/** Calls an operation (validated like every other call) during the cleanup. */
export type Api = (op: string, params?: Params, body?: unknown) => Promise<Verdict>

export interface ScratchKind {
  /** How the report names it. */
  label: (v: Vars) => string
  /** The kit's objects of this kind still on the server, found by the run's name. */
  find: (api: Api, v: Vars) => Promise<unknown[]>
  /** Removes what `find` found. */
  remove: (api: Api, v: Vars, found: unknown[]) => Promise<void>
}
