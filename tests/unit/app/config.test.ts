import { describe, expect, it } from 'vitest'
import { loadRuntimeConfig, parseRuntimeConfig } from '../../../src/app/config.ts'

describe('runtime config (/config.json)', () => {
  it.each([
    [{ apiBaseUrl: 'https://mail.example.com/' }, 'https://mail.example.com'],
    [{ apiBaseUrl: ' https://mail.example.com/webmail// ' }, 'https://mail.example.com/webmail'],
    [{ apiBaseUrl: '' }, ''],
    [{ apiBaseUrl: 42 }, ''],
    [null, ''],
    ['nonsense', ''],
  ])('%o → %s', (raw, expected) => {
    expect(parseRuntimeConfig(raw).apiBaseUrl).toBe(expected)
  })

  it('falls back to same origin when the file is missing or broken', async () => {
    const missing = async () => new Response('nope', { status: 404 })
    const broken = async () => new Response('{', { status: 200 })
    const offline = async () => {
      throw new TypeError('network')
    }
    for (const fetchImpl of [missing, broken, offline]) {
      expect(await loadRuntimeConfig(fetchImpl as typeof fetch)).toEqual({ apiBaseUrl: '' })
    }
  })

  it('reads the base URL the deployer wrote', async () => {
    const served = async () => Response.json({ apiBaseUrl: 'https://api.corp.cn' })
    expect(await loadRuntimeConfig(served as typeof fetch)).toEqual({
      apiBaseUrl: 'https://api.corp.cn',
    })
  })
})
