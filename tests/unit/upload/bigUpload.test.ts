/**
 * The big upload end to end in Node: the upload machine with compose's real actors (md5 in
 * place of the worker, openapi-fetch calls) against the fake backend. A dropped connection
 * leaves some chunks on the server and the retry sends only the others; the same file again is
 * done at once (state 2); the server's own refusals reach the failed row as its text.
 */
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, waitFor, type Actor } from 'xstate'
import {
  uploadMachine,
  type UploadEmitted,
  type UploadEntry,
  type UploadInput,
} from '../../../machines/upload/index.ts'
import { db } from '../../../mocks/db/index.ts'
import { uploadedContent } from '../../../mocks/handlers/upload.ts'
import { setApi } from '../../../src/app/services.ts'
import { uploadActors } from '../../../src/features/upload/uploadActors.ts'
import { DEMO_USER, mockControl, server, testClient, tokenFor } from '../../support/server.ts'

const CHUNK = 65_536
const CHUNKS = 7

/** Deterministic bytes: a short last chunk, and no two chunks alike. */
function bytesOf(size: number, seed: number): Uint8Array {
  const out = new Uint8Array(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1_103_515_245 + 12_345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

const FILE = bytesOf(CHUNK * (CHUNKS - 1) + 1234, 7)

/**
 * Stored bytes as hex (null stays null): one string comparison, where `toEqual` on the 400 KB
 * arrays walked them element by element (1 s each on two busy cores). Equal exactly when the
 * bytes are.
 */
const hex = (bytes: Uint8Array | null) => bytes && Buffer.from(bytes).toString('hex')

interface Run {
  actor: Actor<typeof uploadMachine>
  emitted: UploadEmitted[]
}

function start(input: Partial<UploadInput> = {}): Run {
  const actor = createActor(uploadMachine.provide({ actors: uploadActors }), {
    input: { target: { uploadType: 'attach', expireDays: 30 }, chunkSize: CHUNK, ...input },
  })
  const emitted: UploadEmitted[] = []
  for (const type of ['upload.rejected', 'upload.succeeded', 'upload.failed'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  actor.start()
  return { actor, emitted }
}

function add(run: Run, name: string, bytes: Uint8Array = FILE) {
  run.actor.send({
    type: 'file.add',
    file: {
      name,
      size: bytes.length,
      type: 'application/octet-stream',
      data: new Blob([new Uint8Array(bytes)]),
    },
  })
}

/** Waits until no file is waiting or being worked on, and returns the list. */
async function settled(run: Run): Promise<UploadEntry[]> {
  const snapshot = await waitFor(
    run.actor,
    (s) => s.matches('idle') && !s.context.entries.some((e) => e.status === 'waiting'),
    { timeout: 40_000 },
  )
  return snapshot.context.entries
}

/** Chunk numbers of every chunk POST the fake server saw in this test. */
const CHUNK_PATH = '/api/netdisk/uploadnew/'
const posts: number[] = []
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'POST' || new URL(request.url).pathname !== CHUNK_PATH) return
  void request
    .clone()
    .formData()
    .then((form) => posts.push(Number(form.get('chunkNumber'))))
})

/** Chunks the fake server stored since `before` (its count runs for the whole file). */
function writesSince(before: { stored: number; again: number }) {
  const now = mockControl.uploadChunkWrites()
  return { stored: now.stored - before.stored, again: now.again - before.again }
}

beforeEach(async () => {
  posts.length = 0
  setApi(testClient(await tokenFor()))
})

// The first test pays for seeding the fake backend; on two shared, busy cores that has taken 30 s.
describe('big upload against the fake backend', { timeout: 60_000 }, () => {
  // R-CALL-8, R-STATE-5
  it('uploads in chunks and the transit area holds the same bytes', async () => {
    const run = start()
    add(run, '报告.bin')
    const [entry] = await settled(run)
    expect(entry).toMatchObject({ status: 'success', progress: 1, error: null })
    expect(entry?.md5).toBe(createHash('md5').update(FILE).digest('hex'))
    expect([...posts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const id = entry?.result?.id ?? -1
    const stored = db.diskEntries.findFirst((q) => q.where({ id }))
    expect(stored).toMatchObject({ disk: 'afile', owner: DEMO_USER.username, name: '报告.bin' })
    expect(hex(await uploadedContent(id))).toBe(hex(FILE))
    run.actor.stop()
  })

  it('after a dropped connection the retry sends only the chunks the server lacks', async () => {
    const writesBefore = mockControl.uploadChunkWrites()
    mockControl.dropUploadAfter(3)
    const run = start()
    add(run, 'big.bin')
    const [failed] = await settled(run)
    expect(failed?.status).toBe('failed')
    // A network error carries no server text: the row shows the code's own message.
    expect(failed?.error).toEqual({ code: 'chunkFailed' })
    const md5 = failed?.md5 ?? ''
    const client = testClient(await tokenFor())
    const askState = () =>
      client.GET('/api/netdisk/uploadnew/state/', { params: { query: { fileMd5: md5 } } })
    // Still down: nothing answers until the connection is back.
    await expect(askState()).rejects.toThrow()
    mockControl.dropUploadAfter(null)
    const before = (await askState()).data
    expect(before?.state).toBe(1)
    expect(before?.chunks).toHaveLength(3)
    const sentBefore = posts.length

    run.actor.send({ type: 'file.resume', id: failed?.id ?? '' })
    const [done] = await settled(run)
    expect(done?.status).toBe('success')
    const resent = posts.slice(sentBefore).sort((a, b) => a - b)
    const missing = [1, 2, 3, 4, 5, 6, 7].filter((n) => !before?.chunks.includes(n))
    expect(resent).toEqual(missing)
    // The server's own count (what the e2e journey asks): seven chunks, none stored twice.
    expect(writesSince(writesBefore)).toEqual({ stored: 7, again: 0 })
    expect(hex(await uploadedContent(done?.result?.id ?? -1))).toBe(hex(FILE))
    run.actor.stop()
  })

  it('a file the server already holds (state 2) is done without sending a chunk', async () => {
    const first = start()
    add(first, 'once.bin')
    expect((await settled(first))[0]?.status).toBe('success')
    first.actor.stop()
    posts.length = 0
    const writesBefore = mockControl.uploadChunkWrites()

    const again = start({ target: { uploadType: 'netdisk', folderId: 0 } })
    add(again, 'twice.bin')
    const [entry] = await settled(again)
    expect(entry?.status).toBe('success')
    // Sending it again anyway would count: `again` is what a restart instead of a resume shows.
    expect(writesSince(writesBefore)).toEqual({ stored: 0, again: 0 })
    expect(posts).toEqual([])
    const stored = db.diskEntries.findFirst((q) => q.where({ id: entry?.result?.id ?? -1 }))
    expect(stored).toMatchObject({ disk: 'pfile', name: 'twice.bin', size: FILE.length })
    again.actor.stop()
  })

  // M-ERR-19: the executable refusal
  it('the server refuses a duplicate name and an executable, with its own text', async () => {
    const run = start({ target: { uploadType: 'netdisk', folderId: 0 } })
    add(run, 'same.txt', bytesOf(100, 1))
    add(run, 'same.txt', bytesOf(200, 2))
    add(run, 'setup.exe', bytesOf(300, 3))
    const entries = await settled(run)
    expect(entries.map((e) => [e.status, e.error])).toEqual([
      ['success', null],
      ['failed', { code: 'finishFailed', message: '该文件夹已有同名文件' }],
      ['failed', { code: 'finishFailed', message: '为了安全，不允许上传可执行文件' }],
    ])
    run.actor.stop()
  })

  // R-VALID-18
  it('the client refuses zero-size files, excluded extensions and duplicate names up front', async () => {
    const run = start({
      rules: { excludeExt: ['exe'], rejectDuplicateNames: true, existingNames: ['old.txt'] },
    })
    add(run, 'empty.txt', new Uint8Array())
    add(run, 'tool.EXE', bytesOf(10, 4))
    add(run, 'old.txt', bytesOf(10, 5))
    expect(run.emitted).toEqual([
      { type: 'upload.rejected', name: 'empty.txt', reason: 'empty' },
      { type: 'upload.rejected', name: 'tool.EXE', reason: 'excludedExt' },
      { type: 'upload.rejected', name: 'old.txt', reason: 'duplicate' },
    ])
    expect(run.actor.getSnapshot().context.entries).toEqual([])
    run.actor.stop()
  })
})
