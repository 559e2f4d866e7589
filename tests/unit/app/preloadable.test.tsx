/**
 * src/app/preloadable.ts: once its code is fetched, a preloadable component renders in the very
 * render that needs it, without its Suspense fallback (a bare React.lazy suspends once anyway,
 * and React then holds the content back for up to 300 ms).
 */
import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable } from '../../../src/app/preloadable.ts'

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
