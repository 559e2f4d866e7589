/**
 * `--data FILE` keeps uploaded files' bytes too (issue 15 "real bytes stored … the snapshot in
 * the mock server"): a file uploaded in chunks to the personal disk downloads with the same
 * SHA-256 after a restart on the same data file; the bytes sit in `FILE.files/`, beside the JSON
 * snapshot (decision 265), and a reset forgets them.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { forgetContentsInMemory } from '../../../mocks/disk/fileContents.ts'
import { startMockServer } from '../../../mocks/server/main.ts'
import { callControl, quietServerOptions } from './support.ts'

const CHUNK = 1000
// Three chunks, the last one short; bytes that are not text, so nothing may be re-encoded.
const FILE = Uint8Array.from({ length: 2 * CHUNK + 345 }, (_, i) => (i * 131 + 7) % 256)
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function upload(url: string, token: string, name: string): Promise<number> {
  const headers = { Authorization: `JWT ${token}` }
  const fileMd5 = createHash('md5').update(FILE).digest('hex')
  const totalChunks = Math.ceil(FILE.length / CHUNK)
  for (let n = 1; n <= totalChunks; n++) {
    const form = new FormData()
    form.set('fileMd5', fileMd5)
    form.set('chunkNumber', String(n))
    form.set('totalChunks', String(totalChunks))
    form.set('chunkSize', String(CHUNK))
    form.set('chunkFile', new Blob([FILE.slice((n - 1) * CHUNK, n * CHUNK)]), name)
    const sent = await fetch(new URL('/api/netdisk/uploadnew/', url), {
      method: 'POST',
      headers,
      body: form,
    })
    expect(sent.status).toBe(200)
  }
  const finished = await fetch(new URL('/api/netdisk/uploadnew/finish/', url), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fileMd5,
      upload_type: 'netdisk',
      file_name: name,
      file_type: 'application/octet-stream',
      file_size: FILE.length,
      folder_id: 0,
    }),
  })
  expect(finished.status).toBe(200)
  return ((await finished.json()) as { id: number }).id
}

async function download(url: string, token: string, id: number) {
  const response = await fetch(new URL(`/api/netdisk/netdisks/${id}/download/`, url), {
    headers: { Authorization: `JWT ${token}` },
  })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('--data FILE and uploaded bytes', () => {
  it('keeps them across a restart, beside the snapshot, until a reset', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-server-files-')), 'state.json')
    const options = { ...quietServerOptions, dataFile: file }
    const first = await startMockServer(options)
    const id = await upload(first.url, await callControl(first.url, 'issueToken', 'demo'), 'a.bin')
    await first.close()
    // What a new process starts with: nothing in memory.
    forgetContentsInMemory()
    expect(readdirSync(`${file}.files`)).toEqual([`${id}.bin`])

    const second = await startMockServer(options)
    try {
      const token = await callControl<string>(second.url, 'issueToken', 'demo')
      const again = await download(second.url, token, id)
      expect(again.status).toBe(200)
      expect(sha256(again.bytes)).toBe(sha256(FILE))

      await callControl(second.url, 'reset')
      // The directory goes in the background, after the reset has answered.
      await expect.poll(() => existsSync(`${file}.files`)).toBe(false)
    } finally {
      await second.close()
    }
  }, 60_000)
})
