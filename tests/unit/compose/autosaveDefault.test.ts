/**
 * C-TIME-11: with no draft_auto_save_minute from the account, compose saves the draft every
 * 5 minutes of editing; the account's own figure replaces it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ComposeHarness } from './compose.harness.ts'

const MINUTE = 60_000
let harness: ComposeHarness | undefined
afterEach(() => harness?.actor.stop())

describe('draft auto-save interval (C-TIME-11)', () => {
  it('defaults to 5 minutes', async () => {
    harness = new ComposeHarness({ draftAutoSaveMinute: undefined })
    await harness.send({ type: 'body.change', html: '<p>x</p>', plain: 'x' })
    await harness.advance(5 * MINUTE - 1000)
    expect(harness.saves).toHaveLength(0)
    await harness.advance(1000)
    expect(harness.saves).toHaveLength(1)
  })

  it("follows the account's minutes when it sends them", async () => {
    harness = new ComposeHarness({ draftAutoSaveMinute: 2 })
    await harness.send({ type: 'body.change', html: '<p>x</p>', plain: 'x' })
    await harness.advance(2 * MINUTE)
    expect(harness.saves).toHaveLength(1)
  })
})
