/**
 * The shared status asked again outside the session's start (the switcher opening): the shares
 * granted to the user can change at any time in another person's settings (decisions.md #283).
 */
import { ownErrors } from '../../api/client.ts'
import type { SharedStatus } from '../../api/types.ts'
import { api } from '../services.ts'

/** Null when it could not be asked: the switcher keeps what it showed (no toast for a refresh). */
export async function fetchSharedStatus(): Promise<SharedStatus | null> {
  const { data } = await api().GET('/api/shareuser/status/', { middleware: [ownErrors] })
  return data ?? null
}
