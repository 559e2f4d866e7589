/**
 * `--control`: the fake backend's control surface (window.__mock in the demo, mockControl in
 * vitest) over HTTP, for tests that drive the mock server from outside:
 *
 *   GET  /__mock/            the methods and what they do
 *   POST /__mock/<method>    body: a JSON array of the arguments (or nothing); answers {result}
 *
 * e.g. `curl -XPOST localhost:8787/__mock/setFault -d '["listMessages",500]'`. Besides
 * mockControl's methods (reset, setScenario, setFault, setLatency, advanceTime, expireTokens,
 * deliverMessage, …) the server adds `dropConnection` / `clearDrops` (drops.ts) and
 * `breakContract` / `clearBreaks` (breaks.ts), `requestLog` / `clearRequestLog` (requestLog.ts:
 * what reached the server) and `suspendLiveChannel` / `resumeLiveChannel` / `liveGate`
 * (liveGate.ts). Never mounted without the flag.
 */
import { Hono } from 'hono'
import { mockControl } from '../control.ts'
import { breakContract, clearBreaks } from './breaks.ts'
import { clearDrops, dropConnection } from './drops.ts'
import { liveGate, resetLiveGate, resumeLiveChannel, suspendLiveChannel } from './liveGate.ts'
import { clearRequestLog, requestLog } from './requestLog.ts'

/** Methods that make sense from outside the process (snapshot/restore: use --data instead). */
const CONTROL_METHODS = [
  'reset',
  'setScenario',
  'setCaptchaType',
  'peekCaptchaAnswer',
  'setFault',
  'clearFaults',
  'setLatency',
  'dropUploadAfter',
  'slowUploads',
  'uploadChunkWrites',
  'now',
  'setNow',
  'advanceTime',
  'expireTokens',
  'issueToken',
  'signIn',
  'deliverMessage',
  'dropLiveChannel',
  'refuseLiveChannel',
  'sendMailAs',
  'setNewMailRemind',
  'liveConnections',
  'isDirty',
  'failNextSend',
  'heldReviewIds',
  'permitReview',
  'rejectReview',
  'setReviewRules',
  'peekLastSms',
  'peekLastWechatScene',
  'wechatScan',
  'runOutbox',
  'decideProfileAudit',
  'decideAccountCancel',
  'decideMailboxMove',
  'decideRegistration',
  'peekRuleMail',
] as const satisfies readonly (keyof typeof mockControl)[]

type Method = (...args: unknown[]) => unknown

const methods: Record<string, Method> = {
  ...(Object.fromEntries(
    CONTROL_METHODS.map((name) => [name, (mockControl[name] as Method).bind(mockControl)]),
  ) as Record<string, Method>),
  // A reset forgets the connection drops too, like every other injected fault.
  reset: async (...args: unknown[]) => {
    clearDrops()
    clearBreaks()
    clearRequestLog()
    resetLiveGate()
    return mockControl.reset(...(args as Parameters<typeof mockControl.reset>))
  },
  dropConnection: dropConnection as Method,
  clearDrops,
  breakContract: breakContract as Method,
  clearBreaks,
  requestLog: requestLog as Method,
  clearRequestLog,
  suspendLiveChannel,
  resumeLiveChannel,
  liveGate,
}

export function controlRoutes(): Hono {
  const control = new Hono()
  control.get('/', (c) => c.json({ methods: Object.keys(methods).sort() }))
  control.post('/:method', async (c) => {
    const name = c.req.param('method')
    const method = Object.hasOwn(methods, name) ? methods[name] : undefined
    if (!method) return c.json({ error: `No control method "${name}"` }, 404)
    const text = await c.req.text()
    let args: unknown
    try {
      args = text.trim() === '' ? [] : JSON.parse(text)
    } catch {
      return c.json({ error: 'The body must be a JSON array of arguments' }, 400)
    }
    if (!Array.isArray(args)) {
      return c.json({ error: 'The body must be a JSON array of arguments' }, 400)
    }
    try {
      const result = await method(...(args as unknown[]))
      return c.json({ result: result ?? null })
    } catch (error) {
      return c.json({ error: (error as Error).message }, 400)
    }
  })
  return control
}
