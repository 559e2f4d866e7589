/**
 * The contract kit (`npm run contract`) against the mock server over HTTP: every operation it
 * calls conforms; with answers broken on purpose (a wrong type, a missing field, an undeclared
 * status) it reports exactly those operations, and the command exits 1.
 */
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../../../mocks/openapi/spec.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'
import { parseOptions } from '../../../scripts/contract.mjs'
import { runContract } from '../../../scripts/contract/kit.ts'
import { junit, summary, table } from '../../../scripts/contract/report.ts'
import { mockServerPerFile } from './support.ts'

const { server, control } = mockServerPerFile()

const document = openApiDocument as unknown as Record<string, unknown>
const demo = () => ({
  baseUrl: server().url,
  user: DEMO_USER.username,
  password: DEMO_USER.password,
})

describe('npm run contract', () => {
  it('finds every operation it calls on the mock server conforming, after a real login', async () => {
    await control('reset')
    await control('setCaptchaType', 'slider')
    // The slider's answer, as a person would solve it, for the one challenge the kit will get.
    const fetchWithAnswer = async (request: Request) => {
      const response = await fetch(request)
      if (new URL(request.url).pathname === '/api/login/captcha/' && response.ok) {
        const { captcha_id } = (await response.clone().json()) as { captcha_id: string }
        answer = JSON.stringify(await control('peekCaptchaAnswer', captcha_id))
      }
      return response
    }
    let answer = ''
    const result = await runContract(document, {
      ...demo(),
      get captchaAnswer() {
        return answer
      },
      fetch: fetchWithAnswer,
    })
    const called = result.rows.filter((r) => r.status !== null && r.status !== 501)
    expect(called.length).toBeGreaterThan(45)
    expect(result.rows.filter((r) => r.outcome === 'violates' || r.outcome === 'error')).toEqual([])
    expect(result.ok).toBe(true)
    // Ids come from earlier answers: a message read by the uid the list gave.
    expect(result.rows.find((r) => r.operationId === 'getMessage')).toMatchObject({
      status: 200,
      outcome: 'conforms',
    })
    expect(summary(result)).toMatch(/^PASS: (\d+) of \1 called operations conform;/)
  }, 120_000)

  it('reports exactly the operations whose answers break the contract', async () => {
    await control('reset')
    await control('setCaptchaType', 'none')
    await control('breakContract', 'getLoginConfig', 'wrong-type')
    await control('breakContract', 'listFolders', 'missing-field')
    await control('breakContract', 'listTags', 'undeclared-status')
    const token = String(await control('issueToken', 'demo'))
    const result = await runContract(document, { baseUrl: server().url, token })
    const failing = result.rows.filter((r) => r.outcome === 'violates')
    expect(failing.map((r) => r.operationId).sort()).toEqual([
      'getLoginConfig',
      'listFolders',
      'listTags',
    ])
    expect(failing.find((r) => r.operationId === 'listTags')?.detail).toBe(
      'status 418 is not declared',
    )
    expect(failing.find((r) => r.operationId === 'listFolders')?.detail).toMatch(
      /must have required property/,
    )
    expect(failing.find((r) => r.operationId === 'getLoginConfig')?.detail).toMatch(/must be/)
    expect(result.ok).toBe(false)
    expect(summary(result)).toMatch(/^FAIL: .*, 3 break the contract;/)
    expect(table(result)).toMatch(/^listTags +GET \/api\/mail\/tags\/ +418 +NO +status 418/m)
    const xml = junit(result)
    expect(xml.match(/<failure /g)).toHaveLength(3)
    expect(xml).toContain('name="listTags (GET /api/mail/tags/)"')
  }, 120_000)

  it('exits 1 from the command line when the contract is broken; bad options are refused', async () => {
    await control('reset')
    await control('setCaptchaType', 'none')
    await control('breakContract', 'listTags', 'undeclared-status')
    const child = spawn(
      process.execPath,
      [
        'scripts/contract.mjs',
        '--base-url',
        server().url,
        '--only',
        'tags',
        '--token',
        String(await control('issueToken', 'demo')),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(output, output).toMatch(/^listTags .* 418 +NO/m)
    expect(output).toMatch(/^FAIL: /m)
    expect(code).toBe(1)

    expect(() => parseOptions([])).toThrow('--base-url is required')
    expect(() => parseOptions(['--base-url', 'nowhere'])).toThrow(
      '--base-url must be a URL such as http://127.0.0.1:8787, not "nowhere"',
    )
    expect(() => parseOptions(['--base-url', 'http://x', '--user', 'u'])).toThrow(
      '--user needs --password',
    )
  }, 120_000)
})
