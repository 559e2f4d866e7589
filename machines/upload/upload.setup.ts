/**
 * The upload machine's setup: types, injected actors, guards, actions and delays by name. The
 * chart itself is in upload.machine.ts.
 */
import { assign, emit, enqueueActions, setup } from 'xstate'
import { checkState, finishUpload, hashFile, testChunk, uploadChunk } from './upload.actors.ts'
import { chunkBytes, rejectionOf, reservedBytes, totalChunks } from './upload.rules.ts'
import {
  CHUNK_SLOTS,
  PROGRESS_POLL_MS,
  chunkActorId,
  type ChunkSlot,
  type FinishOutput,
  type UploadContext,
  type UploadEmitted,
  type UploadEntry,
  type UploadError,
  type UploadEvent,
  type UploadInput,
  type UploadRejection,
} from './upload.types.ts'

export const NO_SLOTS: UploadContext['slots'] = [null, null, null]

/** The active file; the chart only asks for it in states where one is set. */
export function activeEntry(context: UploadContext): UploadEntry {
  const entry = context.entries.find((e) => e.id === context.activeId)
  if (!entry) throw new Error('upload machine: no active file')
  return entry
}

export const activeMd5 = (context: UploadContext): string => {
  const { md5 } = activeEntry(context)
  if (md5 === null) throw new Error('upload machine: the active file has no hash yet')
  return md5
}

function patch(
  entries: UploadEntry[],
  id: string | null,
  change: Partial<UploadEntry>,
): UploadEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, ...change } : e))
}

function resume(context: UploadContext, which: (e: UploadEntry) => boolean) {
  const resumed = context.entries.filter(
    (e) => which(e) && (e.status === 'paused' || e.status === 'failed'),
  )
  const retried = resumed.filter((e) => e.status === 'failed')
  return {
    entries: context.entries.map((e) =>
      resumed.includes(e) ? { ...e, status: 'waiting' as const, error: null } : e,
    ),
    capacityLeft:
      context.capacityLeft === null
        ? null
        : context.capacityLeft - retried.reduce((sum, e) => sum + e.size, 0),
  }
}

const doneBytes = (entry: UploadEntry, chunkSize: number) =>
  entry.doneChunks.reduce((sum, n) => sum + chunkBytes(n, entry.size, chunkSize), 0)

const eventId = (event: UploadEvent) => ('id' in event ? event.id : null)

