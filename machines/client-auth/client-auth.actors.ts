/**
 * Contracts of the code's I/O; src/features/settings/twofactor/ provides the real ones: the GET
 * and PUT of the code (its client shows the refusal's toast) and the clipboard.
 */
import { fromPromise } from 'xstate'
import type { ClientAuthChange, ClientAuthState } from './client-auth.types.ts'

export const loadClientAuth = fromPromise<ClientAuthState>(() =>
  Promise.reject(new Error('client-auth machine: provide the loadClientAuth actor')),
)

export const changeClientAuth = fromPromise<ClientAuthState, ClientAuthChange>(() =>
  Promise.reject(new Error('client-auth machine: provide the changeClientAuth actor')),
)

export const copyText = fromPromise<void, { text: string }>(() =>
  Promise.reject(new Error('client-auth machine: provide the copyText actor')),
)
