/**
 * Counts requests in flight so one global loading indicator can show while any call runs
 * (R-CALL). React reads it through useSyncExternalStore.
 */
export class InFlightCounter {
  private count = 0
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): number => this.count

  start(): void {
    this.count += 1
    this.emit()
  }

  end(): void {
    this.count = Math.max(0, this.count - 1)
    this.emit()
  }

  private emit(): void {
    for (const listener of this.listeners) listener()
  }
}
