import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLoad } from '../../../src/app/useLoad.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useLoad', () => {
  it('loads, keeps the last good data while reloading, and marks a failure', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = []
    const loader = () => {
      const d = deferred<string>()
      calls.push(d)
      return d.promise
    }
    const { result } = renderHook(() => useLoad(loader, ['INBOX']))
    expect(result.current).toMatchObject({ data: undefined, loading: true, failed: false })

    await act(async () => calls[0]!.resolve('first'))
    expect(result.current).toMatchObject({ data: 'first', loading: false, failed: false })

    act(() => result.current.reload())
    expect(result.current).toMatchObject({ data: 'first', loading: true })
    await act(async () => calls[1]!.reject(new Error('500')))
    expect(result.current).toMatchObject({ data: 'first', loading: false, failed: true })
  })

  it('ignores an answer that arrives after the inputs changed', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<string>>>()
    const { result, rerender } = renderHook(
      ({ folder }) =>
        useLoad(() => {
          const d = deferred<string>()
          pending.set(folder, d)
          return d.promise
        }, [folder]),
      { initialProps: { folder: 'INBOX' } },
    )
    rerender({ folder: 'Sent' })
    await act(async () => pending.get('INBOX')!.resolve('inbox rows'))
    expect(result.current.data).toBeUndefined()
    await act(async () => pending.get('Sent')!.resolve('sent rows'))
    await waitFor(() => expect(result.current).toMatchObject({ data: 'sent rows', loading: false }))
  })

  it('does nothing while disabled', () => {
    let called = 0
    const { result } = renderHook(() =>
      useLoad(
        () => {
          called += 1
          return Promise.resolve(1)
        },
        [],
        false,
      ),
    )
    expect(called).toBe(0)
    expect(result.current.loading).toBe(false)
  })
})
