/**
 * Contracts of the binding wizard's I/O; the settings page provides the real calls
 * (src/features/settings/twofactor/twoFactorActors.ts), tests provide fakes.
 */
import { fromPromise } from 'xstate'
import type { BindTotpInput, TotpSetupInfo } from './two-factor-bind.types.ts'

function notProvided(name: string): never {
  throw new Error(`two-factor-bind machine: actor '${name}' was not provided`)
}

/** Creates a new secret with its QR code; rejects with the server's error body. */
export const setupTotp = fromPromise<TotpSetupInfo>(async () => notProvided('setupTotp'))

/** Enables the authenticator with a first code; rejects with the server's error body. */
export const bindTotp = fromPromise<void, BindTotpInput>(async () => notProvided('bindTotp'))
