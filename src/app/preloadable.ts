/**
 * A lazily loaded component whose chunk can be fetched before it is first rendered: when a menu
 * opens, the pointer reaches a list, a row takes the focus. The click that needs it then finds
 * the code there, and the first screen's JavaScript does not carry it (bench/README.md).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    // A failed download is tried again next time rather than kept as a rejection.
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  )
}
