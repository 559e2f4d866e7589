/**
 * New folder or rename on a disk page: the one form pattern in a dialog (docs/forms.md). The name
 * rule runs before any call with its exact messages; the server's refusal (a name already in the
 * folder) shows under the field and the typed name stays.
 */
import { Field, Input } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { type DiskItem, validateDiskName } from '../../../domain/files/disk.ts'
import { DISK_NAME_MESSAGES } from '../../../domain/files/diskMessages.ts'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useResourceForm } from '../../common/forms/useResourceForm.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'

type Values = { name: string }

export function DiskNameDialog({
  item,
  save,
  onSaved,
  onClose,
}: {
  /** The item to rename, or null for a new folder. */
  item: DiskItem | null
  save: (name: string, signal: AbortSignal) => Promise<DiskItem>
  onSaved: (item: DiskItem) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const latest = useRef<Values>({ name: item?.name ?? '' })
  const savedItem = useRef<DiskItem | null>(null)
  const resource = useSettingsResource<Values, Values>({
    load: () => Promise.resolve(latest.current),
    save: async (payload, signal) => {
      savedItem.current = await save(payload.name, signal)
      latest.current = { name: savedItem.current.name }
      return latest.current
    },
    onSaved: () => {
      if (savedItem.current) onSaved(savedItem.current)
    },
  })
  const isFolder = item === null || item.nettype === 'folder'
  const form = useResourceForm({
    resource,
    toValues: (data: Values) => data,
    validate: (values: Values) => {
      const error = validateDiskName(values.name, isFolder)
      return error ? { name: error } : {}
    },
    toPayload: (values: Values) => ({ name: values.name.trim() }),
    messages: DISK_NAME_MESSAGES,
  })
  const error = form.errorOf('name')
  return (
    <SettingsFormDialog
      title={item ? t`重命名` : t`新建文件夹`}
      resource={resource}
      dirty={form.dirty}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Field
        label={isFolder ? t`文件夹名称` : t`文件名`}
        required
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <Input
          value={form.values?.name ?? ''}
          autoFocus
          onChange={(_, data) => form.setField('name', data.value)}
        />
      </Field>
    </SettingsFormDialog>
  )
}
