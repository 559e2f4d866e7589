/**
 * The SMTP relay's "verify" (C-TIME-14): a button beside Save, and under the fields what the
 * server is doing — connecting with the seconds counted (it takes 3 to 10 s) and a cancel, then
 * what it found. The flow is machines/smtp-verify; this only renders it and sends its events.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { PlugConnectedRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { SmtpRelayValues } from '../../../domain/settings/index.ts'
import {
  selectVerifyElapsed,
  selectVerifyFailure,
  selectVerifyMessage,
  selectVerifyPassed,
  selectVerifying,
  smtpVerifyMachine,
} from '../../../../machines/smtp-verify/index.ts'
import { verifySmtpRelay } from './smtpRelayCalls.ts'

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // The status text wraps in the form's narrow column; the button keeps its words on one line.
  cancel: { flexShrink: 0 },
})

export function useSmtpVerify() {
  const actor = useActorRef(
    smtpVerifyMachine.provide({
      actors: {
        verifySmtpRelay: fromPromise(({ input, signal }) =>
          verifySmtpRelay(input as unknown as SmtpRelayValues, signal),
        ),
      },
    }),
  )
  return {
    verifying: useSelector(actor, selectVerifying),
    passed: useSelector(actor, selectVerifyPassed),
    failure: useSelector(actor, selectVerifyFailure),
    elapsed: useSelector(actor, selectVerifyElapsed),
    message: useSelector(actor, selectVerifyMessage),
    start: (values: SmtpRelayValues) =>
      actor.send({ type: 'verify.start', request: { ...values } }),
    cancel: () => actor.send({ type: 'verify.cancel' }),
    reset: () => actor.send({ type: 'verify.reset' }),
  }
}

export type SmtpVerifyState = ReturnType<typeof useSmtpVerify>

export function SmtpVerifyButton({
  verify,
  onVerify,
}: {
  verify: SmtpVerifyState
  onVerify: () => void
}) {
  const { t } = useLingui()
  return (
    <Button
      icon={verify.verifying ? <Spinner size="tiny" /> : <PlugConnectedRegular />}
      disabledFocusable={verify.verifying}
      onClick={onVerify}
    >
      {verify.verifying ? t`正在验证…` : t`验证`}
    </Button>
  )
}

export function SmtpVerifyStatus({ verify, server }: { verify: SmtpVerifyState; server: string }) {
  const { t } = useLingui()
  const styles = useStyles()
  const seconds = verify.elapsed
  if (verify.verifying) {
    return (
      <div className={styles.progress} role="status">
        <ProgressBar thickness="large" aria-label={t`正在验证 SMTP 中继`} />
        <div className={styles.row}>
          <Text>{t`正在登录 ${server.trim()}…已用 ${seconds} 秒（通常需要 3 到 10 秒）`}</Text>
          <Button size="small" className={styles.cancel} onClick={verify.cancel}>
            {t`取消验证`}
          </Button>
        </div>
      </div>
    )
  }
  if (verify.passed) {
    return (
      <MessageBar intent="success" role="status">
        <MessageBarBody>{verify.message ?? t`验证成功，可以通过该服务器发信。`}</MessageBarBody>
      </MessageBar>
    )
  }
  if (verify.failure === null) return null
  const text =
    verify.failure === 'refused'
      ? (verify.message ?? t`验证未通过。`)
      : verify.failure === 'timeout'
        ? t`验证超时：服务器 ${seconds} 秒内没有回应，请稍后重试。`
        : t`验证请求没有完成，请检查网络后重试。`
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  )
}
