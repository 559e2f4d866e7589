/**
 * src/features/common/messageRequest.ts: the click that opens a mail starts its read; the
 * reader's first read takes that request instead of asking again, a later read (reload, the
 * other view mode) asks anew, and a read nobody took for too long is not used.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { PREFETCH_KEPT_MS, prefetchMessage } from '../../../src/features/common/messageRequest.ts'
import { fetchMessage } from '../../../src/features/reader/readerActors.ts'
import { server } from '../../support/server.ts'
import { signIn, uidOf } from './readerHarness.tsx'

const reads: string[] = []
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (/^\/api\/mail\/messages\/\d+\/$/.test(url.pathname)) {
    reads.push(`${url.pathname} ${url.searchParams.get('mode') ?? 'html'}`)
  }
}
afterEach(() => {
  server.events.removeListener('request:start', record)
  reads.length = 0
})

async function setUp() {
  const signedIn = await signIn()
  const uid = await uidOf(signedIn.token, FIXTURE_TEXT['zh-hans'].receiptSubject)
  server.events.on('request:start', record)
  return { ...signedIn, uid }
}

describe('reading the mail the click opens', { timeout: 60_000 }, () => {
  it('asks once: the reader takes the read the click started', async () => {
    const { uid, unsubscribe } = await setUp()
    prefetchMessage('INBOX', uid)
    prefetchMessage('INBOX', uid)
    const mail = await fetchMessage({ folder: 'INBOX', uid, mode: 'html' })
    expect(mail.uid).toBe(uid)
    expect(reads).toEqual([`/api/mail/messages/${uid}/ html`])
    // A reload asks the server again.
    await fetchMessage({ folder: 'INBOX', uid, mode: 'html' })
    expect(reads).toHaveLength(2)
    unsubscribe()
  })

  it('does not use a read for the other view mode', async () => {
    const { uid, unsubscribe } = await setUp()
    prefetchMessage('INBOX', uid)
    await fetchMessage({ folder: 'INBOX', uid, mode: 'text' })
    expect(reads).toEqual([`/api/mail/messages/${uid}/ html`, `/api/mail/messages/${uid}/ text`])
    // The html read is still there for the html view.
    await fetchMessage({ folder: 'INBOX', uid, mode: 'html' })
    expect(reads).toHaveLength(2)
    unsubscribe()
  })

  it('does not use a read nobody took for too long', async () => {
    const { uid, unsubscribe } = await setUp()
    prefetchMessage('INBOX', uid, Date.now() - PREFETCH_KEPT_MS - 1)
    await fetchMessage({ folder: 'INBOX', uid, mode: 'html' })
    expect(reads).toEqual([`/api/mail/messages/${uid}/ html`, `/api/mail/messages/${uid}/ html`])
    unsubscribe()
  })
})
