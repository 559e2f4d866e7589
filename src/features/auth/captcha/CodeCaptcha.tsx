/**
 * Text (6-character image code, case-insensitive) and arithmetic captchas: an image and an input.
 * The answer is verified when the login form is submitted, so typing it feels like any field.
 */
import { Field, Input } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import type { CaptchaChallenge } from '../../../../machines/captcha/index.ts'
import { TEXT_CAPTCHA_LENGTH } from '../../../domain/captcha/index.ts'
import type { CaptchaController } from './useCaptcha.ts'
import { useCaptchaStyles } from './useCaptchaStyles.styles.ts'

export interface CodeCaptchaProps {
  captcha: CaptchaController
  challenge: CaptchaChallenge | null
  value: string
  onChange: (value: string) => void
  validationMessage?: string
  inputRef?: Ref<HTMLInputElement>
}

export function CodeCaptcha({
  captcha,
  challenge,
  value,
  onChange,
  validationMessage,
  inputRef,
}: CodeCaptchaProps) {
  const { t } = useLingui()
  const styles = useCaptchaStyles()
  const arith = captcha.kind === 'arith'
  const label = arith ? t`计算结果` : t`验证码`
  const imageAlt = arith ? (challenge?.question ?? t`算式图片`) : t`验证码图片`

  return (
    <div className={styles.codeRow}>
      <Field
        className={styles.codeField}
        label={label}
        required
        validationState={validationMessage ? 'error' : 'none'}
        validationMessage={validationMessage}
      >
        <Input
          ref={inputRef}
          name="captcha"
          value={value}
          autoComplete="off"
          spellCheck={false}
          inputMode={arith ? 'numeric' : 'text'}
          maxLength={arith ? undefined : TEXT_CAPTCHA_LENGTH}
          disabled={captcha.verified}
          onChange={(_, data) => onChange(data.value)}
        />
      </Field>
      {challenge && (
        <span className={styles.codeImageFrame}>
          <img className={styles.codeImage} src={challenge.image} alt={imageAlt} />
        </span>
      )}
    </div>
  )
}
