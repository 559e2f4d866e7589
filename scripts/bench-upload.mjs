// Big-upload bench (issue 4): MD5 and chunked-upload throughput of a 50 MB file against the fake
// backend in Node (msw/node), through the real upload machine and compose's real actors (the
// hash runs in place: Node has no module workers). The mocks and the app's TypeScript are loaded
// by Vite's SSR loader with the project's config. `node scripts/bench-upload.mjs` prints the
// figures alone; `uploadFigures()` returns them for scripts/bench.mjs.
import console from 'node:console'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { projectModules } from './project-modules.mjs'

const MB = 1_048_576
export const UPLOAD_FILE_MB = 50
const ORIGIN = 'http://localhost'

/** Deterministic, incompressible-looking bytes (xorshift32), so no cache can be kind. */
function fileBytes(size) {
  const out = new Uint8Array(size)
  const words = new Uint32Array(out.buffer, 0, Math.floor(size / 4))
  let x = 2_463_534_242
  for (let i = 0; i < words.length; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    words[i] = x >>> 0
  }
  return out
}

const mbps = (bytes, ms) => Number((bytes / MB / (ms / 1000)).toFixed(1))

export async function uploadFigures() {
  const modules = await projectModules()
  const server = { close: () => undefined }
  try {
    const { load } = modules
    const { mockControl } = await load('/mocks/control.ts')
    const { createMockServer } = await load('/mocks/node.ts')
    const { setApi } = await load('/src/app/services.ts')
    const actors = await load('/src/features/upload/uploadActors.ts')
    const { uploadMachine } = await load('/machines/upload/index.ts')
    const { createActor, waitFor } = await import('xstate')
    const { default: createClient } = await import('openapi-fetch')

    await mockControl.reset({ scenario: 'default' })
    const msw = createMockServer()
    msw.listen({ onUnhandledRequest: 'error' })
    server.close = () => msw.close()
    const token = await mockControl.issueToken('demo')
    setApi(
      createClient({
        baseUrl: ORIGIN,
        fetch: (request) => globalThis.fetch(request),
        headers: { Authorization: `JWT ${token}` },
      }),
    )

    const bytes = fileBytes(UPLOAD_FILE_MB * MB)
    const blob = new Blob([bytes])
    const md5Start = performance.now()
    const md5 = await actors.md5OfBlob(blob, 2_097_152)
    const md5Ms = performance.now() - md5Start

    const upload = async (name) => {
      const actor = createActor(uploadMachine.provide({ actors: actors.uploadActors }), {
        input: { target: { uploadType: 'attach', expireDays: 30 } },
      })
      actor.start()
      const start = performance.now()
      actor.send({
        type: 'file.add',
        file: { name, size: bytes.length, type: 'application/octet-stream', data: blob },
      })
      const done = await waitFor(
        actor,
        (s) => s.matches('idle') && s.context.entries.every((e) => e.status !== 'waiting'),
        { timeout: 120_000 },
      )
      const ms = performance.now() - start
      actor.stop()
      const [entry] = done.context.entries
      if (entry?.status !== 'success') throw new Error(`upload ${entry?.status}: ${entry?.error}`)
      if (entry.md5 !== md5) throw new Error('the machine hashed a different md5')
      return ms
    }
    // First upload: hash, test, state 0, 25 chunks three at a time, finish (server-side join
    // and checksum). Second: the server holds the file (state 2), so hash + finish only.
    const fullMs = await upload('bench-50mb.bin')
    const instantMs = await upload('bench-50mb-again.bin')
    return {
      status: 'ok',
      fileMb: UPLOAD_FILE_MB,
      chunks: Math.ceil(bytes.length / 2_097_152),
      md5Ms: Math.round(md5Ms),
      md5MBps: mbps(bytes.length, md5Ms),
      uploadMs: Math.round(fullMs),
      uploadMBps: mbps(bytes.length, fullMs),
      instantMs: Math.round(instantMs),
    }
  } finally {
    server.close()
    await modules.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await uploadFigures(), null, 2))
}
