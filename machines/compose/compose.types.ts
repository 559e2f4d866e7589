/**
 * Types of the compose machine (R-COMPOSE, R-DATA, R-SEND, R-SEND-6, "SMS
 * notify"; R-SEND, M-ERR-7). The form, its rules and
 * the alert / confirm codes are src/domain/compose; this file adds what the statechart carries.
 */
import type {
  ComposeAlert,
  ComposeAttachment,
  ComposeConfirm,
  ComposeForm,
  ComposeMode,
  ComposePrefill,
  ComposeStationery,
  ComposeTemplate,
  ComposeView,
  ExclusiveOption,
  MailLevel,
  Recipient,
  RecipientField,
  SendPayload,
  SharedPower,
  SignatureSet,
} from '../../src/domain/compose/index.ts'

/** The mail a reply / forward / send again / draft starts from. */
export interface ComposeSource {
  uid: number
  folder: string
}

/** The original kept out of the editor (hide_forward_contents), appended when sending. */
export interface HiddenOriginal {
  html: string
  plain: string
}

/**
 * ComposeParams of GET /api/setting/compose-params/: what the rules read, and the choices the
 * form offers (senders for the From select, the mail levels with the server's names). The tab
 * starts from its input and takes the server's answer when it comes (loadComposeParams).
 */
export interface ComposeParamsInput {
  securityMode: boolean
  mailLevelRequired: boolean
  attachLevelRequired: boolean
  /** [address, name] the From select offers; empty or one = no select. */
  senders?: [string, string][]
  mailLevels?: { value: MailLevel; label: string }[]
}

/**
 * The local copy of an unsent compose (written by the injected `persistLocalDraft`): given back
 * as `input.restored` when the tab is opened again after a reload.
 */
export interface LocalDraft {
  mode: ComposeMode
  source: ComposeSource | null
  form: ComposeForm
  draftId: number | null
  hiddenOriginal: HiddenOriginal | null
}

export interface ComposeInput {
  mode: ComposeMode
  /** Required for every mode but 'new'. */
  source?: ComposeSource
  /** A new mail's pre-filled fields: init=composeMail (see composeMailTo), write to a contact. */
  prefill?: { to?: Recipient[]; cc?: Recipient[]; subject?: string }
  /** A local copy found for this tab: used instead of reading the source again. */
  restored?: LocalDraft | null
  /** The account's own [address, name]: mfrom when no sender is chosen. */
  defaultSender: [string, string]
  params: ComposeParamsInput
  /** Login-after info hide_forward_contents. */
  hideForwardContents: boolean
  /** Login-after info draft_auto_save_minute; default 5. */
  draftAutoSaveMinute?: number
  /** Shared-mailbox status; absent or null = the user's own mailbox. */
  shared?: SharedPower | null
  /** Whether the tab starts active (default true). */
  tabActive?: boolean
  /** The wall clock for date defaults and the schedule check (tests pin it). */
  now?: () => Date
}

/** What the send call answered (SendResult). */
export interface SendOutcome {
  type: 'send' | 'schedule' | 'save'
  success: boolean
  message_id: string
  recipient: string[]
  draft_id: number | null
  schedule_day?: string
  error_lists: { recipient: string; error: string }[]
}

/** A recipient the SMS step asks a mobile number for (SmsCheckResult create / update). */
export interface SmsContact {
  email: string
  fullname: string
  mobile: string
  /** Present for an existing contact to update. */
  contact_id?: number
}

/** A change waiting for its confirmation. */
export type PendingChange = 'dropCc' | 'dropBcc' | 'htmlToText' | 'useTemplate'

export interface ComposeContext {
  mode: ComposeMode
  source: ComposeSource | null
  view: ComposeView | null
  form: ComposeForm
  params: ComposeParamsInput
  defaultSender: [string, string]
  hideForwardContents: boolean
  hiddenOriginal: HiddenOriginal | null
  autoSaveMs: number
  shared: SharedPower | null
  /** Set by the first save (or a reopened draft); sent with every later save and the send. */
  draftId: number | null
  tabActive: boolean
  /** Send was pressed less than 1500 ms ago. */
  sendLocked: boolean
  /** Edits so far; compared with `savedRevision` (dirty) and `localRevision` (local copy). */
  revision: number
  savingRevision: number
  savedRevision: number
  localRevision: number
  /** The save in flight is the automatic one. */
  autoSaving: boolean
  alert: ComposeAlert | null
  confirm: ComposeConfirm | null
  /** Send confirmations still to ask after the current one. */
  confirmQueue: ComposeConfirm[]
  pendingChange: PendingChange | null
  /** Who needs a mobile number before an SMS-notified send. */
  smsNeeded: SmsContact[]
  smsContacts: SmsContact[]
  outcome: SendOutcome | null
  restored: boolean
  now: () => Date
  /** The mailbox's signatures (GET /api/setting/signatures/); null until they are read. */
  signatures: SignatureSet | null
  /**
   * The default signature still has to go into the body: once the signatures and the body (the
   * source mail, for a reply or forward) are both there. A body the user has already touched is
   * left alone.
   */
  signaturePending: boolean
  /** The body is there to sign: a new mail at once, a reply or forward once its source is read. */
  sourceRead: boolean
  /**
   * Counts the times the machine itself rewrote the body (signature, template): the editor,
   * which otherwise only reports, loads the body again when it changes.
   */
  bodyVersion: number
  /** The template waiting for the 'replace the body?' answer. */
  pendingTemplate: ComposeTemplate | null
}

