import { afterEach, describe, expect, test, vi } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { db, messageSchema } from '../../../mocks/db/index.ts'

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
