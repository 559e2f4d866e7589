/**
 * `npm run mock-server -- --data FILE`: the state survives a restart through an atomically written
 * JSON snapshot; a file that is not one is refused and left as it was. The command line itself is
 * run once: SIGTERM writes the file and exits 0.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataFileError, readSnapshot } from '../../../mocks/server/dataFile.ts'
import { startMockServer } from '../../../mocks/server/main.ts'
import { parseOptions } from '../../../scripts/mock-server.mjs'

const dir = () => mkdtempSync(join(tmpdir(), 'mock-server-data-'))
const quiet = { port: 0, host: '127.0.0.1', scenario: 'default' as const, log: () => undefined }

async function remindOf(url: string, token: string): Promise<boolean> {
  const response = await fetch(new URL('/api/core/login-after/', url), {
    headers: { Authorization: `JWT ${token}` },
  })
  const body = (await response.json()) as { sw_new_mail_remind: boolean }
  return body.sw_new_mail_remind
}

async function control<T>(url: string, method: string, ...args: unknown[]): Promise<T> {
  const response = await fetch(new URL(`/__mock/${method}`, url), {
    method: 'POST',
    body: JSON.stringify(args),
  })
  return ((await response.json()) as { result: T }).result
}

describe('--data FILE', () => {
  it('keeps a change across a restart', async () => {
    const file = join(dir(), 'state.json')
    const first = await startMockServer({ ...quiet, control: true, dataFile: file })
    const token = await control<string>(first.url, 'issueToken', 'demo')
    expect(await remindOf(first.url, token)).toBe(true)
    await control(first.url, 'setNewMailRemind', false)
    await first.close()
    await expect(readSnapshot(file)).resolves.toMatchObject({ scenario: 'default' })

    const second = await startMockServer({ ...quiet, control: true, dataFile: file })
    try {
      const again = await control<string>(second.url, 'issueToken', 'demo')
      expect(await remindOf(second.url, again)).toBe(false)
    } finally {
      await second.close()
    }
    // Written by rename: no temporary file is left behind.
    expect(readdirSync(join(file, '..'))).toEqual(['state.json'])
  }, 60_000)

  it('a closed server stops writing its file when a later server in the same process changes data', async () => {
    const file = join(dir(), 'state.json')
    const first = await startMockServer({ ...quiet, control: true, dataFile: file })
    await first.close()
    const written = readFileSync(file, 'utf8')

    const second = await startMockServer({ ...quiet, control: true })
    try {
      await control(second.url, 'setNewMailRemind', false)
      // Longer than the writer's debounce (500 ms): a still-subscribed writer would have rewritten it.
      await new Promise((resolve) => setTimeout(resolve, 900))
    } finally {
      await second.close()
    }
    expect(readFileSync(file, 'utf8')).toBe(written)
    expect(readdirSync(join(file, '..'))).toEqual(['state.json'])
  }, 60_000)

  it.each([
    ['not JSON', '{"scenario": "default", "anchorMs": 1', /is not valid JSON/],
    ['JSON of another shape', '{"hello": "world"}', /not a mock-server snapshot/],
  ])('refuses a file that is %s and leaves it untouched', async (_, content, message) => {
    const file = join(dir(), 'state.json')
    writeFileSync(file, content)
    const start = startMockServer({ ...quiet, dataFile: file })
    await expect(start).rejects.toThrow(DataFileError)
    await expect(start).rejects.toThrow(message)
    expect(readFileSync(file, 'utf8')).toBe(content)
  })
})

describe('the command line', () => {
  it('checks its options', () => {
    expect(parseOptions([])).toMatchObject({ port: 8787, host: '127.0.0.1', scenario: 'default' })
    expect(parseOptions(['--port', '9000', '--scenario', 'large', '--control'])).toMatchObject({
      port: 9000,
      scenario: 'large',
      control: true,
    })
    expect(() => parseOptions(['--port', 'x'])).toThrow('--port must be a port number, not "x"')
    expect(() => parseOptions(['--scenario', 'huge'])).toThrow(
      '--scenario must be default, empty, large or race, not "huge"',
    )
    // The race's INBOX size (npm run bench:race) implies the race scenario.
    expect(parseOptions(['--inbox-size', '100000'])).toMatchObject({
      scenario: 'race',
      inboxSize: 100_000,
    })
    expect(() => parseOptions(['--inbox-size', '0'])).toThrow(
      '--inbox-size must be a positive whole number, not "0"',
    )
    expect(() => parseOptions(['--scenario', 'large', '--inbox-size', '5'])).toThrow(
      '--inbox-size is for the race scenario only',
    )
    expect(() => parseOptions(['--bogus'])).toThrow()
  })

  it('starts, answers, and on SIGTERM writes its data file and exits 0', async () => {
    const file = join(dir(), 'cli.json')
    const child = spawn(
      process.execPath,
      ['scripts/mock-server.mjs', '--port', '0', '--data', file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const found = /mock server on (http:\/\/\S+) /.exec(output)
        if (found) resolve(found[1]!)
      })
      child.on('exit', () => reject(new Error(output)))
    })
    const config = await fetch(new URL('/api/login/config/', url))
    expect(config.status).toBe(200)
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toMatch(/^GET \/api\/login\/config\/ 200 /m)
    expect(output).toContain('SIGTERM: shutting down')
    expect(existsSync(file)).toBe(true)
  }, 120_000)
})
