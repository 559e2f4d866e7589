/**
 * machines/upload on its own: the chunk flow (test, state check, ≤ 3 in flight, finish), pause
 * and resume keeping held chunks, the refusal rules and the capacity bookkeeping.
 */
import { describe, expect, it } from 'vitest'
import { selectEntries } from '../../../machines/upload/index.ts'
import { CHUNK_PARALLEL, CHUNK_SIZE_BYTES as CHUNK_SIZE } from '../../../src/domain/constants.ts'
import { UploadHarness, fileOf, lastOf, settle } from './upload.harness.ts'

const KB = 1024
const eml = { uploadType: 'eml' as const, folder: 'INBOX' }

/** Hash, test (not held), state (nothing held): the file is then uploading its chunks. */
async function startUploading(h: UploadHarness, held: number[] = []) {
  lastOf(h.hashes).resolve('md5-a')
  await settle()
  lastOf(h.tests).resolve({ uploaded: false })
  await settle()
  lastOf(h.states).resolve({ state: held.length ? 1 : 0, chunks: held })
  await settle()
}

describe('upload machine', () => {
  // R-CALL-8, C-LIMIT-10, C-LIMIT-11
  it("defaults to the spec's chunk size and sends at most CHUNK_PARALLEL at a time, in order", async () => {
    const h = new UploadHarness({ target: eml })
    h.actor.send({ type: 'file.add', file: fileOf('big.eml', CHUNK_SIZE * 4 + 10) })
    expect(h.snapshot.value).toBe('hashing')
    expect(lastOf(h.hashes).input.chunkSize).toBe(CHUNK_SIZE)
    await startUploading(h)
    expect(h.tests[0]?.input).toEqual({
      md5: 'md5-a',
      chunkNumber: 1,
      totalChunks: 5,
      chunkSize: CHUNK_SIZE,
    })
    expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual([1, 2, 3])
    expect(h.inFlight()).toHaveLength(CHUNK_PARALLEL)
    expect(h.chunks[0]?.input.chunk.size).toBe(CHUNK_SIZE)

    h.settleChunk(h.chunks[1]!)
    await settle()
    expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual([1, 3, 4])
    for (const call of h.inFlight()) h.settleChunk(call)
    await settle()
    expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual([5])
    expect(lastOf(h.chunks).input.chunk.size).toBe(10)
    h.settleChunk(lastOf(h.chunks))
    await settle()
    expect(h.snapshot.value).toBe('finishing')
    expect(lastOf(h.finishes).input).toMatchObject({ md5: 'md5-a', name: 'big.eml', target: eml })
    lastOf(h.finishes).resolve({ id: 1, name: 'big.eml', size: CHUNK_SIZE * 4 + 10, uid: 77 })
    await settle()
    expect(h.snapshot.value).toBe('idle')
    expect(selectEntries(h.snapshot)[0]).toMatchObject({ status: 'success', progress: 1 })
    expect(h.emitted).toContainEqual(expect.objectContaining({ type: 'upload.succeeded' }))
  })

  // C-TIME-9
  it('publishes progress on the 600 ms poll, not on every chunk', async () => {
    const h = new UploadHarness({ target: eml, chunkSize: 10 * KB })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 40 * KB) })
    await startUploading(h)
    h.settleChunk(h.chunks[0]!)
    await settle()
    expect(selectEntries(h.snapshot)[0]?.progress).toBe(0)
    h.clock.increment(599)
    expect(selectEntries(h.snapshot)[0]?.progress).toBe(0)
    h.clock.increment(1)
    expect(selectEntries(h.snapshot)[0]?.progress).toBe(0.25)
    // The poll re-enters the state: the chunks in flight go on.
    expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual([2, 3, 4])
  })

  // R-STATE-4 (paused), R-STATE-5 (state 1: the chunks held)
  it('pause stops the chunks in flight; resume asks the server and skips held chunks', async () => {
    const h = new UploadHarness({ target: eml, chunkSize: 10 * KB })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 50 * KB) })
    await startUploading(h)
    h.settleChunk(h.chunks[0]!)
    await settle()
    const id = selectEntries(h.snapshot)[0]!.id
    h.actor.send({ type: 'file.pause', id })
    expect(h.snapshot.value).toBe('idle')
    expect(h.chunks.filter((c) => c.aborted()).map((c) => c.input.chunkNumber)).toEqual([2, 3, 4])
    expect(selectEntries(h.snapshot)[0]).toMatchObject({ status: 'paused', md5: 'md5-a' })

    h.actor.send({ type: 'file.resume', id })
    expect(h.snapshot.value).toBe('testing')
    expect(h.hashes).toHaveLength(1)
    lastOf(h.tests).resolve({ uploaded: true })
    await settle()
    lastOf(h.states).resolve({ state: 1, chunks: [1, 2] })
    await settle()
    expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual([3, 4, 5])
  })

  // R-STATE-5 (state 2)
  it('goes straight to finish when the server holds the whole file', async () => {
    const h = new UploadHarness({ target: eml })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 100) })
    lastOf(h.hashes).resolve('md5-a')
    await settle()
    lastOf(h.tests).resolve({ uploaded: true })
    await settle()
    lastOf(h.states).resolve({ state: 2, chunks: [] })
    await settle()
    expect(h.snapshot.value).toBe('finishing')
    expect(h.chunks).toHaveLength(0)
  })

  // M-ERR-19
  it('fails the file with the server text and moves on to the next one', async () => {
    const h = new UploadHarness({ target: eml })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 100) })
    h.actor.send({ type: 'file.add', file: fileOf('b.eml', 100) })
    await startUploading(h)
    h.settleChunk(lastOf(h.chunks))
    await settle()
    lastOf(h.finishes).reject({ serverMessage: '上传失败！' })
    await settle()
    const [a, b] = selectEntries(h.snapshot)
    expect(a).toMatchObject({
      status: 'failed',
      error: { code: 'finishFailed', message: '上传失败！' },
    })
    expect(b?.status).toBe('uploading')
    expect(h.snapshot.value).toBe('hashing')
  })

  // R-VALID-18, R-VALID-19
  it('refuses by rule: empty, excluded, wrong type, duplicate, over capacity', () => {
    const h = new UploadHarness({
      target: eml,
      capacityLeft: 1000,
      rules: { allowedExt: ['eml'], excludeExt: ['exe'], rejectDuplicateNames: true },
    })
    h.actor.send({ type: 'file.add', file: fileOf('blank.eml', 0) })
    h.actor.send({ type: 'file.add', file: fileOf('setup.exe', 10) })
    h.actor.send({ type: 'file.add', file: fileOf('notes.txt', 10) })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 600) })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 10) })
    h.actor.send({ type: 'file.add', file: fileOf('b.eml', 401) })
    h.actor.send({ type: 'file.add', file: fileOf('c.eml', 400) })
    expect(h.emitted.filter((e) => e.type === 'upload.rejected')).toEqual([
      { type: 'upload.rejected', name: 'blank.eml', reason: 'empty' },
      { type: 'upload.rejected', name: 'setup.exe', reason: 'excludedExt' },
      { type: 'upload.rejected', name: 'notes.txt', reason: 'wrongType' },
      { type: 'upload.rejected', name: 'a.eml', reason: 'duplicate' },
      { type: 'upload.rejected', name: 'b.eml', reason: 'overCapacity' },
    ])
    expect(selectEntries(h.snapshot).map((e) => e.name)).toEqual(['a.eml', 'c.eml'])
    expect(h.snapshot.context.capacityLeft).toBe(0)
  })

  it('gives capacity back when a file is removed, and ignores it when unlimited', () => {
    const h = new UploadHarness({ target: eml, capacityLeft: 500 })
    h.actor.send({ type: 'file.add', file: fileOf('a.eml', 300) })
    h.actor.send({ type: 'file.add', file: fileOf('b.eml', 200) })
    const b = selectEntries(h.snapshot)[1]!
    h.actor.send({ type: 'file.remove', id: b.id })
    expect(h.snapshot.context.capacityLeft).toBe(200)
    h.actor.send({ type: 'capacity.set', bytes: 1000 })
    expect(h.snapshot.context.capacityLeft).toBe(700)
    h.actor.send({ type: 'capacity.set', bytes: null })
    h.actor.send({ type: 'file.add', file: fileOf('huge.eml', 10 ** 12) })
    expect(selectEntries(h.snapshot)).toHaveLength(2)
  })
})
