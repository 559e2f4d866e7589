/**
 * The registration form: username (R-VALID "Username": digits, lowercase, _ - . only) at one of
 * the organisation's domains, the password with the live rule checklist (the organisation's rules
 * from the register config; the pinyin rule once a name is typed), its confirmation, the real
 * name, the mobile (when the config asks for it), an optional department, and the captcha the
 * config asks for (the login form's, machines/captcha).
 */
import {
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react'
import type { CaptchaKind } from '../../../../machines/captcha/captcha.types.ts'
import { TEXT_CAPTCHA_LENGTH } from '../../../domain/captcha/index.ts'
import {
  ACCOUNT_RULE_MESSAGES,
  validateRegistration,
  type RegisterValues,
} from '../../../domain/account/index.ts'
import { checkPassword } from '../../../domain/password/passwordRules.ts'
import type { SettingsResource } from '../../common/forms/useSettingsResource.ts'
import { useResourceForm } from '../../common/forms/useResourceForm.ts'
import type { CaptchaController } from '../captcha/useCaptcha.ts'
import { PasswordChecklist } from '../PasswordChecklist.tsx'
import { useNamePinyin } from '../useNamePinyin.ts'
import type { RegisterConfig, RegisterPayload } from './registerCalls.ts'
import { useRegisterStyles } from './useRegisterStyles.styles.ts'
import { DialogFormActions } from '../../common/forms/DialogFormActions.tsx'

const CaptchaSlot = lazy(() => import('../captcha/CaptchaSlot.tsx'))

const captchaKindOf = (type: string): CaptchaKind | null =>
  type === 'slider' || type === 'click' || type === 'text' || type === 'arith' ? type : null

interface RegisterFormProps {
  config: RegisterConfig
  resource: SettingsResource<RegisterConfig, RegisterPayload>
  captchaRef: RefObject<CaptchaController | null>
  onCancel: () => void
}

export function RegisterForm({ config, resource, captchaRef, onCancel }: RegisterFormProps) {
  const { t } = useLingui()
  const styles = useRegisterStyles()
  const kind = captchaKindOf(config.captcha_type)
  const [captcha, setCaptcha] = useState<CaptchaController | null>(null)
  const [code, setCode] = useState('')
  const [captchaError, setCaptchaError] = useState<string | undefined>()
  const [checking, setChecking] = useState(false)
  // Read by toPayload within the same submit, right after the captcha answered.
  const ticketRef = useRef<string | undefined>(undefined)
  const onController = useCallback(
    (controller: CaptchaController | null) => {
      captchaRef.current = controller
      setCaptcha(controller)
    },
    [captchaRef],
  )

  const toValues = (data: RegisterConfig): RegisterValues => ({
    username: '',
    domain: data.domains[0] ?? '',
    password: '',
    confirm: '',
    realname: '',
    mobile: '',
    department: '',
  })
  // The name's pinyin is worked out once the dictionary is there; the rule waits for it.
  const [realname, setRealname] = useState('')
  const namePinyin = useNamePinyin(realname)
  const form = useResourceForm({
    resource,
    toValues,
    validate: (values: RegisterValues) =>
      validateRegistration(values, {
        rules: config.password_rules,
        needMobile: config.need_mobile,
        namePinyin,
      }),
    toPayload: (values: RegisterValues): RegisterPayload => ({
      username: values.username.trim(),
      domain: values.domain,
      password: values.password.trim(),
      confirm: values.confirm.trim(),
      realname: values.realname.trim(),
      mobile: values.mobile.trim(),
      department: values.department.trim(),
      ...(ticketRef.current ? { captchaTicket: ticketRef.current } : {}),
    }),
    messages: ACCOUNT_RULE_MESSAGES,
  })
  const values = form.values
  if (!values) return null
  const checks = checkPassword(values.password.trim(), config.password_rules, {
    account: values.username.trim(),
    namePinyin,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (resource.saving || checking) return
    const fieldsOk = !Object.values(
      validateRegistration(values, {
        rules: config.password_rules,
        needMobile: config.need_mobile,
        namePinyin,
      }),
    ).some(Boolean)
    let answer = captcha?.ticket ?? undefined
    if (fieldsOk && kind && !answer) {
      const isCode = kind === 'text' || kind === 'arith'
      if (!captcha || !isCode) return setCaptchaError(t`请先完成安全验证`)
      if (kind === 'text' && code.trim().length !== TEXT_CAPTCHA_LENGTH) {
        return setCaptchaError(t`请输入 ${TEXT_CAPTCHA_LENGTH} 位验证码`)
      }
      if (code.trim() === '') return setCaptchaError(t`请输入计算结果`)
      setChecking(true)
      answer = (await captcha.verify({ kind, value: code })) ?? undefined
      setChecking(false)
      if (!answer) return setCode('')
    }
    ticketRef.current = answer
    form.submit()
  }

  const field = (
    name: keyof RegisterValues,
    label: string,
    input: { type?: 'text' | 'password' | 'tel'; autoComplete: string; hint?: string },
    required = true,
  ) => (
    <Field
      label={label}
      required={required}
      hint={input.hint}
      validationState={form.errorOf(name) ? 'error' : 'none'}
      validationMessage={form.errorOf(name)}
    >
      <Input
        name={name}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        value={values[name]}
        onChange={(_, data) => {
          form.setField(name, data.value)
          if (name === 'realname') setRealname(data.value)
        }}
      />
    </Field>
  )
  const busy = resource.saving || checking
  const general = resource.failureMessage ?? (resource.saveFailed ? t`提交失败，请稍后重试` : null)

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <DialogTitle>{t`注册账号`}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.intro}>{t`提交后需由管理员审核，审核通过后即可登录。`}</Text>
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.address}>
            {field('username', t`用户名`, {
              autoComplete: 'username',
              hint: t`只能使用数字、小写字母、下划线（_）、连字符（-）和点（.）`,
            })}
            {config.domains.length > 1 ? (
              <Field label={t`域名`} required validationMessage={form.errorOf('domain')}>
                <Select
                  value={values.domain}
                  onChange={(_, data) => form.setField('domain', data.value)}
                >
                  {config.domains.map((domain) => (
                    <option key={domain} value={domain}>
                      @{domain}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : (
              <span className={styles.domainSuffix}>@{values.domain}</span>
            )}
          </div>
          {field('password', t`密码`, { type: 'password', autoComplete: 'new-password' })}
          <PasswordChecklist checks={checks} pristine={values.password.trim() === ''} />
          {field('confirm', t`确认密码`, { type: 'password', autoComplete: 'new-password' })}
          {field('realname', t`姓名`, { autoComplete: 'name' })}
          {field('mobile', t`手机号码`, { type: 'tel', autoComplete: 'tel' }, config.need_mobile)}
          {field('department', t`部门`, { autoComplete: 'organization' }, false)}
          {kind && (
            <Suspense fallback={<Spinner size="tiny" />}>
              <CaptchaSlot
                kind={kind}
                onController={onController}
                code={{
                  value: code,
                  onChange: (value) => {
                    setCode(value)
                    setCaptchaError(undefined)
                  },
                  validationMessage: kind === 'text' || kind === 'arith' ? captchaError : undefined,
                }}
                requiredMessage={
                  captcha?.ticket || kind === 'text' || kind === 'arith' ? undefined : captchaError
                }
              />
            </Suspense>
          )}
        </DialogContent>
        <DialogFormActions
          busy={busy}
          submitText={t`提交注册`}
          onCancel={onCancel}
          className={styles.action}
        />
      </DialogBody>
    </form>
  )
}
