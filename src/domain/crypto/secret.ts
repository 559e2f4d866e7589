/**
 * Secrets on the wire (R-CALL-4; docs/api-core.md): a password travels as base64 of
 * RSA-PKCS1v1.5(publicKey, "<secret>|<unix-seconds>"). The server splits on the LAST '|' (the
 * secret itself may contain '|'), rejects a timestamp more than 300 s from its clock, then
 * checks the secret. The client and the fake server both use this module.
 *
 * Runtime notes on jsencrypt 3.5:
 * - Browser (Vite): loads its ESM build and seeds its padding RNG from crypto.getRandomValues.
 * - Vitest, node or jsdom environment: works as is (Vite's module runner resolves the ESM build's
 *   extensionless imports); no globals are needed. In the plain node environment jsencrypt finds
 *   no `window`, so it seeds its PKCS#1 padding RNG from Math.random. That only weakens the
 *   padding of test and fake-server traffic, which carries no real secret, so no shim is added.
 * - Plain `node` (no Vite) cannot import the ESM build at all (extensionless relative imports);
 *   a plain Node script must go through Vite/vitest or `createRequire(...)('jsencrypt')`.
 */
import { JSEncrypt } from 'jsencrypt'
import { SECRET_TIMESTAMP_WINDOW_SECONDS } from '../constants.ts'

const SEPARATOR = '|'

export type CryptoErrorCode = 'invalid_key' | 'encrypt_failed'

export class CryptoError extends Error {
  readonly code: CryptoErrorCode
  constructor(code: CryptoErrorCode) {
    super(`crypto: ${code}`)
    this.name = 'CryptoError'
    this.code = code
  }
}

export interface DecryptedSecret {
  secret: string
  /** Unix seconds the client stamped on the secret. */
  timestamp: number
}

function withKey(pem: string, use: 'public' | 'private'): JSEncrypt {
  if (!pem.includes('-----BEGIN')) throw new CryptoError('invalid_key')
  const crypt = new JSEncrypt()
  try {
    if (use === 'public') crypt.setPublicKey(pem)
    else crypt.setPrivateKey(pem)
  } catch {
    throw new CryptoError('invalid_key')
  }
  return crypt
}

/**
 * Encrypts `secret` stamped with `nowSeconds` (pass the current unix time; the caller owns the
 * clock so tests and machines stay deterministic). Throws CryptoError for an unusable key or a
 * secret too long for the key (over 117 UTF-8 bytes including the stamp, for the 1024-bit keys
 * of C-LIMIT-16).
 */
export function encryptSecret(publicKeyPem: string, secret: string, nowSeconds: number): string {
  const crypt = withKey(publicKeyPem, 'public')
  const cipher = crypt.encrypt(`${secret}${SEPARATOR}${Math.floor(nowSeconds)}`)
  if (typeof cipher !== 'string' || cipher === '') throw new CryptoError('encrypt_failed')
  return cipher
}

/**
 * The server side: decrypts and splits on the last '|'. Returns null when the cipher does not
 * decrypt with this key or carries no integer timestamp; the caller answers 400 either way.
 * Throws CryptoError only for an unusable key, which is the server's own fault.
 */
export function decryptSecret(privateKeyPem: string, cipher: string): DecryptedSecret | null {
  const crypt = withKey(privateKeyPem, 'private')
  let plain: string | false | null
  try {
    plain = crypt.decrypt(cipher)
  } catch {
    return null
  }
  if (typeof plain !== 'string') return null
  const cut = plain.lastIndexOf(SEPARATOR)
  if (cut < 0) return null
  const stamp = plain.slice(cut + 1)
  if (!/^\d{1,15}$/.test(stamp)) return null
  return { secret: plain.slice(0, cut), timestamp: Number(stamp) }
}

/** True when `timestamp` is at most `windowSeconds` away from `nowSeconds`, either direction. */
export function isFreshTimestamp(
  timestamp: number,
  nowSeconds: number,
  windowSeconds: number = SECRET_TIMESTAMP_WINDOW_SECONDS,
): boolean {
  if (!Number.isFinite(timestamp) || !Number.isFinite(nowSeconds)) return false
  return Math.abs(nowSeconds - timestamp) <= windowSeconds
}
