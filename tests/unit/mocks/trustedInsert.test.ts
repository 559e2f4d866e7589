import { afterEach, describe, expect, test, vi } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { clearDb, db, messageSchema } from '../../../mocks/db/index.ts'

const ANCHOR = Date.UTC(2024, 5, 3, 2, 0)

// The demo's start-up restores ~4,000 saved records; validating each again took most of it.
describe('bulk inserts of already-checked records', () => {
  afterEach(() => vi.restoreAllMocks())

  test('seeding and restoring a snapshot do not validate the records again', async () => {
    const validate = vi.spyOn(messageSchema['~standard'], 'validate')
    await mockControl.reset({ scenario: 'empty', anchorMs: ANCHOR })
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const saved = mockControl.snapshot()
    await mockControl.restore(saved)
    expect(db.messages.count()).toBe(saved.data.messages.length)
    expect(db.messages.count()).toBeGreaterThan(1500)
    expect(validate).not.toHaveBeenCalled()
  }, 30_000)

  test('any other create is still validated against the schema', async () => {
    const validate = vi.spyOn(messageSchema['~standard'], 'validate')
    await expect(db.messages.create({ subject: 42 } as never)).rejects.toThrow(/schema/)
    expect(validate).toHaveBeenCalledTimes(1)
  })
})

// The demo saves a snapshot after every change; copies kept per record doubled its heap.
describe('mockControl.snapshot', () => {
  test('holds the live records, and an update after it does not change it', async () => {
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const saved = mockControl.snapshot()
    const first = db.messages.all()[0]!
    expect(saved.data.messages[0]).toBe(first)
    const subject = first.subject
    await db.messages.update(first, {
      data(draft) {
        draft.subject = 'changed after the snapshot'
      },
    })
    expect((saved.data.messages[0] as typeof first).subject).toBe(subject)
    expect(db.messages.all().some((m) => m.subject === 'changed after the snapshot')).toBe(true)
  }, 30_000)
})

// Bulk inserts copy the records in one structured clone and give them @msw/data's internals
// (mocks/db/index.ts `insertRecords`) instead of creating each one: they must be records like
// any other, and copies, so the cached seed stays as it was.
describe('records inserted in bulk', () => {
  const internals = (record: object) =>
    Object.getOwnPropertySymbols(record).map((symbol) => {
      const { enumerable, configurable, writable } = Object.getOwnPropertyDescriptor(
        record,
        symbol,
      )!
      return { name: symbol.description, enumerable, configurable, writable }
    })

  test('carry the same internals as a created record, each its own primary key', async () => {
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const created = await db.tags.create({ ...db.tags.all()[0]!, tagname: 'tag_created_here' })
    const all = db.messages.all()
    expect(all.length).toBeGreaterThan(1500)
    for (const record of [all[1]!, all[all.length - 1]!]) {
      expect(internals(record)).toEqual(internals(created))
    }
    const keys = new Set(
      all.map((record) => (record as never)[Object.getOwnPropertySymbols(record)[0]!]),
    )
    expect(keys.size).toBe(all.length)
  }, 30_000)

  test('are found, updated and deleted like created ones, and are copies of the seed', async () => {
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const seeded = mockControl.snapshot().data.messages as { uid: number; subject: string }[]
    const last = db.messages.all().at(-1)!
    expect(db.messages.findFirst((q) => q.where({ uid: last.uid, owner: last.owner }))).toBe(last)
    await db.messages.update(last, {
      data(draft) {
        draft.subject = 'updated after a bulk insert'
      },
    })
    expect(db.messages.all().at(-1)!.subject).toBe('updated after a bulk insert')
    const count = db.messages.count()
    db.messages.delete(db.messages.all().at(-1)!)
    expect(db.messages.count()).toBe(count - 1)
    expect(db.messages.all().some((m) => m.subject === 'updated after a bulk insert')).toBe(false)
    // A reset puts the seed's record back as it was: the update did not reach the cached seed.
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    expect(db.messages.all().at(-1)!.subject).toBe(seeded.at(-1)!.subject)
    expect(db.messages.all().at(-1)!.subject).not.toBe('updated after a bulk insert')
  }, 30_000)

  test('keep the seed order and content exactly', async () => {
    await mockControl.reset({ scenario: 'empty', anchorMs: ANCHOR })
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const first = JSON.stringify(db.messages.all().map((m) => m.uid))
    const saved = mockControl.snapshot()
    const text = JSON.stringify(saved.data)
    await mockControl.restore({ ...saved, data: JSON.parse(text) as typeof saved.data })
    expect(JSON.stringify(mockControl.snapshot().data)).toBe(text)
    expect(JSON.stringify(db.messages.all().map((m) => m.uid))).toBe(first)
  }, 30_000)
})

// clearDb empties a collection's list at once only when no one but the backend listens to its
// deletes (mocks/db/index.ts); anyone else still hears each record go.
describe('clearDb', () => {
  test('empties every collection, and still announces deletes to another listener', async () => {
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    const tags = db.tags.count()
    expect(tags).toBeGreaterThan(0)
    const heard = vi.fn()
    db.tags.hooks.on('delete', heard)
    try {
      clearDb()
    } finally {
      db.tags.hooks.removeListener('delete', heard)
    }
    expect(heard).toHaveBeenCalled()
    for (const collection of Object.values(db)) expect(collection.count()).toBe(0)
    // A reset to the same seed reverts only what it saw change; another scenario refills all.
    await mockControl.reset({ scenario: 'empty', anchorMs: ANCHOR })
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    expect(db.tags.count()).toBe(tags)
  }, 30_000)
})
