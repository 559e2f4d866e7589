/**
 * Types of the lock settings dialog (R-LOCK "Lock dialog for mailbox, calendar and file
 * centre, with a cancel-lock sub-dialog", §4 "Folder lock: set, edited, cancelled", §5 "Lock
 * password: required"; R-LOCK, R-CALL, M-ERR): per module, set a lock password,
 * change it (old + new), or cancel it after giving it again in the sub-dialog.
 */
import type { LockModule } from '../module-lock/module-lock.types.ts'

export type { LockModule }

/** What a new lock password must be, as the server's lock settings say (LockSettings.rule). */
export interface LockRule {
  minLength: number
  maxLength: number
}

/** One module's lock: set or not; for the mailbox, the locked folders (raw names). */
export interface ModuleLockSetting {
  isSet: boolean
  folders: string[]
}

export type ModuleLockSettings = Record<LockModule, ModuleLockSetting>

/** A user folder the mailbox lock may cover. */
export interface LockFolderOption {
  rawName: string
  name: string
}

/** Output of the injected `loadLockSettings`. */
export interface LockSettingsData {
  modules: ModuleLockSettings
  rule: LockRule
  /** The user's own folders, for the mailbox lock's range. */
  folders: LockFolderOption[]
}

/** Where an error shows: under a field of the set / edit form, or of the cancel sub-dialog. */
export type LockSettingsField = 'password' | 'confirm' | 'oldPassword' | 'cancelPassword'

/**
 * - `loadFailed`: the settings could not be read (no field; the dialog offers a retry).
 * - `passwordRequired`: empty password (the password-rule message), no call made.
 * - `passwordLength`: outside the server's rule, no call made.
 * - `confirmMismatch`: the confirmation differs, no call made.
 * - `wrongPassword`: the server refused the (old) password, or the request failed (the
 *   read-password-error message, M-ERR).
 * - `saveFailed`: setting a new lock failed.
 */
export type LockSettingsErrorCode =
  | 'loadFailed'
  | 'passwordRequired'
  | 'passwordLength'
  | 'confirmMismatch'
  | 'wrongPassword'
  | 'saveFailed'

export interface LockSettingsError {
  field: LockSettingsField | null
  code: LockSettingsErrorCode
}

/** What the last finished change was, for the dialog's confirmation line. */
export type LockSettingsNotice = 'saved' | 'cancelled'

export type LockSaveMode = 'set' | 'edit'

export interface LockSettingsContext {
  module: LockModule
  settings: LockSettingsData | null
  /** Which form the password is being saved from (kept while saving, so the form stays). */
  mode: LockSaveMode
  error: LockSettingsError | null
  /** The 'contact your administrator' warning of a forgotten password is showing. */
  forgotShown: boolean
  notice: LockSettingsNotice | null
}

export interface LockSettingsInput {
  /** The module whose tab opens first. */
  module?: LockModule
}

/** The set / edit form as typed; passwords plain (the actor encrypts them). */
export interface LockSaveForm {
  password: string
  confirm: string
  /** Edit only. */
  oldPassword?: string
  /** Mailbox only: the folders to lock; empty = every user folder. */
  folders?: string[]
}

export type LockSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'module.select'; module: LockModule }
  | { type: 'lock.edit' }
  | { type: 'lock.back' }
  | ({ type: 'lock.save' } & LockSaveForm)
  | { type: 'lock.cancelLock' }
  | { type: 'cancel.submit'; password: string }
  | { type: 'lock.forgot' }

/** A lock was set, changed or cancelled: the UI refreshes what depends on it (folder list). */
export type LockSettingsEmitted = { type: 'lock.changed'; module: LockModule; isSet: boolean }

/** Input of the injected `saveLock`. */
export interface SaveLockInput extends LockSaveForm {
  mode: LockSaveMode
  module: LockModule
}

/** Input of the injected `cancelLock`. */
export interface CancelLockInput {
  module: LockModule
  password: string
}

/**
 * The administrator's clearing of a user's lock passwords (R-ROLE "Administrators can
 * clear … folder-lock passwords"):
 * - `usernameRequired`: nothing typed, no call made;
 * - `unknownUser`: the server knows no such user; `forbidden`: not an administrator;
 * - `failed`: the request failed.
 */
export type LockClearErrorCode = 'usernameRequired' | 'unknownUser' | 'forbidden' | 'failed'

export interface LockClearContext {
  error: LockClearErrorCode | null
  /** The user whose locks the last clearing removed. */
  cleared: string | null
  /** The user being cleared (as typed, trimmed). */
  pending: string
}

export type LockClearEvent = { type: 'clear.submit'; username: string }

/** Input of the injected `clearUserLock`; rejects with an Error whose message is the code. */
export interface ClearUserLockInput {
  username: string
}
