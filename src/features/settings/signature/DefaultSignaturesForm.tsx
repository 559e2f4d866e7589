/**
 * Which signature goes into new mail and which into replies and forwards (R-DATA-16): two
 * choices among the list, or none, saved with one setDefaultSignatures call; compose reads them
 * when it opens.
 */
import { Field, Select } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import type { SettingsResource } from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import type { SignatureDefaults, SignatureList } from './signatureCalls.ts'

const NONE = ''

interface DefaultsValues {
  default_new: string
  default_reply: string
}

const asChoice = (id: number | null) => (id === null ? NONE : String(id))
const asId = (choice: string) => (choice === NONE ? null : Number(choice))

const toValues = (list: SignatureList): DefaultsValues => ({
  default_new: asChoice(list.default_new),
  default_reply: asChoice(list.default_reply),
})

const toPayload = (values: DefaultsValues): SignatureDefaults => ({
  default_new: asId(values.default_new),
  default_reply: asId(values.default_reply),
})

const noRule = () => ({})

export function DefaultSignaturesForm({
  resource,
}: {
  resource: SettingsResource<SignatureList, SignatureDefaults>
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: noRule, toPayload })
  const values = form.values
  const signatures = resource.data?.results ?? []
  if (!values) return null
  // A choice the list no longer has (deleted since) reads as none.
  const known = (choice: string) =>
    signatures.some((signature) => String(signature.id) === choice) ? choice : NONE
  const options = [
    <option key={NONE} value={NONE}>
      {t`不使用签名`}
    </option>,
    ...signatures.map((signature) => (
      <option key={signature.id} value={String(signature.id)}>
        {signature.caption}
      </option>
    )),
  ]
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Field label={t`新邮件默认签名`} validationMessage={form.errorOf('default_new')}>
        <Select
          value={known(values.default_new)}
          onChange={(_, data) => form.setField('default_new', data.value)}
        >
          {options}
        </Select>
      </Field>
      <Field label={t`回复和转发默认签名`} validationMessage={form.errorOf('default_reply')}>
        <Select
          value={known(values.default_reply)}
          onChange={(_, data) => form.setField('default_reply', data.value)}
        >
          {options}
        </Select>
      </Field>
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
