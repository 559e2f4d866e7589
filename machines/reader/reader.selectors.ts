/** What the UI asks of the reader machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { readerMachine } from './reader.machine.ts'
import type { ReaderErrorCode, ReaderMail, ViewMode } from './reader.types.ts'

export type ReaderSnapshot = SnapshotFrom<typeof readerMachine>

/** A request is in flight (the first load, a reload or the password check). */
export const selectIsBusy = (s: ReaderSnapshot): boolean => s.hasTag('busy')
export const selectShowsPasswordPrompt = (s: ReaderSnapshot): boolean => s.hasTag('passwordPrompt')
/** The mail with its body, only once it may be shown (never a still-locked protected mail). */
export const selectMail = (s: ReaderSnapshot): ReaderMail | null =>
  s.hasTag('passwordPrompt') ? null : s.context.mail
/** The header of a protected mail is known before its password is. */
export const selectLockedMail = (s: ReaderSnapshot): ReaderMail | null =>
  s.hasTag('passwordPrompt') ? s.context.mail : null
export const selectIsNotFound = (s: ReaderSnapshot): boolean => s.matches('notFound')
export const selectHasFailed = (s: ReaderSnapshot): boolean => s.matches('failed')
export const selectReaderError = (s: ReaderSnapshot): ReaderErrorCode | null => s.context.error
export const selectViewMode = (s: ReaderSnapshot): ViewMode => s.context.mode
