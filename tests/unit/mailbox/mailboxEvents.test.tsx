/**
 * The mailbox change bus (src/features/common/mailboxEvents.ts, decision 370): a mail's first read
 * reaches readers at once and lists and counts only when the page is idle; any other announcement
 * brings everyone up to date at once.
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  emitMailboxChange,
  emitMailboxChangeAfterPaint,
  useMailboxVersion,
} from '../../../src/features/common/mailboxEvents.ts'

function versions() {
  return renderHook(() => ({
    reader: useMailboxVersion('list', 'at once'),
    list: useMailboxVersion('list'),
    counts: useMailboxVersion('folders'),
  }))
}

describe('mailbox changes', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a first read reaches readers at once, lists and counts when the page is idle', () => {
    const { result } = versions()
    const before = { ...result.current }
    act(() => emitMailboxChangeAfterPaint('folders', 'list'))
    expect(result.current.reader).toBe(before.reader + 1)
    expect(result.current.list).toBe(before.list)
    expect(result.current.counts).toBe(before.counts)
    act(() => vi.runAllTimers())
    expect(result.current.list).toBe(result.current.reader)
    expect(result.current.counts).toBe(before.counts + 1)
  })

  it('several first reads before the idle moment reload lists once', () => {
    const { result } = versions()
    const before = { ...result.current }
    act(() => {
      emitMailboxChangeAfterPaint('folders', 'list')
      emitMailboxChangeAfterPaint('folders', 'list')
    })
    expect(result.current.reader).toBe(before.reader + 2)
    expect(result.current.list).toBe(before.list)
    act(() => vi.runAllTimers())
    expect(result.current.list).toBe(before.list + 2)
  })

  it('any other announcement brings lists up to date at once, and the pending catch-up then does nothing', () => {
    const { result } = versions()
    const before = { ...result.current }
    act(() => emitMailboxChangeAfterPaint('folders', 'list'))
    act(() => emitMailboxChange('list'))
    expect(result.current.list).toBe(before.list + 2)
    expect(result.current.counts).toBe(before.counts + 1)
    const settled = { ...result.current }
    act(() => vi.runAllTimers())
    expect(result.current).toEqual(settled)
  })
})
