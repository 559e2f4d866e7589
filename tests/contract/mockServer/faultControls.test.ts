/**
 * The mock server's fault controls for the journeys of tests/e2e/faults (issue 11 §4), over a
 * real socket: a drop in the middle of a series (`skip`), the request log that tells what
 * reached the server, and the live channel's suspend / resume.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { LiveGateState } from '../../../mocks/server/liveGate.ts'
import type { LoggedRequest } from '../../../mocks/server/requestLog.ts'
import { mockServerPerFile } from './support.ts'

const { server, control } = mockServerPerFile()

const api = (path: string, init: RequestInit = {}) => fetch(new URL(path, server().url), init)

afterEach(async () => {
  await control('reset')
})

describe('fault controls over HTTP', () => {
  it('drops mid-way through a series: `skip` calls go through first', async () => {
    await control('dropConnection', 'getLoginConfig', 0, { skip: 2, times: 1 })
    expect((await api('/api/login/config/')).status).toBe(200)
    expect((await api('/api/login/config/')).status).toBe(200)
    await expect(api('/api/login/config/')).rejects.toThrow()
    expect((await api('/api/login/config/')).status).toBe(200)
  })

  it('logs each request with its query and body fields, and how it ended', async () => {
    const token = await control<string>('issueToken', 'demo')
    const headers = { Authorization: `JWT ${token}` }
    await control('setLatency', 'listFolders', 300)
    const slow = api('/api/mail/folders/', { headers })
    await expect
      .poll(async () => (await control<LoggedRequest[]>('requestLog', 'listFolders')).length)
      .toBe(1)
    expect((await control<LoggedRequest[]>('requestLog', 'listFolders'))[0]!.outcome).toBe(
      'pending',
    )
    expect((await slow).status).toBe(200)

    const form = new FormData()
    form.set('fileMd5', 'd41d8cd98f00b204e9800998ecf8427e')
    form.set('chunkNumber', '3')
    form.set('chunkFile', new Blob(['x']), 'blob')
    await control('dropConnection', 'uploadChunk', 0)
    await expect(
      api('/api/netdisk/uploadnew/', { method: 'POST', headers, body: form }),
    ).rejects.toThrow()
    await api('/api/netdisk/uploadnew/?fileMd5=abc&chunkNumber=2', { headers })

    const log = await control<LoggedRequest[]>('requestLog')
    expect(log.map(({ operationId, outcome }) => [operationId, outcome])).toEqual([
      ['listFolders', 200],
      ['uploadChunk', 'dropped'],
      ['testUploadChunk', 200],
    ])
    expect(log[2]!.fields).toEqual({ fileMd5: 'abc', chunkNumber: '2' })
    expect(log[0]!.at! - log[0]!.receivedAt).toBeGreaterThanOrEqual(250)

    // A chunk that arrives whole is logged with its form fields (not its bytes).
    await api('/api/netdisk/uploadnew/', { method: 'POST', headers, body: form })
    const [chunk] = await control<LoggedRequest[]>('requestLog', 'uploadChunk').then((l) =>
      l.slice(1),
    )
    expect(chunk).toMatchObject({
      outcome: 200,
      fields: { fileMd5: 'd41d8cd98f00b204e9800998ecf8427e', chunkNumber: '3' },
    })
    await control('reset')
    expect(await control('requestLog')).toEqual([])
  })

  it('suspends the live channel (no WebSocket opens) and resumes it', async () => {
    const token = await control<string>('issueToken', 'demo')
    const liveToken = async () => {
      const response = await api('/api/core/live/token/', {
        headers: { Authorization: `JWT ${token}` },
      })
      return ((await response.json()) as { token: string }).token
    }
    const connect = async () => {
      const socket = new WebSocket(
        `${server().url.replace(/^http/, 'ws')}/ws/mail/?token=${await liveToken()}`,
      )
      return new Promise<WebSocket>((resolve, reject) => {
        socket.on('open', () => resolve(socket))
        socket.on('error', reject)
      })
    }
    const first = await connect()
    await expect.poll(() => control('liveConnections', 'demo')).toBe(1)
    const closed = new Promise((resolve) => first.on('close', resolve))

    expect(await control('suspendLiveChannel')).toBe(1)
    await closed
    await expect(connect()).rejects.toThrow()
    expect(await control<LiveGateState>('liveGate')).toEqual({ suspended: true, turnedAway: 1 })

    await control('resumeLiveChannel')
    const again = await connect()
    await expect.poll(() => control('liveConnections', 'demo')).toBe(1)
    again.close()
  })
})
