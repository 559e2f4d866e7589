/** Encrypts a secret for the wire with the server's public key (R-CALL-4; docs/decisions.md #2). */
import { api } from '../services.ts'

let cachedKey: Promise<string> | undefined

async function publicKey(): Promise<string> {
  cachedKey ??= api()
    .GET('/api/core/pubkey/')
    .then(({ data }) => {
      if (!data) throw new Error('getPublicKey failed')
      return data.public_key
    })
  try {
    return await cachedKey
  } catch (error) {
    cachedKey = undefined
    throw error
  }
}

/** jsencrypt is loaded on first use so it stays out of the login page's initial JavaScript. */
export async function encryptForServer(secret: string): Promise<string> {
  const [{ encryptSecret }, key] = await Promise.all([
    import('../../domain/crypto/secret.ts'),
    publicKey(),
  ])
  return encryptSecret(key, secret, Math.floor(Date.now() / 1000))
}

/** For tests and a key rotation on the server. */
export function forgetPublicKey(): void {
  cachedKey = undefined
}
