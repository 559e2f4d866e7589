/**
 * Create or rename a personal group: the one settings form pattern in a dialog (docs/forms.md).
 * The name is checked before any call (required, 1 to 50 after trimming, decisions.md #198);
 * the server's refusal (a name already used) shows under the field and the typed name stays.
 */
import { Field, Input } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { validateGroupName } from '../../../domain/contacts/index.ts'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useSettingsItemForm } from '../../common/forms/useSettingsItemForm.ts'
import { saveGroup, type ContactGroup } from './pabCalls.ts'

type Values = { groupname: string }

export function GroupNameDialog({
  group,
  onSaved,
  onClose,
}: {
  /** The group to rename, or null for a new one. */
  group: ContactGroup | null
  onSaved: (group: ContactGroup) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const { resource, form } = useSettingsItemForm<ContactGroup, Values, Values>({
    item: group ?? { id: 0, groupname: '', count: 0 },
    save: (payload, signal) => saveGroup(group?.id ?? null, payload.groupname, signal),
    onSaved,
    toValues: (data) => ({ groupname: data.groupname }),
    validate: (values) => {
      const error = validateGroupName(values.groupname)
      return error ? { groupname: error } : {}
    },
    toPayload: (values) => ({ groupname: values.groupname.trim() }),
  })
  const error = form.errorOf('groupname')
  return (
    <SettingsFormDialog
      title={group ? t`重命名分组` : t`新建分组`}
      resource={resource}
      dirty={form.dirty}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Field
        label={t`分组名称`}
        required
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <Input
          value={form.values?.groupname ?? ''}
          autoFocus
          onChange={(_, data) => form.setField('groupname', data.value)}
        />
      </Field>
    </SettingsFormDialog>
  )
}
