/**
 * "Send code" with the resend countdown (machines/two-factor-sms), for the SMS second factor at
 * login and for binding a phone in settings. The caller provides the real send call.
 */
import { Button, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import { useSelector } from '@xstate/react'
import {
  selectCanSend,
  selectIsSending,
  selectRemaining,
  type twoFactorSmsMachine,
} from '../../../../machines/two-factor-sms/index.ts'

export type SmsCodeActor = ActorRefFrom<typeof twoFactorSmsMachine>

export function SmsCodeButton({
  actor,
  onBeforeSend,
  phone,
}: {
  actor: SmsCodeActor
  /** The number the code goes to, when the user types it (phone binding). */
  phone?: string
  /** Checks input the send needs (say, the phone number); false stops the send. */
  onBeforeSend?: () => boolean
}) {
  const { t } = useLingui()
  const canSend = useSelector(actor, selectCanSend)
  const sending = useSelector(actor, selectIsSending)
  const remaining = useSelector(actor, selectRemaining)
  const sentOnce = useSelector(actor, (s) => s.context.phone !== null)
  const label = sending
    ? t`正在发送…`
    : remaining > 0
      ? t`${remaining} 秒后可重新发送`
      : sentOnce
        ? t`重新发送`
        : t`发送验证码`
  return (
    <Button
      size="large"
      disabledFocusable={!canSend}
      icon={sending ? <Spinner size="tiny" /> : undefined}
      onClick={() => {
        if (onBeforeSend && !onBeforeSend()) return
        actor.send(phone === undefined ? { type: 'sms.send' } : { type: 'sms.send', phone })
      }}
    >
      {label}
    </Button>
  )
}
