/**
 * One compose tab (R-SEND, R-SEND-6, R-SEND-7, R-VALID-11, R-ROLE
 * shared mailbox; R-SEND, M-ERR-7):
 *
 *   starting ─► denied                       a shared mailbox without post / send / all
 *            ─► loading ─► editing | loadFailed   reply, forward, send again, draft (view 3–7)
 *            ─► editing                      new mail, or a local copy restored after a reload
 *   editing ─send─► validating ─► editing (alert) | confirmingSend | smsChecking | sending
 *   editing ─cc/bcc off, html→text, template over a written body─► confirmingChange ─► editing
 *   confirmingSend ─accept─► (next confirm) | smsChecking | sending ;  ─cancel─► editing
 *   smsChecking ─► sending | smsNumbers ─submit─► smsSaving ─► sending
 *   sending ─► sent | scheduled | editing (failure: alert, nothing typed is lost)
 *   editing ─save / auto-save tick─► saving ─► editing (draft_id stored)
 *   scheduled ─continue─► editing ;  editing | loadFailed ─discard─► discarded
 *
 * Background, in any state: the 1500 ms send-button lock, the auto-save tick (only while the tab
 * is active), the debounced local copy of every edit, and the signatures read at the start (the
 * default one goes into the body once the body is there, unless the user wrote in it first).
 */
import type { ComposeContext } from './compose.types.ts'
import {
  DRAFT_AUTOSAVE_DEFAULT_MINUTES,
  NO_SIGNATURES,
  composeView,
  defaultComposeForm,
} from '../../src/domain/compose/index.ts'
import { payloadOf } from './compose.rules.ts'
import { sendingState, smsCheckingState, smsNumbersState, smsSavingState } from './compose.send.ts'
import { composeSetup } from './compose.setup.ts'

/** Edits are taken while editing and while a save runs in the background. */
const EDITS = [
  'field.set',
  'body.change',
  'recipients.add',
  'recipients.pick',
  'recipient.remove',
  'recipient.update',
  'recipient.move',
  'option.toggle',
  'attachments.add',
  'attachment.remove',
  'attachment.level',
  'attachment.expiry',
  'signature.choose',
  'stationery.choose',
] as const
const editHandlers = Object.fromEntries(EDITS.map((type) => [type, { actions: 'edit' as const }]))

const toEditing = { target: 'editing' as const, actions: 'clearConfirm' as const }

/** Once sent or discarded the auto-save stays off, whatever the tab does. */
const finished = {
  'tab.activated': {
    actions: 'activateTab' as const,
    description: 'No auto-save any more: only the flag changes.',
  },
}

