import { HttpHandler, matchRequestUrl } from 'msw'

/**
 * msw tries its handlers one after another, and each try parses the request's cookies (reading
 * `document.cookie`, the cookie store, appending them to the request) and matches its path: for
 * the ~400 handlers of the fake backend that cost more than the answer itself, on every call
 * and on every file the demo's service worker hands to the page (its chunks, images, fonts,
 * which no handler takes). In the XSS walk it was a tenth of each mail's time (decision 344).
 *
 * `routed(handlers)` is one handler in their place that tries only those that can match the
 * request, in their order: same method (or any), and a path whose leading fixed segments are
 * the request's (`*\/api/mail/:uid/` is tried for `/api/mail/…` only; a handler whose path is
 * no plain string, or that starts with a parameter or a wildcard, is tried for every request).
 * What answers, and in which order handlers are asked, is what msw itself would do.
 */
type Args = Parameters<HttpHandler['run']>[0]
type Result = Awaited<ReturnType<HttpHandler['run']>>

/** How many leading path segments take part in the choice. */
const DEPTH = 2

interface Entry {
  handler: HttpHandler
  /** Upper-case method, or null: any (a RegExp). */
  method: string | null
  /** Lower-case leading fixed segments (at most DEPTH); empty: every path. */
  prefix: string[]
}

function segments(pathname: string): string[] {
  return pathname.toLowerCase().split('/').filter(Boolean).slice(0, DEPTH)
}

function entryOf(handler: HttpHandler): Entry {
  const { method, path } = handler.info
  const prefix: string[] = []
  if (typeof path === 'string' && /^\*?\//.test(path)) {
    for (const segment of segments(path.replace(/^\*/, ''))) {
      // A parameter, wildcard or optional part ends the fixed prefix.
      if (/[:*?(){}]/.test(segment)) break
      prefix.push(segment)
    }
  }
  return { handler, method: typeof method === 'string' ? method.toUpperCase() : null, prefix }
}

export class RoutingHandler extends HttpHandler {
  private readonly entries: Entry[]
  private readonly byKey = new Map<string, HttpHandler[]>()

  constructor(handlers: readonly HttpHandler[]) {
    super(/.*/, '*', () => undefined)
    this.entries = handlers.map(entryOf)
  }

  /** The handlers that can match `request`, in their order. */
  candidates(request: Request): HttpHandler[] {
    const method = request.method.toUpperCase()
    const path = segments(new URL(request.url).pathname)
    const key = `${method} ${path.join('/')}`
    let list = this.byKey.get(key)
    if (!list) {
      list = this.entries
        .filter(
          (entry) =>
            (entry.method === null || entry.method === method) &&
            entry.prefix.every((segment, i) => path[i] === segment),
        )
        .map((entry) => entry.handler)
      this.byKey.set(key, list)
    }
    return list
  }

  /**
   * msw's own loop (executeHandlers), over the candidates whose path matches the request's URL
   * (msw's own match, as their `parse` does). A candidate that does not match answers null
   * anyway, but only after its `parse` has read the request's cookies: `document.cookie`, a
   * synchronous call to the browser process, for each of the 10 – 25 candidates of a request.
   */
  override async run(args: Args): Promise<Result> {
    let matched: Result = null
    const url = new URL(args.request.url)
    const baseUrl = args.resolutionContext?.baseUrl
    for (const handler of this.candidates(args.request)) {
      const { path } = handler.info
      if (typeof path !== 'function' && !(path && matchRequestUrl(url, path, baseUrl).matches))
        continue
      const result = await handler.run(args)
      if (result !== null) matched = result
      if (result?.response) break
    }
    return matched
  }
}

export function routed(handlers: readonly HttpHandler[]): RoutingHandler {
  return new RoutingHandler(handlers)
}
