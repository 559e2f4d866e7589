/**
 * The compose machine's setup: types, injected actors, guards, actions and delays by name. The
 * chart is compose.machine.ts. Timers are delayed self-events with fixed ids (cancelled and
 * re-raised), not parallel regions, so the chart stays one flat list of states.
 */
import { assign, cancel, enqueueActions, setup } from 'xstate'
import {
  COMPOSE_BUTTON_COOLDOWN_MS,
  appendsOriginal,
  formFromPrefill,
  LOCAL_DRAFT_DEBOUNCE_MS,
  canCompose,
  fieldOffConfirm,
  sendConfirmations,
  validateDraft,
  validateForSend,
  type ComposeAlert,
  type SignatureSet,
} from '../../src/domain/compose/index.ts'
import {
  checkSms,
  clearLocalDraft,
  loadComposeParams,
  loadSignatures,
  loadSource,
  persistLocalDraft,
  saveDraft,
  saveSmsContacts,
  sendMail,
} from './compose.actors.ts'
import {
  applyChange,
  applyEdit,
  bodyHasContent,
  failureMessage,
  smsMobileProblem,
} from './compose.rules.ts'
import {
  clearLocal,
  markEdited,
  placeDefaultSignature,
  scheduleAutosave,
  replaceWithTemplate,
} from './compose.steps.ts'
import type {
  ComposeParamsInput,
  ComposeContext,
  ComposeEditEvent,
  ComposeEmitted,
  ComposePrefill,
  ComposeEvent,
  ComposeInput,
  PendingChange,
  SendOutcome,
  SmsCheckOutput,
  SmsContact,
} from './compose.types.ts'

const envOf = (context: ComposeContext) => ({ ...context.params, now: context.now() })
const sendCheck = (context: ComposeContext) => validateForSend(context.form, envOf(context))

