/**
 * The one form pattern (docs/forms.md): the values start from the loaded data and follow it while
 * untouched (a save's answer, a refresh); the rules of src/domain check them before any call, with
 * their exact messages; a valid form is saved with one call; the server's texts show next to
 * their fields and the typed values stay. `dirty` drives the unsaved-changes prompt. Settings
 * pages use it through useSettingsForm (their message table); other forms pass their own.
 */
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'

type Errors<V, C extends string> = Partial<Record<keyof V & string, C>>

/** What the form needs of its data (useSettingsResource gives it: the resource machine). */
export interface FormResource<TData, TPayload> {
  data: TData | null
  saving: boolean
  saved: boolean
  fieldMessages: Partial<Record<string, string>>
  save: (payload: TPayload) => void
  edit: (field: string) => void
}

export interface ResourceFormOptions<TData, TPayload, V, C extends string> {
  resource: FormResource<TData, TPayload>
  /** The form's values for the server's data. */
  toValues: (data: TData) => V
  /** The domain rule: field → code. */
  validate: (values: V) => Errors<V, C>
  /** What the one save call sends, from valid values (trimmed, numbers parsed …). */
  toPayload: (values: V) => TPayload
  /** The words of the rule's codes. */
  messages: Readonly<Record<C, MessageDescriptor>>
}

interface FormState<TData, V> {
  source: TData | null
  base: V | null
  values: V | null
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function useResourceForm<TData, TPayload, V extends object, C extends string>({
  resource,
  toValues,
  validate,
  toPayload,
  messages,
}: ResourceFormOptions<TData, TPayload, V, C>) {
  const { i18n } = useLingui()
  const [state, setState] = useState<FormState<TData, V>>({
    source: null,
    base: null,
    values: null,
  })
  const [errors, setErrors] = useState<Errors<V, C>>({})
  const dirty = state.values !== null && !same(state.values, state.base)

  // New data from the server (first load, a save's answer, a refresh): an untouched form shows
  // it, and so does a form just saved (nothing typed since); an edited one keeps what was typed
  // and only moves its baseline.
  if (resource.data !== null && resource.data !== state.source) {
    const base = toValues(resource.data)
    const keep = dirty && !resource.saved
    setState({ source: resource.data, base, values: keep ? state.values : base })
  }

  const setField = <K extends keyof V & string>(field: K, value: V[K]) => {
    setState((current) =>
      current.values ? { ...current, values: { ...current.values, [field]: value } } : current,
    )
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    resource.edit(field)
  }

  /** Runs the rule; true when the save was sent. */
  const submit = (event?: FormEvent): boolean => {
    event?.preventDefault()
    if (!state.values || resource.saving) return false
    const found = validate(state.values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return false
    resource.save(toPayload(state.values))
    return true
  }

  /**
   * Runs another rule on what the form holds (a "test" button's, e.g. the SMTP relay's verify):
   * its messages show under the fields as the save's would; the values when it passes.
   */
  const check = (rule: (values: V) => Errors<V, C>): V | null => {
    if (!state.values) return null
    const found = rule(state.values)
    setErrors(found)
    return Object.values(found).some(Boolean) ? null : state.values
  }

  /** The rule's message, else the server's text for this field. */
  const errorOf = (field: keyof V & string): string | undefined => {
    const code = errors[field]
    return code ? i18n._(messages[code]) : resource.fieldMessages[field]
  }

  const reset = () => {
    setState((current) => ({ ...current, values: current.base }))
    setErrors({})
  }

  return { values: state.values, dirty, setField, submit, check, errorOf, reset }
}
