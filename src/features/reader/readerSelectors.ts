/**
 * The reader machine's mails as the contract's Message. The machine is typed by the few fields
 * it reads; its actors (readerActors.ts) only ever hand it whole Messages.
 */
import {
  selectLockedMail,
  selectMail,
  type ReaderMail,
  type ReaderSnapshot,
} from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'

export const asMessage = (mail: ReaderMail): Message => mail as Message
export const selectMessage = (s: ReaderSnapshot): Message | null => selectMail(s) as Message | null
export const selectLockedMessage = (s: ReaderSnapshot): Message | null =>
  selectLockedMail(s) as Message | null
