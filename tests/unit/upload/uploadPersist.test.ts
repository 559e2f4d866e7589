/**
 * The browser demo keeps held chunks in IndexedDB (fake-indexeddb here), so a page reload in the
 * middle of a big upload still finds them: the state check then reports the partial file and
 * only the rest is sent. Finished files' bytes come back the same way. A reset of the fake server
 * forgets both.
 */
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  forgetContentsInMemory,
  forgetUploadedContents,
  keepContentsIn,
  saveContent,
  uploadedContent,
  type ContentBackend,
} from '../../../mocks/disk/fileContents.ts'
import { indexedDbContents } from '../../../mocks/disk/fileContents.idb.ts'
import {
  findHeld,
  forgetHeldInMemory,
  heldChunkNumbers,
  resetUploads,
  stateOf,
  storeChunk,
  uploadChunkWrites,
} from '../../../mocks/handlers/upload.store.ts'
import { DEMO_USER, testClient, tokenFor } from '../../support/server.ts'

const MD5 = '0123456789abcdef0123456789abcdef'
const bytes = (n: number) => new Uint8Array([n, n + 1, n + 2])

describe('held chunks across a reload of the demo', () => {
  it('come back from IndexedDB and the state check reports them', async () => {
    // Seeding first: the first seed resets the fake server, held chunks included.
    const token = await tokenFor()
    expect(await storeChunk(DEMO_USER.username, MD5, 1, 3, bytes(1))).toBe(true)
    expect(await storeChunk(DEMO_USER.username, MD5, 3, 3, bytes(3))).toBe(true)
    forgetHeldInMemory()

    const { data } = await testClient(token).GET('/api/netdisk/uploadnew/state/', {
      params: { query: { fileMd5: MD5 } },
    })
    expect(data).toEqual({ state: 1, chunks: [1, 3] })
    const file = await findHeld(DEMO_USER.username, MD5)
    expect(file?.totalChunks).toBe(3)
    expect(file?.chunks.get(3)).toEqual(bytes(3))

    // The missing chunk completes the restored file.
    await storeChunk(DEMO_USER.username, MD5, 2, 3, bytes(2))
    forgetHeldInMemory()
    const whole = await findHeld(DEMO_USER.username, MD5)
    expect([stateOf(whole), heldChunkNumbers(whole)]).toEqual([2, [1, 2, 3]])
  })

  it('are counted as the server stores them: a chunk sent again shows, a reset starts over', async () => {
    resetUploads()
    expect(await storeChunk(DEMO_USER.username, MD5, 1, 2, bytes(1))).toBe(true)
    expect(await storeChunk(DEMO_USER.username, MD5, 2, 2, bytes(2))).toBe(true)
    expect(await storeChunk(DEMO_USER.username, MD5, 1, 2, bytes(1))).toBe(true)
    expect(uploadChunkWrites()).toEqual({ stored: 3, again: 1 })
    resetUploads()
    expect(uploadChunkWrites()).toEqual({ stored: 0, again: 0 })
  })

  it('are forgotten by a reset of the fake server', async () => {
    await storeChunk(DEMO_USER.username, MD5, 1, 2, bytes(1))
    resetUploads()
    expect(await findHeld(DEMO_USER.username, MD5)).toBeUndefined()
  })
})

describe("uploaded files' bytes across a reload of the demo", () => {
  // The store is chosen when the module first loads: an earlier file of this worker may have
  // loaded it before fake-indexeddb was there, so this file picks IndexedDB itself.
  let previous: ContentBackend | null = null
  beforeAll(() => {
    previous = keepContentsIn(indexedDbContents())
  })
  afterAll(() => {
    keepContentsIn(previous)
  })

  it('come back from IndexedDB, and a reset forgets them', async () => {
    const file = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) % 256)
    await saveContent(9001, file)
    forgetContentsInMemory()
    expect(await uploadedContent(9001)).toEqual(file)

    forgetUploadedContents()
    forgetContentsInMemory()
    expect(await uploadedContent(9001)).toBeNull()
  })
})
