/**
 * A lazily loaded component whose chunk can be fetched before it is first rendered: when a menu
 * opens, the pointer reaches a list, a row takes the focus. The click that needs it then finds
 * the code there, and the first screen's JavaScript does not carry it (bench/README.md).
 *
 * Once the code is there it renders at once. A bare React.lazy suspends on its first render even
 * when its promise has already resolved (the status is read in a microtask), and React holds a
 * revealed Suspense boundary back for up to 300 ms after its fallback showed: opening the first
 * mail cost a spinner and ~300 ms although the reader's code had been fetched (bench/README.md).
 */
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts the download (once) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>
  /** The component when its code is there already, else undefined. */
  loaded: () => ComponentType<P> | undefined
}

/** Downloads under way, so a test file can let them finish before its environment goes. */
const inFlight = new Set<Promise<unknown>>()

/**
 * Resolves once every preload started so far has settled. For tests: a file whose rows started
 * the reader's download (on idle, or as the pointer reached the list) could end while vitest was
 * still importing it; the import then failed with the torn-down environment, and the failed
 * module stayed in the worker's shared cache, failing every later file that imported it
 * (tests/setup.ts waits for this after each dom file).
 */
export async function settlePreloads(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const preload = () => {
    // A failed download is tried again next time rather than kept as a rejection.
    if (!loading) {
      const started = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      loading = started
      inFlight.add(started)
      void started.then(
        () => inFlight.delete(started),
        () => inFlight.delete(started),
      )
    }
    return loading
  }
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    preload().then((component) => ({ default: component })),
  )
  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching type when the code arrives would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return Object.assign(PreloadableComponent, { preload, loaded: () => loaded })
}
