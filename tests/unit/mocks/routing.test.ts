import { HttpResponse, getResponse, http } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { handlers } from '../../../mocks/handlers/index.ts'
import { routed } from '../../../mocks/handlers/routing.ts'
import { operations } from '../../../mocks/openapi/spec.ts'

const ORIGIN = 'http://127.0.0.1:4173'

/** An answer naming the handler that gave it. */
const says = (name: string) => () => HttpResponse.text(name)
/** A handler that matches and passes the request on (as the guard does). */
const passes = () => undefined

async function answer(list: Parameters<typeof getResponse>[0], method: string, path: string) {
  const response = await getResponse(list, new Request(`${ORIGIN}${path}`, { method }))
  return response ? await response.text() : null
}

// decision 344: one handler in front of the fake backend's ~400 tries only those that can match.
describe('routed handlers', () => {
  const sample = [
    http.all('*/api/*', passes),
    http.get('*/api/mail/:uid/', says('mail by uid')),
    http.get('*/api/mail/list/', says('mail list')),
    http.post('*/api/mail/list/', says('post mail list')),
    http.get('*/api/core/userinfo/', says('userinfo')),
    http.get('*/:area/other/', says('any area')),
    http.get(/\/regexp\/\d+$/, says('regexp')),
    http.all('*', says('fallback')),
  ]
  const cases: [string, string][] = [
    ['GET', '/api/mail/7/'],
    ['GET', '/api/mail/list/?page=2'],
    ['POST', '/api/mail/list/'],
    ['DELETE', '/api/mail/list/'],
    ['GET', '/API/Core/userinfo/'],
    ['GET', '/x/other/'],
    ['GET', '/regexp/12'],
    ['GET', '/assets/index.js'],
  ]

  test.each(cases)('%s %s gets the answer msw itself gives', async (method, path) => {
    expect(await answer([routed(sample)], method, path)).toBe(await answer(sample, method, path))
  })

  test('the first handler that answers wins, as in msw', async () => {
    const list = [http.get('*/api/a/b/', passes), http.get('*/api/a/:x/', says('first'))]
    list.push(http.get('*/api/a/b/', says('second')))
    expect(await answer([routed(list)], 'GET', '/api/a/b/')).toBe('first')
  })

  test('handlers of other paths and methods are not tried', async () => {
    const other = http.get('*/api/contacts/list/', says('contacts'))
    const post = http.post('*/api/mail/list/', says('post'))
    const tried = [vi.spyOn(other, 'run'), vi.spyOn(post, 'run')]
    const list = [other, post, http.get('*/api/mail/list/', says('mail list'))]
    expect(await answer([routed(list)], 'GET', '/api/mail/list/')).toBe('mail list')
    for (const spy of tried) expect(spy).not.toHaveBeenCalled()
  })

  test('a candidate whose path does not match the URL is not run (its parse reads the cookies)', async () => {
    const byUid = http.get('*/api/mail/:uid/', says('mail by uid'))
    const other = http.get('*/api/mail/folders/', says('folders'))
    const custom = http.get(() => false, says('custom'))
    const tried = [vi.spyOn(byUid, 'run'), vi.spyOn(custom, 'run')]
    const skipped = vi.spyOn(other, 'run')
    const list = [other, custom, http.get('*/api/mail/list/', says('mail list')), byUid]
    expect(await answer([routed(list)], 'GET', '/api/mail/list/')).toBe('mail list')
    expect(await answer([routed(list)], 'GET', '/api/mail/7/')).toBe('mail by uid')
    expect(skipped).not.toHaveBeenCalled()
    // A handler whose path matches, and one with a predicate of its own, are run.
    for (const spy of tried) expect(spy).toHaveBeenCalled()
  })

  // Every operation of the contract: no handler that msw would find matching is left out.
  test('every handler of the fake backend that matches an operation is a candidate', async () => {
    const router = routed(handlers)
    for (const operation of operations) {
      const path = operation.mswPath.replace(/:[^/]+/g, '1')
      const request = new Request(`${ORIGIN}${path}`, { method: operation.method.toUpperCase() })
      const candidates = router.candidates(request)
      for (const handler of handlers) {
        const parsedResult = await handler.parse({ request })
        if (await handler.predicate({ request, parsedResult }))
          expect(candidates, `${operation.method} ${path}: ${handler.info.header}`).toContain(
            handler,
          )
      }
      // The point of it: far fewer than all of them.
      expect(candidates.length).toBeLessThan(handlers.length / 4)
    }
  }, 60_000)
})
