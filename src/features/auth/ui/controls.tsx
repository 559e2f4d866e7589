/**
 * Light form controls of the login and lock pages: plain semantic HTML with Fluent UI v9's look
 * (see controls.styles.ts) and the same accessible wiring as Fluent's Field (label `for`,
 * `aria-invalid`, `aria-describedby`, the error message as an alert). The rest of the app keeps
 * Fluent's components; these exist so the first page a visitor sees stays small.
 */
import {
  useId,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import {
  useCheckClass,
  useErrorBarClass,
  useFieldClass,
  useInputClass,
  useInputFrameClass,
  useLabelClass,
  useMessageClass,
  usePrimaryButtonClass,
  useSpinnerClass,
  useSubtleButtonClass,
} from './controls.styles.ts'
import { Checkmark12Icon, DiamondDismissIcon, ErrorCircle12Icon } from './icons.tsx'

export interface TextFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password'
  autoComplete?: string
  /** Shown before the text, like Fluent Input's contentBefore. */
  icon?: ReactElement
  /** The validation message; the field is marked invalid while there is one. */
  error?: string | undefined
  inputRef?: Ref<HTMLInputElement>
}

/** Fluent Field + Input (large, outline), required. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  icon,
  error,
  inputRef,
}: TextFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const messageClass = useMessageClass()
  return (
    <div className={useFieldClass()}>
      <label htmlFor={id} className={useLabelClass()}>
        {label}
        <span aria-hidden>*</span>
      </label>
      <span className={useInputFrameClass()}>
        {icon}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={useInputClass()}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
      {error && (
        <div id={messageId} role="alert" className={messageClass}>
          <ErrorCircle12Icon />
          {error}
        </div>
      )}
    </div>
  )
}

/** Fluent Checkbox (medium, label after). */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <span className={useCheckClass()}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden>
        <Checkmark12Icon />
      </span>
      <label htmlFor={id}>{label}</label>
    </span>
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon?: ReactElement | undefined
  /** Fluent's disabledFocusable: looks disabled and ignores clicks, but keeps the focus. */
  disabledFocusable?: boolean
}

function buttonProps({ icon, disabledFocusable, children, onClick, ...rest }: ButtonProps) {
  return {
    ...rest,
    'aria-disabled': disabledFocusable || undefined,
    onClick: disabledFocusable
      ? (event: { preventDefault(): void }) => event.preventDefault()
      : onClick,
    children: (
      <>
        {icon}
        {children}
      </>
    ),
  }
}

export function PrimaryButton(props: ButtonProps) {
  return <button {...buttonProps(props)} className={usePrimaryButtonClass()} />
}

export function SubtleButton(props: ButtonProps) {
  return <button type="button" {...buttonProps(props)} className={useSubtleButtonClass()} />
}

/** Fluent MessageBar, intent error: an alert with an optional action. */
export function ErrorBar({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className={useErrorBarClass()}>
      <DiamondDismissIcon />
      <span>{children}</span>
      {action}
    </div>
  )
}

/** Fluent Spinner. Without a label it is decoration (the busy submit button says it in words). */
export function Spinner({ label }: { label?: string }) {
  const className = useSpinnerClass()
  if (!label) return <span aria-hidden className={className} />
  return (
    <span role="progressbar" aria-label={label} className={className}>
      <span aria-hidden>{label}</span>
    </span>
  )
}
