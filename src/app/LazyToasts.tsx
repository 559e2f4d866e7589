import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onFirstNotice } from '../api/notices.ts'

const Toasts = lazy(() => import('./Toasts.tsx').then((m) => ({ default: m.Toasts })))

let needed = false
function subscribe(callback: () => void) {
  return onFirstNotice(() => {
    needed = true
    callback()
  })
}

/** The toaster (Fluent toast + motion code) loads with the first notice, not with the page. */
export function LazyToasts() {
  const show = useSyncExternalStore(subscribe, () => needed)
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  )
}