export const composeSetup = setup({
  types: {
    context: {} as ComposeContext,
    events: {} as ComposeEvent,
    emitted: {} as ComposeEmitted,
    input: {} as ComposeInput,
    tags: {} as 'busy' | 'editable' | 'confirming' | 'sending',
  },
  actors: {
    loadSignatures,
    loadComposeParams,
    loadSource,
    sendMail,
    saveDraft,
    checkSms,
    saveSmsContacts,
    persistLocalDraft,
    clearLocalDraft,
  },
  delays: {
    sendCooldown: COMPOSE_BUTTON_COOLDOWN_MS,
    autoSave: ({ context }) => context.autoSaveMs,
    localDraftDebounce: LOCAL_DRAFT_DEBOUNCE_MS,
  },
  guards: {
    noSharingPower: ({ context }) => !canCompose(context.shared),
    restored: ({ context }) => context.restored,
    needsSource: ({ context }) => context.source !== null && context.view !== null,
    sendUnlocked: ({ context }) => !context.sendLocked,
    sendInvalid: ({ context }) => !sendCheck(context).ok,
    needsSendConfirm: ({ context }) => sendConfirmations(context.form, envOf(context)).length > 0,
    smsNotify: ({ context }) => context.form.is_smsnotify,
    moreConfirms: ({ context }) => context.confirmQueue.length > 0,
    droppingRecipients: ({ context, event }) =>
      event.type === 'field.toggle' &&
      !event.on &&
      fieldOffConfirm(context.form, event.field) !== null,
    templateReplacesContent: ({ context, event }) =>
      event.type === 'template.choose' && bodyHasContent(context.form),
    toPlainText: ({ context, event }) =>
      event.type === 'format.toggle' && !event.html && context.form.is_html,
    canAutoSave: ({ context }) =>
      context.revision !== context.savedRevision && validateDraft(context.form, true).ok,
    draftRefused: ({ context }) => !validateDraft(context.form, false).ok,
    nobodyNeedsSms: (_, params: { output: SmsCheckOutput }) =>
      params.output.create.length === 0 && params.output.update.length === 0,
    smsComplete: ({ context, event }) =>
      event.type === 'sms.submit' && smsMobileProblem(context.smsNeeded, event.contacts) === null,
    scheduled: (_, params: { output: SendOutcome }) => params.output.type === 'schedule',
    refused: (_, params: { output: SendOutcome }) => !params.output.success,
  },
  actions: {
    edit: enqueueActions(({ context, event, enqueue }) => {
      const result = applyEdit(context, event as ComposeEditEvent)
      enqueue.assign({ form: result.form, alert: result.alert ?? context.alert })
      if (!result.changed) return
      markEdited(context, enqueue)
      if (result.rewroteBody) enqueue.assign({ bodyVersion: context.bodyVersion + 1 })
      // The user has written or chosen a body: the default signature no longer barges in.
      if (event.type === 'body.change' || event.type === 'signature.choose')
        enqueue.assign({ signaturePending: false })
    }),
    /** A template on an empty body (or plain text with nothing typed): no question. */
    useTemplate: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'template.choose') replaceWithTemplate(context, event.template, enqueue)
    }),
    askTemplate: assign(({ event }) =>
      event.type === 'template.choose'
        ? {
            pendingChange: 'useTemplate' as const,
            pendingTemplate: event.template,
            confirm: {
              code: 'replaceWithTemplate' as const,
              params: { caption: event.template.caption },
            },
          }
        : {},
    ),
    receiveSignatures: enqueueActions(
      ({ context, enqueue }, params: { signatures: SignatureSet }) => {
        enqueue.assign({ signatures: params.signatures })
        placeDefaultSignature({ ...context, signatures: params.signatures }, enqueue)
      },
    ),
    receiveParams: assign({ params: (_, p: { params: ComposeParamsInput }) => p.params }),
    setAlert: assign({ alert: (_, params: ComposeAlert) => params }),
    dismissAlert: assign({ alert: null }),
    alertInvalid: assign({
      alert: ({ context }) => {
        const checked = sendCheck(context)
        return checked.ok ? null : checked.alert
      },
    }),
    /** The form as it will go out (the subject taken from the first attachment when empty). */
    acceptValidated: assign(({ context }) => {
      const checked = sendCheck(context)
      return checked.ok ? { form: checked.form, alert: null } : {}
    }),
    queueConfirms: assign(({ context }) => {
      const [first = null, ...rest] = sendConfirmations(context.form, envOf(context))
      return { confirm: first, confirmQueue: rest }
    }),
    nextConfirm: assign(({ context }) => {
      const [first = null, ...rest] = context.confirmQueue
      return { confirm: first, confirmQueue: rest }
    }),
    clearConfirm: assign({
      confirm: null,
      confirmQueue: [],
      pendingChange: null,
      pendingTemplate: null,
    }),
    askChange: assign(({ context, event }) => {
      const change: PendingChange =
        event.type === 'field.toggle' ? (event.field === 'cc' ? 'dropCc' : 'dropBcc') : 'htmlToText'
      const confirm =
        change === 'htmlToText'
          ? ({ code: 'htmlToText' } as const)
          : fieldOffConfirm(context.form, change === 'dropCc' ? 'cc' : 'bcc')
      return { pendingChange: change, confirm }
    }),
    applyPendingChange: enqueueActions(({ context, enqueue }) => {
      if (context.pendingChange === null) return
      if (context.pendingChange === 'useTemplate') {
        if (context.pendingTemplate) replaceWithTemplate(context, context.pendingTemplate, enqueue)
        return
      }
      enqueue.assign({ form: applyChange(context.form, context.pendingChange) })
      markEdited(context, enqueue)
    }),
    /** Field and format toggles that need no confirmation. */
    toggleDirect: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'field.toggle') {
        const flag = event.field === 'cc' ? 'is_cc' : 'is_bcc'
        enqueue.assign({ form: { ...context.form, [flag]: event.on } })
      } else if (event.type === 'format.toggle') {
        enqueue.assign({ form: { ...context.form, is_html: event.html } })
      } else return
      markEdited(context, enqueue)
    }),
    lockSend: enqueueActions(({ enqueue }) => {
      enqueue.assign({ sendLocked: true })
      enqueue.raise({ type: 'sendLock.release' }, { id: 'sendLock', delay: 'sendCooldown' })
    }),
    unlockSend: assign({ sendLocked: false }),
    scheduleAutosave: enqueueActions(({ enqueue }) => scheduleAutosave(enqueue)),
    stopAutosave: cancel('autosave'),
    scheduleAutosaveIfActive: enqueueActions(({ context, enqueue }) => {
      if (context.tabActive) scheduleAutosave(enqueue)
    }),
    applyPrefill: enqueueActions(({ context, enqueue }, params: { output: ComposePrefill }) => {
      const hide = appendsOriginal(context.mode, context.hideForwardContents)
      const { form, hiddenOriginal, draftId } = formFromPrefill(context.form, params.output, hide)
      // Only an opened draft is that draft; send again writes a new mail.
      const read = {
        form,
        hiddenOriginal,
        draftId: context.mode === 'draft' ? draftId : null,
        sourceRead: true,
      }
      enqueue.assign(read)
      placeDefaultSignature({ ...context, ...read }, enqueue)
    }),
    continueEditing: assign({ outcome: null }),
    activateTab: assign({ tabActive: true }),
    deactivateTab: assign({ tabActive: false }),
    flushLocal: enqueueActions(({ context, enqueue }) => {
      if (context.revision === context.localRevision) return
      enqueue.spawnChild('persistLocalDraft', {
        input: {
          mode: context.mode,
          source: context.source,
          form: context.form,
          draftId: context.draftId,
          hiddenOriginal: context.hiddenOriginal,
        },
      })
      enqueue.assign({ localRevision: context.revision })
    }),
    clearLocal: enqueueActions(({ context, enqueue }) => clearLocal(context, enqueue)),
    startSaving: assign(({ context }, params: { auto: boolean }) => ({
      savingRevision: context.revision,
      autoSaving: params.auto,
      alert: params.auto ? context.alert : null,
    })),
    saved: enqueueActions(({ context, enqueue }, params: { output: SendOutcome }) => {
      const draftId = params.output.draft_id ?? context.draftId
      enqueue.assign({ draftId, savedRevision: context.savingRevision })
      // Edits made while saving keep their local copy until they are saved too.
      if (context.savingRevision === context.revision) clearLocal(context, enqueue)
      enqueue.emit({ type: 'compose.saved', draftId, auto: context.autoSaving })
    }),
    saveFailed: assign(({ context }, params: { error: unknown }) =>
      context.autoSaving
        ? {}
        : {
            alert: {
              code: 'saveFailed' as const,
              params: { message: failureMessage(params.error) },
            },
          },
    ),
    storeOutcome: enqueueActions(({ context, enqueue }, params: { output: SendOutcome }) => {
      enqueue.assign({
        outcome: params.output,
        draftId: params.output.draft_id ?? context.draftId,
        savedRevision: context.revision,
      })
      enqueue.cancel('autosave')
      clearLocal(context, enqueue)
      enqueue.emit({ type: 'compose.sent', subject: context.form.subject, outcome: params.output })
    }),
    sendFailed: enqueueActions(
      ({ enqueue }, params: { message: string | null; status: number | null }) => {
        enqueue.assign({ alert: { code: 'sendFailed', params: { message: params.message } } })
        enqueue.emit({ type: 'compose.failed', message: params.message, status: params.status })
      },
    ),
    storeSmsNeeded: assign({
      smsNeeded: (_, params: { output: SmsCheckOutput }): SmsContact[] => [
        ...params.output.create.map((email) => ({ email, fullname: '', mobile: '' })),
        ...params.output.update,
      ],
    }),
    storeSmsContacts: assign({
      smsContacts: ({ event }) => (event.type === 'sms.submit' ? event.contacts : []),
    }),
    // R-VALID-20: a mobile number is required when saving for SMS, in the contact form's shape.
    alertSmsIncomplete: assign({
      alert: ({ context, event }): ComposeAlert => {
        const given = event.type === 'sms.submit' ? event.contacts : []
        const problem = smsMobileProblem(context.smsNeeded, given)
        const email = problem?.email ?? ''
        return problem?.code === 'mobileFormat'
          ? { code: 'smsMobileInvalid', params: { email } }
          : { code: 'smsMobileRequired', params: { email } }
      },
    }),
    resetSms: assign({ smsNeeded: [], smsContacts: [] }),
  },
})
