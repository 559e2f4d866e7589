/**
 * How a compose starts (R-SEND-9, R-ROLE-1 shared mailbox; R-ROUTE-9 init=composeMail; R-CALL-6
 * "read for edit/reply/forward/resend (view 3–7)").
 */
import { parseRecipients, type Recipient } from './recipients.ts'

/**
 * The same names as ComposeRequest.mode in src/domain/mail/mailTabs.ts:
 * 'forwardAttach' is forward with attachments (as attachment); 'again' is send again.
 */
export type ComposeMode =
  'new' | 'reply' | 'replyAll' | 'forward' | 'forwardAttach' | 'again' | 'draft'

/** The read view that turns a mail into a compose form; send again and edit draft share 7. */
export type ComposeView = 3 | 4 | 5 | 6 | 7

const VIEWS: Record<Exclude<ComposeMode, 'new'>, ComposeView> = {
  reply: 3,
  replyAll: 4,
  forward: 5,
  forwardAttach: 6,
  again: 7,
  draft: 7,
}

/** null for a new mail: there is no source to read. */
export function composeView(mode: ComposeMode): ComposeView | null {
  return mode === 'new' ? null : VIEWS[mode]
}

export type RefwType = `compose${ComposeView}`

/** refw_type sent back with the form, so the server marks the original answered / forwarded. */
export function refwType(mode: ComposeMode): RefwType | null {
  const view = composeView(mode)
  return view === null ? null : `compose${view}`
}

/**
 * R-SEND-9, hide_forward_contents: for compose3 / compose4 (reply, reply all: the read views 3 and
 * 4; decisions.md #88) the original is kept out of the editor and appended to the body when the
 * mail goes out. Forwards (compose5, compose6) show it.
 */
export function appendsOriginal(mode: ComposeMode, hideForwardContents: boolean): boolean {
  const view = composeView(mode)
  return hideForwardContents && (view === 3 || view === 4)
}

/**
 * init=composeMail&to=…: the list is split on , ; ，； and whitespace like typed input; invalid
 * entries are kept (marked) so the user sees and fixes them.
 */
export function composeMailTo(to: string | null | undefined): Recipient[] {
  return parseRecipients(to)
}

/** The shared-mailbox fields of GET /api/shareuser/status/ that compose reads. */
export interface SharedPower {
  is_shareduser: boolean
  shareuser_all: boolean
  shareuser_post: boolean
  shareuser_send: boolean
}

/** Composing as a shared-mailbox user needs full control, write or proxy send. */
export function canCompose(shared: SharedPower | null | undefined): boolean {
  if (!shared?.is_shareduser) return true
  return shared.shareuser_all || shared.shareuser_post || shared.shareuser_send
}
