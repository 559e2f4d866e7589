/**
 * A mail's first read announces "folders and lists changed" once the page is idle, not while the
 * reader renders and its body paints (src/features/common/mailboxEvents.ts, issue 11): the
 * reloads it sets off ran in the middle of every open.
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  emitMailboxChangeWhenIdle,
  useMailboxVersion,
} from '../../../src/features/common/mailboxEvents.ts'

afterEach(() => vi.unstubAllGlobals())

describe('announcing a read when the page is idle', () => {
  it('waits for an idle moment (at most half a second), then announces', () => {
    const idle: { callback?: () => void; timeout?: number } = {}
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      idle.callback = callback
      idle.timeout = options.timeout
      return 1
    })
    const { result } = renderHook(() => [useMailboxVersion('folders'), useMailboxVersion('list')])
    const before = [...result.current]
    act(() => emitMailboxChangeWhenIdle('folders', 'list'))
    expect(result.current).toEqual(before)
    expect(idle.timeout).toBe(500)
    act(() => idle.callback?.())
    expect(result.current).toEqual([before[0]! + 1, before[1]! + 1])
  })
})