export const uploadSetup = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
    input: {} as UploadInput,
    tags: {} as 'active',
  },
  actors: { hashFile, testChunk, checkState, uploadChunk, finishUpload },
  delays: { progressPoll: PROGRESS_POLL_MS },
  guards: {
    rejectedAs: ({ context, event }, params: { reason: UploadRejection }) =>
      event.type === 'file.add' && rejectionOf(event.file, context) === params.reason,
    hasWaiting: ({ context }) => context.entries.some((e) => e.status === 'waiting'),
    /** A paused file keeps its hash: the resume goes straight to asking the server. */
    nextIsHashed: ({ context }) => context.entries.find((e) => e.status === 'waiting')?.md5 != null,
    isActiveFile: ({ context, event }) => eventId(event) === context.activeId,
    nothingToSend: (_, params: { state: 0 | 1 | 2; pending: number }) =>
      params.state === 2 || params.pending === 0,
    lastChunk: ({ context }, params: { slot: ChunkSlot }) =>
      context.pending.length === 0 &&
      context.slots.every((n, i) => i === params.slot || n === null),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'file.add') return {}
      const { file } = event
      const entry: UploadEntry = {
        id: `u${context.nextId}`,
        name: file.name,
        size: file.size,
        type: file.type,
        data: file.data,
        target: context.target,
        status: 'waiting',
        progress: 0,
        md5: null,
        doneChunks: [],
        error: null,
        result: null,
      }
      return {
        entries: [...context.entries, entry],
        nextId: context.nextId + 1,
        capacityLeft: context.capacityLeft === null ? null : context.capacityLeft - file.size,
      }
    }),
    reject: emit(({ event }, params: { reason: UploadRejection }) => ({
      type: 'upload.rejected' as const,
      name: event.type === 'file.add' ? event.file.name : '',
      reason: params.reason,
    })),
    setTarget: assign({
      target: ({ context, event }) => (event.type === 'target.set' ? event.target : context.target),
    }),
    /** Bytes left as the server counted them, less what the list still means to upload. */
    setCapacity: assign({
      capacityLeft: ({ context, event }) => {
        if (event.type !== 'capacity.set' || event.bytes === null) return null
        return event.bytes - reservedBytes(context.entries)
      },
    }),
    pauseEntry: assign({
      entries: ({ context, event }) =>
        context.entries.map((e) =>
          e.id === eventId(event) && e.status === 'waiting' ? { ...e, status: 'paused' } : e,
        ),
    }),
    /** A failed file resumes as a retry and takes its capacity back. */
    resumeEntry: assign(({ context, event }) => resume(context, (e) => e.id === eventId(event))),
    /** Leaves the active file alone: only the chart may stop it. */
    removeEntry: assign(({ context, event }) => {
      const removed = context.entries.find(
        (e) => e.id === eventId(event) && e.id !== context.activeId,
      )
      if (!removed) return {}
      return {
        entries: context.entries.filter((e) => e !== removed),
        capacityLeft: giveBack(context.capacityLeft, [removed]),
      }
    }),
    pauseAll: assign({
      entries: ({ context }) =>
        context.entries.map((e) => (e.status === 'waiting' ? { ...e, status: 'paused' } : e)),
    }),
    resumeAll: assign(({ context }) => resume(context, () => true)),
    clearAll: assign(({ context }) => {
      const kept = context.entries.filter((e) => e.id === context.activeId)
      const dropped = context.entries.filter((e) => e.id !== context.activeId)
      return { entries: kept, capacityLeft: giveBack(context.capacityLeft, dropped) }
    }),
    activateNext: assign(({ context }) => {
      const next = context.entries.find((e) => e.status === 'waiting')
      return {
        activeId: next?.id ?? null,
        entries: patch(context.entries, next?.id ?? null, { status: 'uploading' }),
        pending: [],
        slots: NO_SLOTS,
      }
    }),
    storeHash: assign({
      entries: ({ context }, params: { md5: string }) =>
        patch(context.entries, context.activeId, { md5: params.md5 }),
    }),
    /** Chunks the server already holds are never sent again. */
    markHeld: assign(({ context }, params: { chunks: number[] }) => {
      const entry = activeEntry(context)
      const held = [...new Set([...entry.doneChunks, ...params.chunks])].sort((a, b) => a - b)
      const all = totalChunks(entry.size, context.chunkSize)
      const pending = Array.from({ length: all }, (_, i) => i + 1).filter((n) => !held.includes(n))
      return { entries: patch(context.entries, entry.id, { doneChunks: held }), pending }
    }),
    fillSlots: enqueueActions(({ context, enqueue }) => {
      const entry = activeEntry(context)
      const md5 = activeMd5(context)
      const slots = [...context.slots] as UploadContext['slots']
      const pending = [...context.pending]
      const all = totalChunks(entry.size, context.chunkSize)
      for (const slot of CHUNK_SLOTS) {
        if (slots[slot] !== null) continue
        const chunkNumber = pending.shift()
        if (chunkNumber === undefined) break
        slots[slot] = chunkNumber
        const start = (chunkNumber - 1) * context.chunkSize
        enqueue.spawnChild('uploadChunk', {
          id: chunkActorId(slot),
          input: {
            md5,
            chunkNumber,
            totalChunks: all,
            chunkSize: context.chunkSize,
            chunk: entry.data.slice(start, start + context.chunkSize),
          },
        })
      }
      enqueue.assign({ slots, pending })
    }),
    chunkDone: assign(({ context }, params: { slot: ChunkSlot }) => {
      const entry = activeEntry(context)
      const chunkNumber = context.slots[params.slot]
      const slots = [...context.slots] as UploadContext['slots']
      slots[params.slot] = null
      const doneChunks =
        chunkNumber === null ? entry.doneChunks : [...entry.doneChunks, chunkNumber]
      return { slots, entries: patch(context.entries, entry.id, { doneChunks }) }
    }),
    publishProgress: assign({
      entries: ({ context }) => {
        const entry = activeEntry(context)
        return patch(context.entries, entry.id, {
          progress: Math.min(1, doneBytes(entry, context.chunkSize) / entry.size),
        })
      },
    }),
    stopChunks: enqueueActions(({ context, enqueue }) => {
      for (const slot of CHUNK_SLOTS) {
        if (context.slots[slot] !== null) enqueue.stopChild(chunkActorId(slot))
      }
      enqueue.assign({ slots: NO_SLOTS, pending: [] })
    }),
    pauseActive: assign(({ context }) => ({
      entries: patch(context.entries, context.activeId, { status: 'paused' }),
      activeId: null,
    })),
    removeActive: assign(({ context }) => ({
      entries: context.entries.filter((e) => e.id !== context.activeId),
      capacityLeft: giveBack(
        context.capacityLeft,
        context.entries.filter((e) => e.id === context.activeId),
      ),
      activeId: null,
    })),
    failActive: enqueueActions(({ context, enqueue }, params: UploadError) => {
      const entry = activeEntry(context)
      const error: UploadError =
        params.message === undefined ? { code: params.code } : { ...params }
      enqueue.assign({
        entries: patch(context.entries, entry.id, { status: 'failed', error }),
        activeId: null,
        capacityLeft: giveBack(context.capacityLeft, [entry]),
      })
      enqueue.emit({ type: 'upload.failed', id: entry.id, name: entry.name, error })
    }),
    succeedActive: enqueueActions(({ context, enqueue }, params: { result: FinishOutput }) => {
      const entry = activeEntry(context)
      enqueue.assign({
        entries: patch(context.entries, entry.id, {
          status: 'success',
          progress: 1,
          result: params.result,
          doneChunks: [],
        }),
        activeId: null,
      })
      enqueue.emit({
        type: 'upload.succeeded',
        id: entry.id,
        name: entry.name,
        result: params.result,
      })
    }),
  },
})

/** Capacity reserved by files that will no longer be uploaded goes back to the pool. */
function giveBack(left: number | null, entries: readonly UploadEntry[]): number | null {
  if (left === null) return null
  const unsent = entries.filter((e) => e.status !== 'success' && e.status !== 'failed')
  return left + unsent.reduce((sum, e) => sum + e.size, 0)
}