export const composeMachine = composeSetup.createMachine({
  id: 'compose',
  description: 'One compose tab: the form, its checks and confirmations, send and save.',
  context: ({ input }): ComposeContext => {
    const restored = input.restored ?? null
    const source = restored?.source ?? input.source ?? null
    const base = defaultComposeForm()
    const prefilled = {
      ...base,
      to: input.prefill?.to ?? base.to,
      cc: input.prefill?.cc ?? base.cc,
      subject: input.prefill?.subject ?? base.subject,
    }
    return {
      mode: restored?.mode ?? input.mode,
      source,
      view: composeView(restored?.mode ?? input.mode),
      // A copy kept by an older version has no stationery field.
      form: restored
        ? { ...restored.form, stationery: restored.form.stationery ?? null }
        : prefilled,
      params: input.params,
      defaultSender: input.defaultSender,
      hideForwardContents: input.hideForwardContents,
      hiddenOriginal: restored?.hiddenOriginal ?? null,
      autoSaveMs: (input.draftAutoSaveMinute ?? DRAFT_AUTOSAVE_DEFAULT_MINUTES) * 60_000,
      shared: input.shared ?? null,
      draftId: restored?.draftId ?? null,
      tabActive: input.tabActive ?? true,
      sendLocked: false,
      // A restored copy holds edits the server has not seen: dirty from the start.
      revision: restored ? 1 : 0,
      savingRevision: 0,
      savedRevision: 0,
      localRevision: restored ? 1 : 0,
      autoSaving: false,
      alert: null,
      confirm: null,
      confirmQueue: [],
      pendingChange: null,
      smsNeeded: [],
      smsContacts: [],
      outcome: null,
      restored: restored !== null,
      now: input.now ?? (() => new Date()),
      signatures: null,
      // A restored copy already has the body it had.
      signaturePending: restored === null,
      sourceRead: restored !== null || source === null,
      bodyVersion: 0,
      pendingTemplate: null,
    }
  },
  invoke: [
    // The signatures are read beside everything else; the default one goes into the body once
    // it is there.
    {
      id: 'signatures',
      src: 'loadSignatures',
      onDone: {
        actions: {
          type: 'receiveSignatures',
          params: ({ event }) => ({ signatures: event.output }),
        },
      },
      onError: {
        actions: { type: 'receiveSignatures', params: { signatures: NO_SIGNATURES } },
        description: 'Silently none (M-ERR-23).',
      },
    },
    // Security mode, levels and senders: the tab starts from its input params.
    {
      id: 'composeParams',
      src: 'loadComposeParams',
      onDone: {
        actions: { type: 'receiveParams', params: ({ event }) => ({ params: event.output }) },
        description: "From now on the rules and the form's choices follow the server.",
      },
      onError: {
        description: 'The input params stay: an ordinary mailbox (M-ERR).',
      },
    },
  ],
  entry: 'scheduleAutosaveIfActive',
  initial: 'starting',
  on: {
    'tab.activated': {
      actions: ['activateTab', 'scheduleAutosave'],
      description: 'The auto-save interval starts again from the activation.',
    },
    'tab.deactivated': { actions: ['deactivateTab', 'stopAutosave'] },
    // R-SEND-6: the auto-save tick (every draft_auto_save_minute, C-TIME-11 by default).
    'autosave.tick': {
      actions: 'scheduleAutosave',
      description: 'Not editing (sending, confirming, loading): skip this turn.',
    },
    'sendLock.release': { actions: 'unlockSend' },
    'localDraft.flush': { actions: 'flushLocal' },
    'alert.dismiss': { actions: 'dismissAlert' },
    'image.refused': {
      actions: { type: 'setAlert', params: ({ event }) => event.alert },
      description: 'An editor image was refused or not uploaded: say why; the form is untouched.',
    },
  },
  states: {
    starting: {
      always: [
        {
          guard: 'noSharingPower',
          target: 'denied',
          actions: { type: 'setAlert', params: { code: 'noSharingPower' } },
        },
        { guard: 'restored', target: 'editing', description: 'The local copy after a reload.' },
        { guard: 'needsSource', target: 'loading' },
        { target: 'editing' },
      ],
    },
    denied: {
      type: 'final',
      description: "No shareuser_all / post / send: the 'no sharing power' alert, no compose.",
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSource',
        input: ({ context }) => {
          if (!context.source || context.view === null) throw new Error('compose: no source')
          return { ...context.source, view: context.view }
        },
        onDone: {
          target: 'editing',
          actions: { type: 'applyPrefill', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setAlert', params: { code: 'loadFailed' } },
        },
      },
    },
    loadFailed: {
      on: {
        'compose.retry': { target: 'loading', actions: 'dismissAlert' },
        'compose.discard': { target: 'discarded', actions: 'clearLocal' },
      },
    },
    editing: {
      tags: ['editable'],
      on: {
        ...editHandlers,
        'field.toggle': [
          { guard: 'droppingRecipients', target: 'confirmingChange', actions: 'askChange' },
          { actions: 'toggleDirect' },
        ],
        'format.toggle': [
          { guard: 'toPlainText', target: 'confirmingChange', actions: 'askChange' },
          { actions: 'toggleDirect' },
        ],
        'template.choose': [
          {
            guard: 'templateReplacesContent',
            target: 'confirmingChange',
            actions: 'askTemplate',
            description: 'The body holds more than its signature: asked before it is replaced.',
          },
          { actions: 'useTemplate' },
        ],
        'compose.send': {
          guard: 'sendUnlocked',
          target: 'validating',
          actions: 'lockSend',
          description: 'The button stays disabled for 1500 ms after a click, whatever follows.',
        },
        'draft.save': [
          {
            guard: 'draftRefused',
            actions: { type: 'setAlert', params: { code: 'draftEmpty' } },
            description: 'Saved by hand with no subject and no attachment: the hint.',
          },
          { target: 'saving', actions: { type: 'startSaving', params: { auto: false } } },
        ],
        'autosave.tick': [
          {
            guard: 'canAutoSave',
            target: 'saving',
            actions: ['scheduleAutosave', { type: 'startSaving', params: { auto: true } }],
            description: 'Changed since the last save and not empty.',
          },
          { actions: 'scheduleAutosave' },
        ],
        'compose.discard': { target: 'discarded', actions: 'clearLocal' },
      },
    },
    validating: {
      description: 'The send checks, in the spec order; the first failure is the alert.',
      always: [
        { guard: 'sendInvalid', target: 'editing', actions: 'alertInvalid' },
        {
          guard: 'needsSendConfirm',
          target: 'confirmingSend',
          actions: ['acceptValidated', 'queueConfirms'],
        },
        // R-SEND-7: with SMS notify the server first says who needs a contact.
        { guard: 'smsNotify', target: 'smsChecking', actions: 'acceptValidated' },
        { target: 'sending', actions: 'acceptValidated' },
      ],
    },
    confirmingChange: {
      tags: ['confirming'],
      description:
        'Hiding Cc / Bcc with recipients in it, html → text, or a template over a written body: asked first.',
      on: {
        'confirm.accept': { target: 'editing', actions: ['applyPendingChange', 'clearConfirm'] },
        'confirm.cancel': toEditing,
      },
    },
    confirmingSend: {
      tags: ['confirming'],
      description: 'Mass mail, then several recipients in security mode: one question at a time.',
      on: {
        'confirm.accept': [
          {
            guard: 'moreConfirms',
            target: 'confirmingSend',
            reenter: true,
            actions: 'nextConfirm',
          },
          { guard: 'smsNotify', target: 'smsChecking', actions: 'clearConfirm' },
          { target: 'sending', actions: 'clearConfirm' },
        ],
        'confirm.cancel': toEditing,
      },
    },
    smsChecking: smsCheckingState,
    smsNumbers: smsNumbersState,
    smsSaving: smsSavingState,
    sending: sendingState,
    saving: {
      tags: ['busy', 'editable'],
      description: 'A draft save (by hand or automatic); typing goes on meanwhile.',
      on: editHandlers,
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => payloadOf(context, 'save'),
        onDone: {
          target: 'editing',
          actions: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: 'The send result shows; the tab closes without asking.',
      on: finished,
    },
    scheduled: {
      description: 'Scheduled: the time shows with a continue-editing action.',
      on: {
        'compose.continue': {
          target: 'editing',
          actions: ['continueEditing', 'scheduleAutosaveIfActive'],
        },
      },
    },
    discarded: {
      description: 'Closed unsent; the local copy is gone.',
      entry: 'stopAutosave',
      on: finished,
    },
  },
})
