/**
 * Types of the mail reader (R-READ-10, M-ERR): loading, not
 * found, password required (a wrong password sets a decryption error), ready; html or text view.
 */
/**
 * What the machine itself reads of a mail. The actors deliver the contract's full Message; the
 * UI widens it back in one place (src/features/reader/readerSelectors.ts).
 */
export interface ReaderMail {
  uid: number
  html_text: string
  plain_text: string
  attrs: { is_password: boolean }
}
export type ViewMode = 'html' | 'text'

/** Which mail the reader shows. */
export interface ReaderTarget {
  folder: string
  uid: number
}

/** What a reader starts with: its mail, and how to show it first (the saved reading choice). */
export interface ReaderInput extends ReaderTarget {
  /** Default html. */
  mode?: ViewMode
}

/**
 * - `notFound`: the mail is gone ('Not found! Have you moved to another folder?').
 * - `folderMissing`: its folder is gone ('The folder ... does not exist or has been deleted!').
 * - `loadFailed`: any other failure; the client middleware already showed why.
 * - `passwordFormat`: not exactly 6 letters or digits; nothing was sent.
 * - `wrongPassword`: the server refused the password ('Wrong password, please re-enter').
 * - `decryptFailed`: the decrypt request failed for another reason.
 */
export type ReaderErrorCode =
  'notFound' | 'folderMissing' | 'loadFailed' | 'passwordFormat' | 'wrongPassword' | 'decryptFailed'

/** What the injected actors reject with; anything else counts as `loadFailed` / `decryptFailed`. */
export class ReaderIoError extends Error {
  constructor(readonly code: 'notFound' | 'folderMissing' | 'wrongPassword') {
    super(code)
    this.name = 'ReaderIoError'
  }
}

export interface ReaderContext extends ReaderTarget {
  mode: ViewMode
  mail: ReaderMail | null
  error: ReaderErrorCode | null
  /** The password that opened this mail, so a reload opens it again without asking. */
  password: string | null
  /** 'reader.opened' was emitted for this mail. */
  announced: boolean
  /** 'reader.missing' was emitted for this mail. */
  missingTold: boolean
  /** A change this reader announced has not come back as 'mail.changed' yet. */
  ownChange: boolean
}

export type ReaderEvent =
  | { type: 'mail.open'; folder: string; uid: number }
  | { type: 'mail.changed' }
  | { type: 'mail.retry' }
  | { type: 'view.mode'; mode: ViewMode }
  | { type: 'password.submit'; password: string }

/**
 * - `reader.opened`: once per mail after its first successful load: the server marked it read,
 *   so the UI refreshes unseen counts and lists, and retitles the tab.
 * - `reader.missing`: once per mail when it is not found: the folders and lists are stale.
 * Either change comes back as 'mail.changed', which the machine then ignores once.
 */
export type ReaderEmitted = { type: 'reader.opened'; mail: ReaderMail } | { type: 'reader.missing' }

export interface LoadMessageInput extends ReaderTarget {
  mode: ViewMode
}

export interface DecryptMessageInput extends ReaderTarget {
  password: string
}
