/** What the compose screen asks of the machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import {
  closeConfirm,
  optionAvailability,
  signatureIdIn,
  type ComposeAlert,
  type ComposeConfirm,
  type ComposeForm,
  type ComposeSignature,
  type ExclusiveOption,
  type OptionAvailability,
} from '../../src/domain/compose/index.ts'
import type { composeMachine } from './compose.machine.ts'
import type { ComposeParamsInput, SendOutcome, SmsContact } from './compose.types.ts'

export type ComposeSnapshot = SnapshotFrom<typeof composeMachine>

export const selectForm = (s: ComposeSnapshot): ComposeForm => s.context.form
/** The form may be typed into (also while a draft saves in the background). */
export const selectIsEditable = (s: ComposeSnapshot): boolean => s.hasTag('editable')
/** Loading the source, checking, saving or sending. */
export const selectIsBusy = (s: ComposeSnapshot): boolean => s.hasTag('busy')
/** The send button's spinner. */
export const selectIsSending = (s: ComposeSnapshot): boolean => s.hasTag('sending')
/** The send button is enabled: editing and not within 1500 ms of the last click. */
export const selectCanSend = (s: ComposeSnapshot): boolean =>
  s.matches('editing') && !s.context.sendLocked
export const selectCanSave = (s: ComposeSnapshot): boolean => s.matches('editing')
export const selectAlert = (s: ComposeSnapshot): ComposeAlert | null => s.context.alert
/** The question on screen (confirm.accept / confirm.cancel answer it). */
export const selectConfirm = (s: ComposeSnapshot): ComposeConfirm | null =>
  s.hasTag('confirming') ? s.context.confirm : null
export const selectIsDenied = (s: ComposeSnapshot): boolean => s.matches('denied')
export const selectLoadFailed = (s: ComposeSnapshot): boolean => s.matches('loadFailed')
/** The SMS-number step and who it asks about. */
export const selectSmsNeeded = (s: ComposeSnapshot): SmsContact[] | null =>
  s.matches('smsNumbers') ? s.context.smsNeeded : null
/** The send result view (type send) or the scheduled notice with continue editing. */
export const selectOutcome = (s: ComposeSnapshot): SendOutcome | null => s.context.outcome
export const selectIsSent = (s: ComposeSnapshot): boolean => s.matches('sent')
export const selectIsScheduled = (s: ComposeSnapshot): boolean => s.matches('scheduled')
export const selectDraftId = (s: ComposeSnapshot): number | null => s.context.draftId
/** Changes the server has not saved yet. */
export const selectIsDirty = (s: ComposeSnapshot): boolean =>
  s.context.revision !== s.context.savedRevision
/** Password / schedule / burn: shown, enabled (exclusivity; password hidden in security mode). */
export const selectOption = (s: ComposeSnapshot, option: ExclusiveOption): OptionAvailability =>
  optionAvailability(s.context.form, option, s.context.params.securityMode)
/** Closing the tab asks first unless the mail went out (sent, or scheduled) or was discarded. */
export const selectCloseConfirm = (s: ComposeSnapshot): ComposeConfirm | null =>
  s.matches('denied') || s.matches('discarded')
    ? null
    : closeConfirm({ kind: 'compose', sent: s.matches('sent') || s.matches('scheduled') })
/** The signatures to choose from; null until they are read. */
export const selectSignatures = (s: ComposeSnapshot): readonly ComposeSignature[] | null =>
  s.context.signatures?.list ?? null
/** The signature in the body now (null: none); rich text only. */
export const selectSignatureId = (s: ComposeSnapshot): number | null =>
  s.context.form.is_html ? signatureIdIn(s.context.form.html_text) : null
/** Changes when the machine rewrote the body: the editor loads it again. */
/** The compose params in force (the tab's input until the server's answer came). */
export const selectParams = (s: ComposeSnapshot): ComposeParamsInput => s.context.params
export const selectBodyVersion = (s: ComposeSnapshot): number => s.context.bodyVersion
