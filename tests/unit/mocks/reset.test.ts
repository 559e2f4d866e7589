import { beforeAll, describe, expect, test, vi } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { db } from '../../../mocks/db/index.ts'

const ANCHOR = Date.UTC(2024, 5, 3, 2, 0)
const dump = () =>
  Object.fromEntries(
    Object.entries(db).map(([name, collection]) => [
      name,
      collection
        .all()
        .map((record) => JSON.stringify(record))
        .sort(),
    ]),
  )

describe('mockControl.reset', () => {
  let pristine: ReturnType<typeof dump>

  beforeAll(async () => {
    await mockControl.reset({ scenario: 'default', anchorMs: ANCHOR })
    pristine = dump()
  }, 30_000)

  test('undoes updates, deletes and creates by re-creating only what changed', async () => {
    const inbox = db.messages.findFirst((q) => q.where({ owner: 'demo', folder: 'INBOX' }))!
    await db.messages.update(inbox, {
      data(draft) {
        draft.flags = ['\\Seen', '\\flagged']
        draft.folder = 'Trash'
      },
    })
    db.tags.delete((q) => q.where({ tagname: 'tag_travel' }))
    await db.sessions.create({
      sid: 's1',
      username: 'demo',
      mailbox: 'demo',
      created_ms: 0,
      released: { mailbox: false, file: false, calendar: false },
    })
    expect(mockControl.isDirty()).toBe(true)
    expect(dump()).not.toEqual(pristine)

    const recreated = vi.spyOn(db.messages, 'create')
    await mockControl.reset()
    expect(dump()).toEqual(pristine)
    expect(mockControl.isDirty()).toBe(false)
    // Only the changed message is re-created, not the 1,800 of the seed.
    expect(recreated).toHaveBeenCalledTimes(1)
  })

  test('a scenario switch and back restores the same data', async () => {
    await mockControl.reset({ scenario: 'empty' })
    expect(db.messages.all().some((m) => m.owner === 'demo')).toBe(false)
    await mockControl.reset({ scenario: 'default' })
    expect(dump()).toEqual(pristine)
  }, 30_000)
})
