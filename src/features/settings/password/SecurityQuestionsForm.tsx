/**
 * The three security questions with their answers (R-DATA-16): the saved questions are shown,
 * answers never come back from the server, so each save sets all three again with the login
 * password to confirm (decisions.md #157).
 */
import { Field, Input, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  SECURITY_QUESTION_COUNT,
  SECURITY_TEXT_MAX,
  validateSecurityQuestions,
  type SecurityField,
  type SecurityValues,
} from '../../../domain/settings/index.ts'
import { Loaded } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import {
  loadSecurityQuestions,
  saveSecurityQuestions,
  type SecurityQuestions,
} from './securityCalls.ts'

type FlatValues = Record<SecurityField, string>
const INDEXES = [0, 1, 2] as const

const toValues = (data: SecurityQuestions): FlatValues => ({
  question0: data.questions[0] ?? '',
  question1: data.questions[1] ?? '',
  question2: data.questions[2] ?? '',
  answer0: '',
  answer1: '',
  answer2: '',
  password: '',
})

const toPayload = (values: FlatValues): SecurityValues => ({
  items: INDEXES.map((i) => ({
    question: values[`question${i}`].trim(),
    answer: values[`answer${i}`].trim(),
  })),
  password: values.password.trim(),
})

const validate = (values: FlatValues) => validateSecurityQuestions(toPayload(values))

export function SecurityQuestionsSection() {
  const resource = useSettingsResource<SecurityQuestions, SecurityValues>({
    load: loadSecurityQuestions,
    save: saveSecurityQuestions,
  })
  return <Loaded resource={resource}>{() => <SecurityForm resource={resource} />}</Loaded>
}

function SecurityForm({
  resource,
}: {
  resource: SettingsResource<SecurityQuestions, SecurityValues>
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate, toPayload })
  const values = form.values
  if (!values) return null
  const isSet = (resource.data?.questions.length ?? 0) >= SECURITY_QUESTION_COUNT
  const input = (name: SecurityField, label: string, type: 'text' | 'password' = 'text') => (
    <Field
      label={label}
      required
      validationState={form.errorOf(name) ? 'error' : 'none'}
      validationMessage={form.errorOf(name)}
    >
      <Input
        type={type}
        name={name}
        maxLength={type === 'text' ? SECURITY_TEXT_MAX : undefined}
        autoComplete={type === 'password' ? 'current-password' : 'off'}
        value={values[name]}
        onChange={(_, data) => form.setField(name, data.value)}
      />
    </Field>
  )
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Text className={styles.muted}>
        {isSet
          ? t`已设置密保问题。答案不会显示，修改时请重新填写三个答案。`
          : t`尚未设置密保问题。忘记密码时可通过回答密保问题重置密码。`}
      </Text>
      {INDEXES.map((i) => (
        <div key={i} className={styles.form}>
          {input(`question${i}`, t`问题 ${i + 1}`)}
          {input(`answer${i}`, t`答案 ${i + 1}`)}
        </div>
      ))}
      {input('password', t`登录密码`, 'password')}
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
