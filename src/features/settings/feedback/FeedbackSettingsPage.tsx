/**
 * /setting/feedback: a message to the administrator. The text is required (R-VALID-23, its message
 * before any call), a contact optional; "send" is the form's one call and its confirmation says
 * it was sent, then the form is empty again (decisions.md #184).
 */
import { Field, Input, Textarea } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  FEEDBACK_TEXT_MAX,
  feedbackPayload,
  validateFeedback,
  type FeedbackValues,
} from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { loadBlankFeedback, sendFeedback, type FeedbackInput } from './feedbackCalls.ts'

const toValues = (data: FeedbackInput): FeedbackValues => ({
  content: data.content,
  contact: data.contact ?? '',
})

export default function FeedbackSettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<FeedbackInput, FeedbackInput>({
    load: loadBlankFeedback,
    save: sendFeedback,
  })
  return (
    <SettingsPage title={t`意见反馈`} intro={t`使用中遇到问题或有改进建议，请告诉管理员。`}>
      <SettingsSection id="feedback" title={t`给管理员的反馈`}>
        <Loaded resource={resource}>{() => <FeedbackForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function FeedbackForm({ resource }: { resource: SettingsResource<FeedbackInput, FeedbackInput> }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({
    resource,
    toValues,
    validate: validateFeedback,
    toPayload: feedbackPayload,
  })
  const values = form.values
  if (!values) return null
  const contentError = form.errorOf('content')
  const contactError = form.errorOf('contact')
  const length = values.content.trim().length

  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Field
        label={t`反馈内容`}
        required
        hint={t`${length} / ${FEEDBACK_TEXT_MAX} 字`}
        validationState={contentError ? 'error' : 'none'}
        validationMessage={contentError}
      >
        <Textarea
          resize="vertical"
          rows={8}
          value={values.content}
          onChange={(_, data) => form.setField('content', data.value)}
        />
      </Field>
      <Field
        label={t`联系方式（选填）`}
        hint={t`电话或其他方便管理员联系您的方式。`}
        validationState={contactError ? 'error' : 'none'}
        validationMessage={contactError}
      >
        <Input
          value={values.contact}
          onChange={(_, data) => form.setField('contact', data.value)}
        />
      </Field>
      <SettingsFormFooter
        resource={resource}
        dirty={form.dirty}
        submitText={t`发送`}
        savedText={t`反馈已发送，感谢您的意见。`}
      />
    </form>
  )
}
