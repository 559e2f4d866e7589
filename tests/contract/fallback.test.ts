import { describe, expect, test } from 'vitest'
import { NOT_IMPLEMENTED_DETAIL } from '../../mocks/handlers/fallback.ts'
import { implementedOperationIds, notImplementedOperations } from '../../mocks/handlers/index.ts'
import { operations } from '../../mocks/openapi/spec.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'

const CORE = [
  'getPublicKey',
  'getLoginConfig',
  'getCaptcha',
  'verifyCaptcha',
  'login',
  'logout',
  'refreshToken',
  'lockScreen',
  'getLoginAfterInfo',
  'getUserInfo',
  'getWelcomeInfo',
  'getSharedStatus',
  'getLockState',
  'getPasswordRules',
  'changePassword',
  'listFolders',
  'getUnseenCounts',
  'listMessages',
  'getReviewShow',
]

const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, '1')

describe('operations not implemented yet', () => {
  test('the core operations are implemented, everything else falls back', () => {
    expect([...implementedOperationIds].sort()).toEqual(expect.arrayContaining([...CORE].sort()))
    expect(implementedOperationIds.size + notImplementedOperations.length).toBe(operations.length)
  })

  // Once every operation of the contract has a handler (issue 16's mailbox move was the last),
  // nothing falls back; the two checks below come back with the next operation added unbuilt.
  const someLeft = notImplementedOperations.length > 0

  test.runIf(someLeft)(
    'every one of them answers 501 {detail}, never an unhandled request',
    async () => {
      const token = await tokenFor()
      const answers = await Promise.all(
        notImplementedOperations.map(async (op) => {
          const response = await apiFetch(samplePath(op.path), {
            token,
            method: op.method.toUpperCase(),
            ...(op.method === 'get' || op.method === 'delete' ? {} : { json: {} }),
          })
          return {
            id: op.operationId,
            status: response.status,
            body: (await response.json()) as unknown,
          }
        }),
      )
      const wrong = answers.filter((a) => a.status !== 501)
      expect(wrong).toEqual([])
      expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toEqual(
        new Set([JSON.stringify({ detail: NOT_IMPLEMENTED_DETAIL })]),
      )
      // ~190 requests through msw: a few seconds on two busy cores.
    },
    30_000,
  )

  test.runIf(someLeft)(
    'the token guard runs first: 401 without a token even where the handler is missing',
    async () => {
      const secured = notImplementedOperations.find((op) => op.secured && op.method === 'get')!
      expect((await apiFetch(samplePath(secured.path))).status).toBe(401)
    },
  )
})

describe('fault injection', () => {
  test('setFault makes an operation answer that status until cleared, others unaffected', async () => {
    const token = await tokenFor()
    mockControl.setFault('listFolders', 503)
    const failed = await apiFetch('/api/mail/folders/', { token })
    expect(failed.status).toBe(503)
    expect(((await failed.json()) as { detail: string }).detail).toEqual(expect.any(String))
    expect((await apiFetch('/api/mail/folders/unseen/', { token })).status).toBe(200)
    mockControl.setFault('listFolders', null)
    expect((await apiFetch('/api/mail/folders/', { token })).status).toBe(200)
  })

  test('faults apply to no-token operations too, and reset clears them', async () => {
    mockControl.setFault('getLoginConfig', 500)
    expect((await apiFetch('/api/login/config/')).status).toBe(500)
    await mockControl.reset()
    expect((await apiFetch('/api/login/config/')).status).toBe(200)
  })
})
