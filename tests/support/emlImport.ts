/**
 * An .eml through the fake backend's real import path, the way the client sends it: its chunks,
 * then finish (upload_type eml). The client's resume probe is left out: nothing is held yet.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { absoluteUrl, apiFetch } from './server.ts'
import { EML_CORPUS } from './fixtures.ts'

/** The repo's own corpus (tests/fixtures/eml) and the shared one, as [file name, path]. */
export function emlCorpus(): [string, string][] {
  const local = resolve(process.cwd(), 'tests', 'fixtures', 'eml')
  return [local, EML_CORPUS].flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f): [string, string] => [f, `${dir}/${f}`]),
  )
}

const CHUNK_SIZE = 2_097_152

/** Imports `bytes` into `folder`; returns the new message's uid (throws on a refusal). */
export async function importEmlBytes(
  token: string,
  bytes: Uint8Array,
  name: string,
  folder = 'INBOX',
): Promise<number> {
  const md5 = createHash('md5').update(bytes).digest('hex')
  const total = Math.max(1, Math.ceil(bytes.length / CHUNK_SIZE))
  for (let n = 1; n <= total; n++) {
    const form = new FormData()
    form.set('fileMd5', md5)
    form.set('chunkNumber', String(n))
    form.set('totalChunks', String(total))
    form.set('chunkSize', String(CHUNK_SIZE))
    const chunk = bytes.subarray((n - 1) * CHUNK_SIZE, n * CHUNK_SIZE)
    form.set('chunkFile', new Blob([new Uint8Array(chunk)]), 'blob')
    const sent = await fetch(absoluteUrl('/api/netdisk/uploadnew/'), {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    if (sent.status !== 200) throw new Error(`chunk ${n} of ${name}: ${sent.status}`)
  }
  const finished = await apiFetch('/api/netdisk/uploadnew/finish/', {
    token,
    json: {
      fileMd5: md5,
      upload_type: 'eml',
      file_name: name,
      file_type: 'message/rfc822',
      file_size: bytes.length,
      folder,
    },
  })
  const body = (await finished.json()) as { uid?: number }
  if (finished.status !== 200 || body.uid === undefined) {
    throw new Error(`import of ${name}: ${finished.status} ${JSON.stringify(body)}`)
  }
  return body.uid
}
