export const DEMO_USER: { username: string; password: string }
/** "<password>|<unix seconds>", RSA PKCS#1 v1.5 with the server's public key, base64. */
export function encryptPassword(publicKeyPem: string, password: string, nowSeconds?: number): string
export function loginReal(ctx: unknown, baseUrl: string): Promise<Record<string, string>>
export function loginDemo(
  ctx: unknown,
  baseUrl: string,
  loginInPage: (page: unknown) => Promise<unknown>,
): Promise<Record<string, string>>
