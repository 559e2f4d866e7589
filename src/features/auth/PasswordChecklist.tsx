/** The live rule checklist under the new password: each rule ticks as the user types. */
import { mergeClasses } from '@fluentui/react-components'
import { CheckmarkCircleFilled, CircleRegular, DismissCircleFilled } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PasswordCheck } from '../../domain/password/index.ts'
import { passwordRuleText } from './passwordRuleText.ts'
import { useChangePasswordStyles } from './useChangePasswordStyles.styles.ts'

export interface PasswordChecklistProps {
  checks: readonly PasswordCheck[]
  /** Nothing typed yet: every rule is shown as still to do, none as met or broken. */
  pristine: boolean
}

export function PasswordChecklist({ checks, pristine }: PasswordChecklistProps) {
  const { t, i18n } = useLingui()
  const styles = useChangePasswordStyles()
  const titleId = useId()
  return (
    <div>
      <span id={titleId} className={styles.checklistTitle}>
        {t`新密码须满足：`}
      </span>
      <ul className={styles.checklist} aria-labelledby={titleId}>
        {checks.map((check) => {
          const state = pristine ? 'pending' : check.ok ? 'ok' : 'failed'
          const Icon =
            state === 'ok'
              ? CheckmarkCircleFilled
              : state === 'failed'
                ? DismissCircleFilled
                : CircleRegular
          return (
            <li key={check.rule} className={styles.item} data-rule={check.rule} data-state={state}>
              <Icon aria-hidden className={mergeClasses(styles.icon, styles[state])} />
              <span>
                {i18n._(passwordRuleText(check))}
                <span className={styles.visuallyHidden}>
                  {state === 'ok' ? t`（已满足）` : state === 'failed' ? t`（未满足）` : ''}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
