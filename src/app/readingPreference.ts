/**
 * The saved reading choice of /setting/param (is_text_view, decisions.md #161 and #186): html or
 * plain text is how a reader tab first shows a mail; the reader's own toggle then switches that
 * one mail. Read once per signed-in account (getParamSettings) and kept for the app's life; the
 * param page tells it a new choice when it saves, so the next mail opened follows without a
 * reload. A failed read falls back to html, the server's default.
 */
import { ownErrors } from '../api/client.ts'
import { api } from './services.ts'

export type ReadingMode = 'html' | 'text'

const byAccount = new Map<string, Promise<ReadingMode>>()

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T }

/**
 * Marks the promise with its outcome the way React's `use` reads it: a choice already read is
 * then taken synchronously. An untracked promise suspends on its first `use` even when settled,
 * and the reader tab showed its spinner and was held back ~300 ms on every first open.
 */
function tracked(promise: Promise<ReadingMode>, value?: ReadingMode): Promise<ReadingMode> {
  const marked = promise as Tracked<ReadingMode>
  if (value !== undefined) Object.assign(marked, { status: 'fulfilled', value })
  else {
    marked.status = 'pending'
    void marked.then((mode) => Object.assign(marked, { status: 'fulfilled', value: mode }))
  }
  return marked
}

async function fetchReadingMode(): Promise<ReadingMode> {
  try {
    // A failure only means html: no error toast for a read the user did not ask for.
    const { data } = await api().GET('/api/setting/param/', { middleware: [ownErrors] })
    return data?.is_text_view ? 'text' : 'html'
  } catch {
    return 'html'
  }
}

/** The same promise for an account each time, so React's `use` suspends only on the first read. */
export function readingModeOf(account: string): Promise<ReadingMode> {
  let mode = byAccount.get(account)
  if (!mode) {
    mode = tracked(fetchReadingMode())
    byAccount.set(account, mode)
  }
  return mode
}

export function rememberReadingMode(account: string, textView: boolean): void {
  const mode = textView ? 'text' : 'html'
  byAccount.set(account, tracked(Promise.resolve(mode), mode))
}

/** Tests: forget every account's choice. */
export function forgetReadingModes(): void {
  byAccount.clear()
}
