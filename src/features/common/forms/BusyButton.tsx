/**
 * The one button that starts a call: primary by default; while the call runs it shows a spinner,
 * says it is busy, and stays focusable but inert, so a second press sends nothing and the keyboard
 * user keeps their place.
 */
import { Button, Spinner, type ButtonProps } from '@fluentui/react-components'

export function BusyButton({ busy, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      appearance="primary"
      {...props}
      aria-busy={busy || undefined}
      disabledFocusable={busy || props.disabledFocusable}
      icon={busy ? <Spinner size="tiny" appearance="inverted" /> : props.icon}
    />
  )
}
