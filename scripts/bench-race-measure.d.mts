export const RC_CHROMIUM_ARGS: string[]
export const KEYS: string[]
export const DEMO_USER: { username: string; password: string }
/** "<password>|<unix seconds>", RSA PKCS#1 v1.5 with the server's public key, base64. */
export function encryptPassword(publicKeyPem: string, password: string, nowSeconds?: number): string
export function measureOurs(browser: unknown, options: Record<string, unknown>): Promise<unknown>
