/**
 * Steps several compose actions share. Actions of one setup cannot enqueue each other by name
 * (their types do not exist yet), so the steps are plain functions over the bits of `enqueue`
 * they use.
 */
import { defaultSignatureFor, type ComposeTemplate } from '../../src/domain/compose/index.ts'
import { withSignature, withTemplate } from './compose.rules.ts'
import type { ComposeContext, ComposeEvent } from './compose.types.ts'

export interface Enqueue {
  assign(values: Partial<ComposeContext>): void
  cancel(id: string): void
  raise(
    event: ComposeEvent,
    options: { id: string; delay: 'localDraftDebounce' | 'autoSave' | 'sendCooldown' },
  ): void
  spawnChild(src: 'clearLocalDraft'): void
}

/** A new revision of the form; its local copy is written after a pause in the edits. */
export function markEdited(context: ComposeContext, enqueue: Enqueue): void {
  enqueue.assign({ revision: context.revision + 1 })
  enqueue.cancel('localFlush')
  enqueue.raise({ type: 'localDraft.flush' }, { id: 'localFlush', delay: 'localDraftDebounce' })
}

export function scheduleAutosave(enqueue: Enqueue): void {
  enqueue.cancel('autosave')
  enqueue.raise({ type: 'autosave.tick' }, { id: 'autosave', delay: 'autoSave' })
}

/**
 * The default signature goes in once both the signatures and the body are there (whichever
 * comes last calls this with the context as it will be). Part of the starting form, like the
 * prefill: no new revision, so an untouched compose stays clean.
 */
export function placeDefaultSignature(context: ComposeContext, enqueue: Enqueue): void {
  if (!context.signaturePending || !context.sourceRead || context.signatures === null) return
  const signature = defaultSignatureFor(context.mode, context.signatures)
  const placed = signature ? withSignature(context.form, signature) : null
  enqueue.assign({
    signaturePending: false,
    ...(placed?.changed ? { form: placed.form, bodyVersion: context.bodyVersion + 1 } : {}),
  })
}

export function clearLocal(context: ComposeContext, enqueue: Enqueue): void {
  enqueue.cancel('localFlush')
  enqueue.spawnChild('clearLocalDraft')
  enqueue.assign({ localRevision: context.revision })
}

/** A template replaces the body: an edit the editor loads, and no default signature after it. */
export function replaceWithTemplate(
  context: ComposeContext,
  template: ComposeTemplate,
  enqueue: Enqueue,
): void {
  enqueue.assign({
    form: withTemplate(context.form, template).form,
    bodyVersion: context.bodyVersion + 1,
    signaturePending: false,
  })
  markEdited(context, enqueue)
}
