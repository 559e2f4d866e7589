export const RC_CHROMIUM_ARGS: string[]
export const KEYS: string[]

export function measureOurs(browser: unknown, options: Record<string, unknown>): Promise<unknown>
export function measureDemo(browser: unknown, options: Record<string, unknown>): Promise<unknown>
