import {
  constants,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
} from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import {
  CryptoError,
  decryptSecret,
  encryptSecret,
  isFreshTimestamp,
} from '../../../../src/domain/crypto/secret.ts'
import { FAKE_SERVER_PUBLIC_KEY_PEM } from '../../../../mocks/auth/keys.ts'

// One fresh 1024-bit pair per run (≈ 20 ms), in both PEM flavours a server may hand out.
const spkiPair = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})
const pkcs1Pair = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
})
const NOW = 1_700_000_000

/**
 * Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so the test undoes the raw RSA
 * and checks the v1.5 encryption block by hand: 00 02 <at least 8 non-zero bytes> 00 <message>.
 */
const nodeDecrypt = (privateKey: string, cipher: string): string => {
  const block = privateDecrypt(
    { key: privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(cipher, 'base64'),
  )
  expect([block[0], block[1]]).toEqual([0x00, 0x02])
  const end = block.indexOf(0x00, 2)
  expect(end).toBeGreaterThanOrEqual(2 + 8)
  return block.subarray(end + 1).toString('utf8')
}

const nodeEncrypt = (publicKey: string, plain: string) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(plain, 'utf8'),
  ).toString('base64')

describe('encryptSecret / decryptSecret', () => {
  it.each([
    ['plain', 'Secret#123'],
    ['with pipes', 'a|b||c|'],
    ['chinese and symbols', '密码 Ab1!'],
    ['empty', ''],
  ])('round-trips a %s secret', (_name, secret) => {
    for (const pair of [spkiPair, pkcs1Pair]) {
      const cipher = encryptSecret(pair.publicKey, secret, NOW)
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(Buffer.from(cipher, 'base64')).toHaveLength(128)
      expect(decryptSecret(pair.privateKey, cipher)).toEqual({ secret, timestamp: NOW })
    }
  })

  // R-CALL-4: the server's public key, the secret and a timestamp in seconds
  it('is real RSA-PKCS1v1.5 over "<secret>|<unix-seconds>", readable by another implementation', () => {
    const cipher = encryptSecret(spkiPair.publicKey, 'pw|x', NOW + 0.9)
    expect(nodeDecrypt(spkiPair.privateKey, cipher)).toBe(`pw|x|${NOW}`)
    const foreign = nodeEncrypt(spkiPair.publicKey, `from node|${NOW}`)
    expect(decryptSecret(spkiPair.privateKey, foreign)).toEqual({
      secret: 'from node',
      timestamp: NOW,
    })
  })

  it('pads randomly, so the same secret never gives the same cipher', () => {
    const a = encryptSecret(spkiPair.publicKey, 'same', NOW)
    const b = encryptSecret(spkiPair.publicKey, 'same', NOW)
    expect(a).not.toBe(b)
  })

  it.each([
    ['another key', () => encryptSecret(pkcs1Pair.publicKey, 'pw', NOW)],
    ['garbage base64', () => 'bm90IGEgY2lwaGVy'],
    ['no timestamp', () => nodeEncrypt(spkiPair.publicKey, 'pw-without-stamp')],
    ['non-numeric timestamp', () => nodeEncrypt(spkiPair.publicKey, 'pw|soon')],
    ['empty timestamp', () => nodeEncrypt(spkiPair.publicKey, 'pw|')],
  ])('decrypts to null: %s', (_name, makeCipher) => {
    expect(decryptSecret(spkiPair.privateKey, makeCipher())).toBeNull()
  })

  it.each([['not a pem'], ['']])('refuses an unusable public key %j', (pem) => {
    expect(() => encryptSecret(pem, 'pw', NOW)).toThrow(CryptoError)
    try {
      encryptSecret(pem, 'pw', NOW)
    } catch (error) {
      expect((error as CryptoError).code).toBe('invalid_key')
    }
  })

  // C-LIMIT-16
  it('refuses a secret too long for a 1024-bit key (117 bytes with the stamp)', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stamp = `|${NOW}`.length
    expect(() => encryptSecret(spkiPair.publicKey, 'x'.repeat(117 - stamp), NOW)).not.toThrow()
    expect(() => encryptSecret(spkiPair.publicKey, 'x'.repeat(118 - stamp), NOW)).toThrow(
      expect.objectContaining({ code: 'encrypt_failed' }),
    )
    quiet.mockRestore()
  })
})

describe('isFreshTimestamp', () => {
  it.each([
    [NOW, NOW, undefined, true],
    [NOW - 300, NOW, undefined, true],
    [NOW - 301, NOW, undefined, false],
    [NOW + 300, NOW, undefined, true],
    [NOW + 301, NOW, undefined, false],
    [NOW - 60, NOW, 60, true],
    [NOW - 61, NOW, 60, false],
    [Number.NaN, NOW, undefined, false],
  ])('timestamp %d at %d (window %s) → %s', (ts, now, window, expected) => {
    expect(isFreshTimestamp(ts, now, window)).toBe(expected)
  })
})

describe('the fake server key (C-LIMIT-16)', () => {
  it('is 1024 bits, so a password with its stamp fits in 117 bytes and no more', () => {
    const details = createPublicKey(FAKE_SERVER_PUBLIC_KEY_PEM).asymmetricKeyDetails
    expect(details?.modulusLength).toBe(1024)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const stamp = `|${NOW}`.length
    expect(encryptSecret(FAKE_SERVER_PUBLIC_KEY_PEM, 'p'.repeat(117 - stamp), NOW)).not.toBe('')
    expect(() => encryptSecret(FAKE_SERVER_PUBLIC_KEY_PEM, 'p'.repeat(118 - stamp), NOW)).toThrow(
      CryptoError,
    )
    quiet.mockRestore()
  })
})
