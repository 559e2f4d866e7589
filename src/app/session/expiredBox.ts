/**
 * The 'session expired' box raised by the client middleware on a 401. The promise it returns
 * settles when the user closes the box, so the middleware shows one box at a time.
 */
import { releaseStaleModalHidingSoon } from '../staleModal.ts'

interface Box {
  message: string
  resolve: () => void
}

let current: Box | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const expiredBox = {
  open(message: string): Promise<void> {
    return new Promise<void>((resolve) => {
      current = { message, resolve }
      emit()
    })
  },
  close(): void {
    const box = current
    current = null
    emit()
    box?.resolve()
    // The box opened over the mailbox and closes over the login page the 401 led to: the screen
    // it hid unmounted meanwhile, and Fluent can leave the app root hidden (staleModal.ts).
    if (box) releaseStaleModalHidingSoon()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot(): Box | null {
    return current
  },
}
