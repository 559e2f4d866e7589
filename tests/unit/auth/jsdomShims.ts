/**
 * Gaps between vitest's jsdom environment and a browser that the auth component tests hit. Import
 * this FIRST in a test file (before tests/support/server.ts, which loads the fake backend), since
 * the fake backend encodes its signing key when it loads. Candidates for tests/setup.ts.
 */
import { TextEncoder as NodeTextEncoder } from 'node:util'

// Under jsdom the global Uint8Array is jsdom's, but TextEncoder hands out Node's; jose, signing the
// fake backend's tokens, checks `instanceof Uint8Array` and refuses them ("must be ... Uint8Array.
// Received an instance of Uint8Array"). Re-wrapping the bytes in the global class satisfies it.
class SameRealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input))
  }
}
globalThis.TextEncoder = SameRealmTextEncoder as typeof TextEncoder

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one. Nothing here needs
// real measurements, so a no-op stands in (tests/setup.ts may take this over for everyone).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

/**
 * Under vitest's jsdom environment `new Request(url, otherRequest)` drops the body (browsers and
 * plain Node keep it), and the client middleware re-creates every request that way, so every POST
 * would reach the fake backend empty. Copying the init explicitly keeps the body.
 */
const NativeRequest = globalThis.Request
if (!(NativeRequest as { bodyShim?: boolean }).bodyShim) {
  class BodyKeepingRequest extends NativeRequest {
    static bodyShim = true
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init instanceof NativeRequest) {
        const source = init
        init = {
          method: source.method,
          headers: source.headers,
          body: source.body,
          signal: source.signal,
          credentials: source.credentials,
          redirect: source.redirect,
          duplex: 'half',
        } as RequestInit
      }
      super(input, init)
    }
  }
  globalThis.Request = BodyKeepingRequest
}
