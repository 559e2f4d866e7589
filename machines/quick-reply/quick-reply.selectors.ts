/** What the UI asks of the quick-reply machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { quickReplyMachine } from './quick-reply.machine.ts'
import type { QuickReplyAlert, SendOutcome } from './quick-reply.types.ts'

export type QuickReplySnapshot = SnapshotFrom<typeof quickReplyMachine>

/** The collapsed 'quick reply' box (nothing typed, nothing sent). */
export const selectIsCollapsed = (s: QuickReplySnapshot): boolean => s.matches('before')
/** The editor is on screen: while editing, sending, and after a failure (the text is kept). */
export const selectShowsEditor = (s: QuickReplySnapshot): boolean => s.hasTag('editor')
/** The reply is with the server: the editor is read-only and Send disabled. */
export const selectIsSending = (s: QuickReplySnapshot): boolean => s.hasTag('busy')
export const selectCanSend = (s: QuickReplySnapshot): boolean => s.matches({ replying: 'editing' })
export const selectIsSent = (s: QuickReplySnapshot): boolean => s.matches({ after: 'success' })
export const selectHasFailed = (s: QuickReplySnapshot): boolean => s.matches({ after: 'failure' })
/** 'Discard what you typed?' is being asked. */
export const selectConfirmCancel = (s: QuickReplySnapshot): boolean =>
  s.matches({ replying: 'confirmingCancel' })
export const selectAlert = (s: QuickReplySnapshot): QuickReplyAlert | null => s.context.alert
export const selectHtml = (s: QuickReplySnapshot): string => s.context.html
export const selectPlain = (s: QuickReplySnapshot): string => s.context.plain
export const selectOutcome = (s: QuickReplySnapshot): SendOutcome | null => s.context.outcome
