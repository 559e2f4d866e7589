/**
 * Binding an authenticator (R-LOGIN-3): four steps in a dialog — download the
 * app, scan the QR code, back up the 16-digit key, enable with a current code — run by
 * machines/two-factor-bind. Closing the dialog abandons the binding (nothing is bound until
 * step 4 succeeds).
 */
import { CodeField } from '../../auth/twofactor/CodeField.tsx'
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent } from 'react'
import {
  groupKey,
  selectBindError,
  selectIsBusy,
  selectIsDone,
  selectSetup,
  selectSetupFailed,
  selectStepIndex,
  twoFactorBindMachine,
} from '../../../../machines/two-factor-bind/index.ts'
import { bindWizardActors } from './twoFactorSettingsCalls.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { useTwoFactorStyles } from './useTwoFactorStyles.styles.ts'
import { BusyButton } from '../../common/forms/BusyButton.tsx'

const wizardMachine = twoFactorBindMachine.provide({ actors: bindWizardActors })

export function TotpBindWizard({ onClose, onBound }: { onClose: () => void; onBound: () => void }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const factorStyles = useTwoFactorStyles()
  const actor = useActorRef(wizardMachine)
  const stepIndex = useSelector(actor, selectStepIndex)
  const setup = useSelector(actor, selectSetup)
  const busy = useSelector(actor, selectIsBusy)
  const setupFailed = useSelector(actor, selectSetupFailed)
  const error = useSelector(actor, selectBindError)
  const done = useSelector(actor, selectIsDone)
  const [code, setCode] = useState('')

  useEffect(() => {
    if (done) onBound()
  }, [done, onBound])

  const steps = [t`下载应用`, t`扫描二维码`, t`备份密钥`, t`启用`]
  const next = () => actor.send({ type: 'bind.next' })
  const back = () => actor.send({ type: 'bind.back' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'bind.submit', code })
  }
  const codeError =
    error?.code === 'codeFormat'
      ? t`请输入 6 位数字验证码`
      : error?.code === 'bindFailed'
        ? (error.message ?? t`绑定失败，请重试`)
        : undefined

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t`绑定身份验证器`}</DialogTitle>
            <DialogContent>
              <div className={styles.form}>
                <ol className={factorStyles.steps} aria-label={t`绑定步骤`}>
                  {steps.map((label, index) => (
                    <li
                      key={label}
                      className={mergeClasses(
                        factorStyles.step,
                        index === stepIndex && factorStyles.stepCurrent,
                      )}
                      aria-current={index === stepIndex ? 'step' : undefined}
                    >
                      {`${index + 1}. ${label}`}
                    </li>
                  ))}
                </ol>
                {stepIndex === 0 && (
                  <Text>
                    {t`请在手机上安装身份验证器应用，例如 Microsoft Authenticator、Google Authenticator 或腾讯身份验证器：在 App Store 或安卓应用市场搜索应用名称即可下载。`}
                  </Text>
                )}
                {stepIndex === 1 &&
                  (busy ? (
                    <Spinner label={t`正在生成密钥…`} />
                  ) : setupFailed ? (
                    <MessageBar intent="error">
                      <MessageBarBody>{error?.message ?? t`密钥生成失败，请重试`}</MessageBarBody>
                    </MessageBar>
                  ) : (
                    setup && (
                      <>
                        <Text>{t`打开身份验证器应用，选择“扫描二维码”，扫描下方二维码。`}</Text>
                        <img
                          className={factorStyles.qr}
                          src={setup.qrcode}
                          alt={t`身份验证器二维码`}
                        />
                      </>
                    )
                  ))}
                {stepIndex === 2 && setup && (
                  <>
                    <Text>
                      {t`请抄写并妥善保存下面的 16 位密钥。手机丢失或更换时，可以用它在新手机上恢复身份验证器。`}
                    </Text>
                    <Text
                      className={factorStyles.key}
                      aria-label={t`16 位密钥`}
                      data-testid="totp-key"
                    >
                      {groupKey(setup.secret)}
                    </Text>
                  </>
                )}
                {stepIndex === 3 && (
                  <CodeField
                    label={t`动态验证码`}
                    hint={t`输入身份验证器中显示的 6 位数字以启用。`}
                    error={codeError}
                    name="code"
                    value={code}
                    onChange={setCode}
                    autoFocus
                  />
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t`取消`}</Button>
              {stepIndex > 0 && stepIndex < 4 && (
                <Button disabledFocusable={busy} onClick={back}>
                  {t`上一步`}
                </Button>
              )}
              {setupFailed && (
                <Button appearance="primary" onClick={() => actor.send({ type: 'bind.retry' })}>
                  {t`重试`}
                </Button>
              )}
              {stepIndex < 3 && !setupFailed && (
                <Button appearance="primary" disabledFocusable={busy} onClick={next}>
                  {t`下一步`}
                </Button>
              )}
              {stepIndex === 3 && (
                <BusyButton type="submit" busy={busy}>
                  {t`启用`}
                </BusyButton>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
