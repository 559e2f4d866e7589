/**
 * Plain reads (no flow): run a loader when its inputs change, expose data / loading / reload.
 * Anything with more states than that belongs in a machine under machines/.
 *
 * `loading` is derived (the last settled request is not the current one), so no state is set
 * synchronously inside the effect; the last good data stays on screen while reloading.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react'

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  failed: boolean
  reload: () => void
}

interface Settled<T> {
  key: string
  data: T | undefined
  failed: boolean
}

/** `deps` are the loader's inputs: primitives (strings, numbers, booleans). */
export function useLoad<T>(
  loader: () => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): Loaded<T> {
  const [generation, setGeneration] = useState(0)
  const requestKey = `${JSON.stringify(deps)}#${generation}`
  const [settled, setSettled] = useState<Settled<T>>({ key: '', data: undefined, failed: false })
  const load = useEffectEvent(loader)

  useEffect(() => {
    if (!enabled) return
    let current = true
    load()
      .then((data) => {
        if (current) setSettled({ key: requestKey, data, failed: false })
      })
      .catch(() => {
        // The client middleware already told the user; keep the last good data on screen.
        if (current) setSettled((previous) => ({ ...previous, key: requestKey, failed: true }))
      })
    return () => {
      current = false
    }
  }, [enabled, requestKey])

  const reload = useCallback(() => setGeneration((g) => g + 1), [])
  const isCurrent = settled.key === requestKey
  return {
    data: settled.data,
    loading: enabled && !isCurrent,
    failed: isCurrent && settled.failed,
    reload,
  }
}
