/**
 * The small pieces every `--write` sequence file builds its steps from, kept in one place so a
 * new family's sequences read like the others: read a field of an answer, find the run's own
 * item in a list, name the renamed object, and keep a created object's id for later steps.
 */
import { items } from './scratch.ts'
import type { Vars } from './sequence.types.ts'

type Item = Record<string, unknown>

export const field = (body: unknown, name: string) => (body as Item | undefined)?.[name]

export const mine = (body: unknown, test: (item: Item) => boolean) => items(body).find(test)

/** The name an update gives the scratch object: still the run's, so cleanup finds it. */
export const renamed = (v: Vars) => `${v.run}r`

/** A problem text when the list does (`present`) or does not show the object. */
export function shows(present: boolean, what: string, found: unknown) {
  if (present && !found) return `the list does not show the new ${what}`
  if (!present && found) return `the list still shows the removed ${what}`
  return undefined
}

type NumberKey = { [K in keyof Vars]-?: Vars[K] extends number | undefined ? K : never }[keyof Vars]

/**
 * A create step's `then`: keeps the answer's numeric `from` (default `id`) in `v[key]`, and says
 * so when the answer has none (every later step of the sequence would fail without it).
 */
export function keepId(key: NumberKey, from = 'id') {
  return (body: unknown, v: Vars) => {
    const value = field(body, from)
    ;(v as unknown as Record<string, unknown>)[key] = value
    return typeof value === 'number' ? undefined : `the answer has no ${from}`
  }
}
