/**
 * Plain reads (no flow): run a loader when its inputs change, expose data / loading / reload.
 * Anything with more states than that belongs in a machine under machines/.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  failed: boolean
  reload: () => void
}

export function useLoad<T>(loader: () => Promise<T>, deps: readonly unknown[], enabled = true): Loaded<T> {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(enabled)
  const [failed, setFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const loaderRef = useRef(loader)
  loaderRef.current = loader

  useEffect(() => {
    if (!enabled) return
    let current = true
    setLoading(true)
    loaderRef
      .current()
      .then((value) => {
        if (!current) return
        setData(value)
        setFailed(false)
      })
      .catch(() => {
        // The client middleware already told the user; keep the last good data on screen.
        if (current) setFailed(true)
      })
      .finally(() => {
        if (current) setLoading(false)
      })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's inputs
  }, [enabled, generation, ...deps])

  const reload = useCallback(() => setGeneration((g) => g + 1), [])
  return { data, loading, failed, reload }
}
