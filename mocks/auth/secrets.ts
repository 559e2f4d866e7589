import { decryptSecret, isFreshTimestamp } from '../../src/domain/crypto/index.ts'
import { nowSeconds } from '../state.ts'
import { FAKE_SERVER_PRIVATE_KEY_PEM } from './keys.ts'

export type SecretResult =
  { ok: true; secret: string } | { ok: false; reason: 'undecryptable' | 'stale' }

/**
 * What the real server does with every password field: decrypt with its private key, split on
 * the last '|', refuse a timestamp more than 300 s from its clock.
 */
export function openSecret(cipher: unknown): SecretResult {
  if (typeof cipher !== 'string' || cipher === '') return { ok: false, reason: 'undecryptable' }
  const decrypted = decryptSecret(FAKE_SERVER_PRIVATE_KEY_PEM, cipher)
  if (!decrypted) return { ok: false, reason: 'undecryptable' }
  if (!isFreshTimestamp(decrypted.timestamp, nowSeconds())) return { ok: false, reason: 'stale' }
  return { ok: true, secret: decrypted.secret }
}
