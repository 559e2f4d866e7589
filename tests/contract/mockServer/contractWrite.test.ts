/**
 * `npm run contract -- --write` against the mock server over HTTP: the mutations conform, the
 * server's data after the run is what it was before, a mutation whose answer breaks the contract
 * is reported exactly (and its scratch object still removed), one that cannot be undone is
 * flagged, and every mutation of openapi.yaml is either in a sequence or skipped with a reason.
 */
import { describe, expect, it } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { collectionNames } from '../../../mocks/db/index.ts'
import { openApiDocument, operations, operationsById } from '../../../mocks/openapi/spec.ts'
import { checkRequestBody } from '../../../mocks/openapi/validator.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'
import { parseOptions } from '../../../scripts/contract.mjs'
import { runContract } from '../../../scripts/contract/kit.ts'
import { junit, scratchLines, summary, table } from '../../../scripts/contract/report.ts'
import { SEQUENCES } from '../../../scripts/contract/sequences.ts'
import { WRITE_SKIPS } from '../../../scripts/contract/writeSkips.ts'
import { mockServerPerFile } from './support.ts'

const { server, control } = mockServerPerFile()

const document = openApiDocument as unknown as Record<string, unknown>

/**
 * The data, each collection as a sorted list of records. Sessions and the login log are left
 * out: logging in is what any client does, and the kit logs out what it opened. So is the used
 * capacity: the fake backend adds an imported .eml to it and never takes a deleted mail off
 * (delivered mail is not counted at all), so it is a running figure, not the mailbox's size.
 */