type FieldValues = Pick<
  ComposeForm,
  | 'mfrom'
  | 'reply_to'
  | 'subject'
  | 'is_priority'
  | 'is_partsend'
  | 'is_smsnotify'
  | 'is_save_sent'
  | 'is_confirm_read'
  | 'schedule_day'
  | 'password'
  | 'burn_limit'
  | 'burn_day'
  | 'mail_level'
>

/** A plain field: no rule beyond the type. */
export type FieldSetEvent = {
  [K in keyof FieldValues]: { type: 'field.set'; field: K; value: FieldValues[K] }
}[keyof FieldValues]

/** Events that change the form: taken while editing and during a (background) save. */
export type ComposeEditEvent =
  | FieldSetEvent
  | { type: 'body.change'; html: string; plain: string }
  | { type: 'recipients.add'; field: RecipientField; text: string }
  | { type: 'recipients.pick'; field: RecipientField; recipients: Recipient[] }
  | { type: 'recipient.remove'; field: RecipientField; index: number }
  | { type: 'recipient.update'; field: RecipientField; index: number; email: string; name: string }
  | { type: 'recipient.move'; from: RecipientField; index: number; to: RecipientField }
  | { type: 'option.toggle'; option: ExclusiveOption; on: boolean }
  | { type: 'attachments.add'; attachments: ComposeAttachment[] }
  | { type: 'attachment.remove'; id: number | string }
  | { type: 'attachment.level'; id: number | string; level: MailLevel | null }
  /** An online attachment's expiry choice (days). */
  | { type: 'attachment.expiry'; id: number | string; days: number }
  /** Another of the loaded signatures, or none (null), in place of the one in the body. */
  | { type: 'signature.choose'; id: number | null }
  /** A background for the body, or none. */
  | { type: 'stationery.choose'; stationery: ComposeStationery | null }

/** The alerts the editor's image insertion may raise. */
export type EditorImageAlert = Extract<
  ComposeAlert,
  { code: 'imageType' | 'imageSize' | 'imageUploadFailed' }
>

export type ComposeEvent =
  | ComposeEditEvent
  | { type: 'field.toggle'; field: 'cc' | 'bcc'; on: boolean }
  | { type: 'format.toggle'; html: boolean }
  /** Replaces the body (asked first when it holds anything besides the signature). */
  | { type: 'template.choose'; template: ComposeTemplate }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'compose.send' }
  | { type: 'draft.save' }
  | { type: 'compose.discard' }
  | { type: 'compose.continue' }
  | { type: 'compose.retry' }
  | { type: 'sms.submit'; contacts: SmsContact[] }
  | { type: 'sms.cancel' }
  | { type: 'alert.dismiss' }
  /** An image for the editor was refused (type, size) or its upload failed. */
  | { type: 'image.refused'; alert: EditorImageAlert }
  | { type: 'tab.activated' }
  | { type: 'tab.deactivated' }
  // Raised by the machine itself (delayed); never send them.
  | { type: 'autosave.tick' }
  | { type: 'sendLock.release' }
  | { type: 'localDraft.flush' }

export type ComposeEmitted =
  /** Sent or scheduled: toast, retitle the tab with `subject`, no close confirmation any more. */
  | { type: 'compose.sent'; subject: string; outcome: SendOutcome }
  /** Saved to Drafts: refresh folders and list, key the tab to `draftId`. */
  | { type: 'compose.saved'; draftId: number | null; auto: boolean }
  /**
   * The send failed; `message` is the server's text (else the sendFailed text). `status` is the
   * HTTP status of a call the server answered with an error; null for a refusal inside a 200
   * answer (success false) or a call that got no answer at all.
   */
  | { type: 'compose.failed'; message: string | null; status: number | null }

export interface LoadSourceInput extends ComposeSource {
  view: ComposeView
}
export interface SmsCheckOutput {
  create: string[]
  update: SmsContact[]
}
export type { ComposePrefill, SendPayload, SignatureSet }
