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
