/** The captcha block of the login form: the widget for the configured kind, refresh and status. */
import { Button, mergeClasses, Spinner, Text } from '@fluentui/react-components'
import {
  ArrowClockwiseRegular,
  CheckmarkCircleFilled,
  ErrorCircleRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, type Ref } from 'react'
import { CodeCaptcha } from './CodeCaptcha.tsx'
import { stageStyle } from './captchaGeometry.ts'
import type { CaptchaController } from './useCaptcha.ts'
import { useCaptchaStyles } from './useCaptchaStyles.styles.ts'

/** Placeholder size before the first challenge arrives, so the card does not jump much. */
const PLACEHOLDER = { width: 300, height: 150 }

// Only the configured kind is downloaded, while its first challenge is being fetched.
const widgetModules = {
  slider: () => import('./SliderCaptcha.tsx'),
  click: () => import('./ClickCaptcha.tsx'),
}
const SliderCaptcha = lazy(() =>
  widgetModules.slider().then((module) => ({ default: module.SliderCaptcha })),
)
const ClickCaptcha = lazy(() =>
  widgetModules.click().then((module) => ({ default: module.ClickCaptcha })),
)

export interface CaptchaPanelProps {
  captcha: CaptchaController
  /** Text and arith captchas: the typed answer, owned by the login form. */
  code: {
    value: string
    onChange: (value: string) => void
    validationMessage?: string
    inputRef?: Ref<HTMLInputElement>
  }
  /** Slider and click: the form was submitted before the captcha was solved. */
  requiredMessage?: string
}

export function CaptchaPanel({ captcha, code, requiredMessage }: CaptchaPanelProps) {
  const { t } = useLingui()
  const styles = useCaptchaStyles()
  const titleId = useId()
  const { challenge, kind } = captcha
  const isCode = kind === 'text' || kind === 'arith'

  useEffect(() => {
    if (kind === 'slider' || kind === 'click') void widgetModules[kind]()
  }, [kind])

  const failure =
    captcha.error === 'rejected'
      ? kind === 'text'
        ? t`验证码错误，请重新输入`
        : kind === 'arith'
          ? t`计算结果错误，请重新输入`
          : t`验证失败，请再试一次`
      : captcha.error === 'verifyFailed'
        ? t`暂时无法完成验证，请稍后再试`
        : undefined
  const errorText = requiredMessage ?? failure

  const widget = () => {
    if (captcha.loadFailed) {
      return (
        <div className={mergeClasses(styles.status, styles.statusError)} role="alert">
          <ErrorCircleRegular aria-hidden />
          {t`验证码加载失败`}
          <Button size="small" appearance="secondary" onClick={captcha.refresh}>
            {t`重新加载`}
          </Button>
        </div>
      )
    }
    if (isCode) return <CodeCaptcha captcha={captcha} challenge={challenge} {...code} />
    const placeholder = (
      <div className={styles.stage} style={stageStyle(PLACEHOLDER)}>
        <div className={styles.overlay}>
          <Spinner size="small" label={t`正在加载验证码…`} />
        </div>
      </div>
    )
    if (!challenge) return placeholder
    // Keyed by challenge: a new challenge starts with the piece home and no markers.
    return (
      <Suspense fallback={placeholder}>
        {kind === 'slider' ? (
          <SliderCaptcha key={challenge.id} captcha={captcha} challenge={challenge} />
        ) : (
          <ClickCaptcha key={challenge.id} captcha={captcha} challenge={challenge} />
        )}
      </Suspense>
    )
  }

  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      // The challenge id is no secret (the server sent it); end-to-end tests read it to ask the
      // fake backend for the answer.
      data-captcha-kind={kind}
      data-captcha-id={challenge?.id}
      data-captcha-width={challenge?.width}
    >
      <div className={styles.header}>
        <Text id={titleId} weight="semibold" size={300}>
          {t`安全验证`}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          aria-label={t`换一张`}
          title={t`换一张`}
          disabled={captcha.busy}
          onClick={captcha.refresh}
        />
      </div>
      {widget()}
      {!isCode && (
        <div className={styles.status}>
          {errorText ? (
            <span role="alert" className={mergeClasses(styles.status, styles.statusError)}>
              <ErrorCircleRegular aria-hidden />
              {errorText}
            </span>
          ) : captcha.verified ? (
            <span role="status" className={mergeClasses(styles.status, styles.statusOk)}>
              <CheckmarkCircleFilled aria-hidden />
              {t`验证通过`}
            </span>
          ) : captcha.verifying ? (
            <Spinner size="extra-tiny" label={t`正在验证…`} />
          ) : null}
        </div>
      )}
      {isCode && failure && !code.validationMessage && (
        <span role="alert" className={mergeClasses(styles.status, styles.statusError)}>
          <ErrorCircleRegular aria-hidden />
          {failure}
        </span>
      )}
    </section>
  )
}