/** JSON with keys in sorted order: a record re-written by an update may list its keys differently. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )
}

function data(): Record<string, string[]> {
  const { data: snapshot } = mockControl.snapshot()
  const out: Record<string, string[]> = {}
  for (const name of collectionNames) {
    // Logs a server keeps of what was done (sign-ins, recalls): no call undoes them.
    if (name === 'sessions' || name === 'loginLogs' || name === 'recallLogs') continue
    out[name] = snapshot[name]
      .map((record) =>
        canonical(name === 'accounts' ? { ...(record as object), capacity_used_mb: 0 } : record),
      )
      .sort()
  }
  return out
}

const token = async () => String(await control('issueToken', 'demo'))

describe('npm run contract -- --write', () => {
  it('sends every mutation it can undo, all conform, and leaves the data as it found it', async () => {
    await control('reset')
    await control('setCaptchaType', 'none')
    const before = data()
    const result = await runContract(document, {
      baseUrl: server().url,
      user: DEMO_USER.username,
      password: DEMO_USER.password,
      write: true,
      only: undefined,
    })
    expect(result.rows.filter((r) => r.outcome === 'violates' || r.outcome === 'error')).toEqual([])
    expect(result.ok).toBe(true)
    const writes = result.rows.filter((r) => r.sequence && r.method !== 'GET' && r.status)
    expect(new Set(writes.map((r) => r.operationId)).size).toBeGreaterThan(30)
    expect(result.scratch!.leftover).toEqual([])
    expect(result.scratch!.removed).toHaveLength(result.scratch!.created.length)
    expect(result.scratch!.created.length).toBeGreaterThan(10)
    expect(summary(result)).toMatch(
      /^PASS: (\d+) of \1 called operations conform;.*--write made (\d+) scratch objects and removed \2$/,
    )
    expect(table(result)).toMatch(/^folder: createFolder +POST \/api\/mail\/folders\/ +200 +yes/m)
    expect(table(result)).toMatch(
      /^module lock: cancelLock +POST \/api\/core\/lock\/cancel\/ +200 +yes/m,
    )
    expect(table(result)).toMatch(/^session: logout +POST \/api\/core\/logout\/ +204 +yes/m)
    // The calendar (issue 14) and the contacts import, each on scratch objects it removes.
    for (const line of [
      /^calendar: createEvent +POST \/api\/calendar\/events\/ +200 +yes/m,
      /^calendar: createCalendarShare +POST \/api\/calendar\/calendars\/\{id\}\/shares\/ +200 +yes/m,
      /^calendar: importCalendarIcs +POST \/api\/calendar\/calendars\/\{id\}\/ics\/ +200 +yes/m,
      /^calendar: deleteCalendar +DELETE \/api\/calendar\/calendars\/\{id\}\/ +204 +yes/m,
      /^calendar settings: updateCalendarSettings +PUT \/api\/calendar\/settings\/ +200 +yes/m,
      /^contacts import: importContacts +POST \/api\/contact\/contacts\/import\/ +200 +yes/m,
    ])
      expect(table(result)).toMatch(line)
    expect(data()).toEqual(before)
  }, 120_000)

  it('reports exactly the mutation whose answer breaks the contract and still removes its object', async () => {
    await control('reset')
    await control('breakContract', 'createFolder', 'missing-field')
    const before = data()
    const result = await runContract(document, {
      baseUrl: server().url,
      token: await token(),
      write: true,
      only: 'folders',
    })
    const failing = result.rows.filter((r) => r.outcome === 'violates' || r.outcome === 'error')
    expect(failing.map((r) => `${r.sequence}: ${r.operationId}`)).toEqual(['folder: createFolder'])
    expect(failing[0]!.detail).toMatch(/must have required property/)
    // The rest of the sequence is not sent; the cleanup finds the folder by its name.
    expect(result.rows.find((r) => r.operationId === 'renameFolder')).toMatchObject({
      outcome: 'skipped',
      detail: 'not sent: createFolder failed',
    })
    expect(result.scratch!.removed).toEqual([
      expect.stringMatching(/^folder: folder contract-kit-\w+… \(by the cleanup\)$/),
    ])
    expect(result.ok).toBe(false)
    expect(data()).toEqual(before)
    const xml = junit(result)
    expect(xml.match(/<failure /g)).toHaveLength(1)
    expect(xml).toContain('name="folder: createFolder (POST /api/mail/folders/)"')
  }, 60_000)

  it('a create the server refuses made nothing: its sequence stops and nothing is listed', async () => {
    await control('reset')
    await control('setFault', 'createContactGroup', 500)
    const result = await runContract(document, {
      baseUrl: server().url,
      token: await token(),
      write: true,
      only: 'contacts',
    })
    const failing = result.rows.filter((r) => r.outcome === 'violates' || r.outcome === 'error')
    // The contacts import makes its scratch group the same way: it stops there too.
    expect(failing).toEqual(
      ['contact group', 'contacts import'].map((sequence) =>
        expect.objectContaining({
          sequence,
          operationId: 'createContactGroup',
          status: 500,
          detail: "answered 500 to the kit's request",
        }),
      ),
    )
    expect(result.rows.find((r) => r.operationId === 'importContacts')).toMatchObject({
      outcome: 'skipped',
      detail: 'not sent: createContactGroup failed',
    })
    expect(result.scratch).toEqual({
      created: [expect.stringMatching(/^contact: contact contract-kit-\w+@example.com$/)],
      removed: [expect.stringMatching(/^contact: contact .* \(by the sequence\)$/)],
      leftover: [],
    })
  }, 60_000)

  it('flags what it could not remove, which fails the run (exit 1)', async () => {
    await control('reset')
    // The tag cannot be deleted: the step fails, the cleanup cannot remove it either.
    await control('setFault', 'deleteTag', 500)
    const result = await runContract(document, {
      baseUrl: server().url,
      token: await token(),
      write: true,
      only: 'tags',
    })
    expect(table(result)).toMatch(
      /^tag: deleteTag +DELETE \/api\/mail\/tags\/\{tagname\}\/ +500 +NO +answered 500/m,
    )
    expect(scratchLines(result)).toMatch(
      /^ {2}LEFT {5}tag: tag contract-kit-\w+…: 1 still there after the cleanup — remove it by hand$/m,
    )
    expect(summary(result)).toMatch(/^FAIL: .*, 1 COULD NOT BE REMOVED$/)
    expect(junit(result)).toMatch(
      /<testcase classname="contract.cleanup" name="tag: tag contract-kit-/,
    )
    // scripts/contract.mjs exits with `result.ok ? 0 : 1`.
    expect(result.ok).toBe(false)
    expect(parseOptions(['--base-url', 'http://x', '--write']).write).toBe(true)
    expect(parseOptions(['--base-url', 'http://x']).write).toBe(false)
  }, 60_000)

  it('names every mutation of openapi.yaml: in a sequence, or skipped with a reason', () => {
    const known = new Set(operations.map((op) => op.operationId))
    const inSequences = new Set(SEQUENCES.flatMap((s) => s.steps.map((step) => step.op)))
    for (const id of [...inSequences, ...Object.keys(WRITE_SKIPS)]) expect(known).toContain(id)
    const mutations = operations.filter((op) => op.method !== 'get').map((op) => op.operationId)
    const unnamed = mutations.filter((id) => !inSequences.has(id) && !(id in WRITE_SKIPS))
    const both = mutations.filter((id) => inSequences.has(id) && id in WRITE_SKIPS)
    expect(unnamed).toEqual([])
    expect(both).toEqual([])
    expect(scratchLines({ rows: [], counts: {} as never, scratch: null, ok: true })).toBe('')
  })

  it('checks its own request bodies against the contract before sending them', () => {
    const createTag = operationsById.get('createTag')!
    expect(checkRequestBody(createTag, { name: 'contract-kit-x', color: '#33B679' })).toEqual([])
    expect(checkRequestBody(createTag, { name: '' })).toEqual([
      expect.stringMatching(/^\(body\) must have required property 'color'/),
      expect.stringMatching(/^\/name must NOT have fewer than 1 characters/),
    ])
    expect(checkRequestBody(operationsById.get('deleteTag')!, {})).toEqual([
      'deleteTag declares no JSON request body',
    ])
  })
})
