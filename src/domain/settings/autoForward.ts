/**
 * Auto-forward (R-VALID-23: the forwarding target required and a valid email; decisions.md
 * #176): the target is required while forwarding is on, and must be a valid address whenever
 * one is given. Codes only; src/domain/settings/messages.ts words them.
 */
import { isValidEmail } from '../compose/recipients.ts'

export interface AutoForwardValues {
  is_enabled: boolean
  target: string
  keep_copy: boolean
}

export type AutoForwardError = 'forwardTargetRequired' | 'forwardTargetInvalid'

export function validateAutoForward(
  values: AutoForwardValues,
): Partial<Record<keyof AutoForwardValues, AutoForwardError>> {
  const target = values.target.trim()
  if (target === '') return values.is_enabled ? { target: 'forwardTargetRequired' } : {}
  return isValidEmail(target) ? {} : { target: 'forwardTargetInvalid' }
}
