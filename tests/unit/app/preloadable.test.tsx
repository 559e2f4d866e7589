/**
 * src/app/preloadable.ts: once its code is fetched, a preloadable component renders in the very
 * render that needs it, without its Suspense fallback (a bare React.lazy suspends once anyway,
 * and React then holds the content back for up to 300 ms).
 */
import { act, render, screen } from '@testing-library/react'
import { Suspense, useState, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable, settlePreloads } from '../../../src/app/preloadable.ts'

function Mail({ subject }: { subject: string }) {
  const [mountedWith] = useState(subject)
  return (
    <p>
      {subject} (mounted with {mountedWith})
    </p>
  )
}

function Screen({ subject, show }: { subject: string; show: boolean }) {
  return <Suspense fallback={<p>加载中</p>}>{show && <Reader subject={subject} />}</Suspense>
}

let Reader = preloadable(() => Promise.resolve(Mail))

describe('preloadable', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    Reader = preloadable(() => Promise.resolve(Mail))
    await Reader.preload()
    const view = render(<Screen subject="周报" show={false} />)
    view.rerender(<Screen subject="周报" show />)
    // Synchronously, in the render that first needs it.
    expect(screen.queryByText('加载中')).not.toBeInTheDocument()
    expect(screen.getByText('周报 (mounted with 周报)')).toBeInTheDocument()
  })

  it('shows the fallback while the code loads, and keeps the mounted tree afterwards', async () => {
    let resolve: (component: typeof Mail) => void = () => undefined
    Reader = preloadable(() => new Promise((r) => (resolve = r)))
    const view = render(<Screen subject="周报" show />)
    expect(screen.getByText('加载中')).toBeInTheDocument()
    await act(async () => resolve(Mail))
    expect(await screen.findByText('周报 (mounted with 周报)')).toBeInTheDocument()
    // A later render does not remount it (its state stays).
    view.rerender(<Screen subject="月报" show />)
    expect(screen.getByText('月报 (mounted with 周报)')).toBeInTheDocument()
  })

  it('tries a failed download again', async () => {
    let calls = 0
    const Flaky = preloadable(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Mail),
    )
    await expect(Flaky.preload()).rejects.toThrow('offline')
    await expect(Flaky.preload()).resolves.toBe(Mail)
    expect(calls).toBe(2)
  })
})

// tests/setup.ts waits for this after each dom file: a download still under way when the file
// ended failed against the torn-down environment and stayed failed in the worker's module cache.
describe('settlePreloads', () => {
  it('waits for every download under way, one started while it waits, and failed ones', async () => {
    const order: string[] = []
    const gate = <T,>() => {
      let open: (value: T) => void = () => undefined
      const promise = new Promise<T>((resolve) => (open = resolve))
      return { promise, open }
    }
    const firstCode = gate<ComponentType>()
    const secondCode = gate<ComponentType>()
    const first = preloadable(() => firstCode.promise)
    const second = preloadable(() => secondCode.promise)
    const failing = preloadable<object>(() => Promise.reject(new Error('offline')))
    // The first download's arrival starts the second (a render that followed it).
    void first.preload().then(() => {
      order.push('first')
      void second.preload().then(() => order.push('second'))
    })
    void failing.preload().catch(() => order.push('failed'))
    const settled = settlePreloads().then(() => order.push('settled'))
    try {
      firstCode.open(() => null)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(order).toEqual(['failed', 'first'])
    } finally {
      secondCode.open(() => null)
    }
    await settled
    expect(order).toEqual(['failed', 'first', 'second', 'settled'])
  })
})
