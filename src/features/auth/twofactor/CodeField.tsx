/**
 * A 6-digit verification code field (authenticator or SMS): numeric keyboard, the browser's
 * one-time-code autofill, room for one typed space (normaliseCode drops it), the error under it.
 */
import { Field, Input, type InputProps } from '@fluentui/react-components'
import type { Ref } from 'react'

export function CodeField({
  label,
  hint,
  error,
  name,
  value,
  onChange,
  size,
  autoFocus,
  inputRef,
}: {
  label: string
  hint?: string
  error?: string | null
  name: string
  value: string
  onChange: (value: string) => void
  size?: InputProps['size']
  autoFocus?: boolean
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <Field
      label={label}
      hint={hint}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      <Input
        ref={inputRef}
        size={size}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus={autoFocus}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  )
}
