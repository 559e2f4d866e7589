/**
 * msw notes where each handler was declared (it makes an `Error` and reads its stack, for its
 * warnings). For the fake backend's ~400 handlers that cost every demo start ≈ 50 ms of the page's
 * main thread, most of it V8 parsing the whole backend chunk a second time to find the source
 * positions of those stacks (issue 11). mocks/browser.ts imports this module before anything else
 * and calls `restoreStackTraces()` once its imports, and so every handler, are evaluated: the
 * handlers are declared with no stack, and nothing of ours reads one. Errors thrown while the
 * backend's modules are evaluated have no stack either; the message still says what went wrong.
 */
const limit = Error.stackTraceLimit
Error.stackTraceLimit = 0

export function restoreStackTraces(): void {
  Error.stackTraceLimit = limit
}
