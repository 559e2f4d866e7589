/**
 * The password prompt of a protected mail (R-READ-10, R-VALID-9):
 * max length 6, exactly 6 letters or digits, 'Wrong password, please re-enter' on a refusal.
 */
import { Button, Field, Input } from '@fluentui/react-components'
import { LockClosedRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { ReaderErrorCode } from '../../../machines/reader/index.ts'
import { MAIL_PASSWORD_MAX_LENGTH } from '../../domain/mail/mailPassword.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'

export interface PasswordPromptProps {
  error: ReaderErrorCode | null
  busy: boolean
  onSubmit: (password: string) => void
}

export function PasswordPrompt({ error, busy, onSubmit }: PasswordPromptProps) {
  const styles = useReaderStyles()
  const { t } = useLingui()
  const [password, setPassword] = useState('')

  const message =
    error === 'passwordFormat'
      ? t({
          message: '请输入6位字母或数字',
          comment: "English: 'Enter 6 letters or digits'",
        })
      : // M-ERR-11, M-TEXT-12
        error === 'wrongPassword'
        ? t({
            message: '密码错误，请重新输入',
            context: 'protected mail',
            comment: "English (spec): 'Wrong password, please re-enter'",
          })
        : error === 'decryptFailed'
          ? t`解密失败，请重试`
          : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(password)
  }

  return (
    <form className={styles.prompt} onSubmit={submit} aria-label={t`加密邮件`}>
      <p>
        <LockClosedRegular /> {t`这是一封加密邮件，请输入查看密码`}
      </p>
      <Field
        label={t`查看密码`}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Input
          type="password"
          autoComplete="off"
          maxLength={MAIL_PASSWORD_MAX_LENGTH}
          value={password}
          disabled={busy}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        {t`确定`}
      </Button>
    </form>
  )
}
