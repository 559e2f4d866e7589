import { nowSeconds } from '../state.ts'
import { FAKE_SERVER_PRIVATE_KEY_PEM } from './keys.ts'

export type SecretResult =
  { ok: true; secret: string } | { ok: false; reason: 'undecryptable' | 'stale' }

/**
 * What the real server does with every password field: decrypt with its private key, split on
 * the last '|', refuse a timestamp more than 300 s from its clock. The RSA code (jsencrypt,
 * ≈ 58 KB) loads with the first password that comes in, not with every start of the demo's fake
 * backend (issue 11): a signed-in start sends none.
 */
export async function openSecret(cipher: unknown): Promise<SecretResult> {
  if (typeof cipher !== 'string' || cipher === '') return { ok: false, reason: 'undecryptable' }
  const { decryptSecret, isFreshTimestamp } = await import('../../src/domain/crypto/secret.ts')
  const decrypted = decryptSecret(FAKE_SERVER_PRIVATE_KEY_PEM, cipher)
  if (!decrypted) return { ok: false, reason: 'undecryptable' }
  if (!isFreshTimestamp(decrypted.timestamp, nowSeconds())) return { ok: false, reason: 'stale' }
  return { ok: true, secret: decrypted.secret }
}
