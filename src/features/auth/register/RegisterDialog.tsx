/**
 * Registration (R-LOGIN-1 "registration", R-LOGIN-4: it waits for approval), opened from the login
 * page when its config allows it, and loaded only then (the login page's budget). The register
 * config is loaded and the request sent through the one form pattern (useSettingsResource,
 * useResourceForm: docs/forms.md); once sent the dialog says the account waits for approval.
 * Signing in before that is refused by the server with its own text, shown by the login form.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import type { CaptchaController } from '../captcha/useCaptcha.ts'
import { RegisterForm } from './RegisterForm.tsx'
import {
  loadRegisterConfig,
  sendRegistration,
  type RegisterConfig,
  type RegisterPayload,
} from './registerCalls.ts'
import { useRegisterStyles } from './useRegisterStyles.styles.ts'

export interface RegisterDialogProps {
  /** Kept mounted while it closes, so Fluent's modal hands the page back (focus, aria-hidden). */
  open: boolean
  onClose: () => void
}

export default function RegisterDialog({ open, onClose }: RegisterDialogProps) {
  const { t } = useLingui()
  const styles = useRegisterStyles()
  const [waiting, setWaiting] = useState<string | null>(null)
  const captchaRef = useRef<CaptchaController | null>(null)
  const resource = useSettingsResource<RegisterConfig, RegisterPayload>({
    load: loadRegisterConfig,
    save: async (payload, signal) => {
      try {
        await sendRegistration(payload, signal)
        setWaiting(`${payload.username}@${payload.domain}`)
        return undefined
      } catch (error) {
        // The ticket was spent by this attempt: a refused request needs a new challenge.
        captchaRef.current?.refresh()
        throw error
      }
    },
  })
  const config = resource.data

  const body = () => {
    if (waiting) {
      return (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t`注册申请已提交，等待审核`}</MessageBarTitle>
            {t`管理员审核通过后，您即可使用 ${waiting} 登录。`}
          </MessageBarBody>
        </MessageBar>
      )
    }
    if (resource.loadFailed) {
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t`注册信息加载失败，请重试。`}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={resource.retry}>{t`重试`}</Button>
          </MessageBarActions>
        </MessageBar>
      )
    }
    if (!config) return <Spinner size="small" label={t`正在加载…`} />
    if (!config.is_register) {
      return (
        <MessageBar intent="warning">
          <MessageBarBody>{t`本单位暂未开放注册，请联系管理员开通邮箱。`}</MessageBarBody>
        </MessageBar>
      )
    }
    return null
  }

  const showForm = !waiting && config?.is_register === true
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        {showForm ? (
          <RegisterForm
            config={config}
            resource={resource}
            captchaRef={captchaRef}
            onCancel={onClose}
          />
        ) : (
          <DialogBody>
            <DialogTitle>{t`注册账号`}</DialogTitle>
            <DialogContent className={styles.content}>{body()}</DialogContent>
            <DialogActions>
              <Button appearance={waiting ? 'primary' : 'secondary'} onClick={onClose}>
                {waiting ? t`返回登录` : t`关闭`}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  )
}
