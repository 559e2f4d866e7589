/**
 * The demo bundle swaps tldts for mocks/shims/tldts.ts (vite.config.ts): the answers msw's cookie
 * store gets for the hosts a demo is served from must be the real package's.
 */
import { getDomain as realGetDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from '../../../mocks/shims/tldts.ts'

const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true }

describe('the demo’s tldts stand-in', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '[::1]',
    'localhost',
    'demo',
    'example.com',
    'demo.example.com',
    'Mail.Example.COM',
    'sub.example.com.',
    'a.b.c.d.example.org',
    'mail.corp.example.com.cn',
    'webmail.example.com.tw',
    'a.b.co.uk',
    'mail.gov.cn',
    'foo.local',
    'demo.test',
  ])('answers %s as tldts does', (host) => {
    expect(getDomain(host)).toBe(realGetDomain(host, OPTIONS))
  })
})
