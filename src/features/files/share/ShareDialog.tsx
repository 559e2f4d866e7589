/**
 * Share files or folders of a disk as a link (issue 15): choose the expiry and whether the link
 * needs an extraction code, create it (the one form pattern, docs/forms.md), then show the link
 * and code with "copy link" / "copy link and code". Props are the seam the disk pages open it by
 * (src/features/files/disk/diskDialogs.ts).
 */
import {
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_DAYS,
  type ShareExpiryDays,
} from '../../../domain/files/shareExpiry.ts'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useSettingsItemForm } from '../../common/forms/useSettingsItemForm.ts'
import { ShareCreatedDialog } from './ShareCreatedDialog.tsx'
import { createShare, type FileShare, type FileShareInput } from './shareCalls.ts'
import { useExpiryLabel } from './useExpiryLabel.ts'

export interface ShareDialogProps {
  open: boolean
  source: 'netdisk' | 'company'
  items: { id: number; name: string; nettype: 'folder' | 'file' }[]
  onClose(): void
}

interface Values {
  expireDays: string
  needCode: boolean
}

/** The form's "item": the choices, and the share once the server made it. */
interface Draft {
  expire_days: number
  need_code: boolean
  created?: FileShare
}

const useStyles = makeStyles({
  items: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    maxHeight: '120px',
    overflowY: 'auto',
  },
})

function ShareForm({
  source,
  items,
  onCreated,
  onClose,
}: Omit<ShareDialogProps, 'open'> & { onCreated: (share: FileShare) => void }) {
  const { t } = useLingui()
  const styles = useStyles()
  const expiryLabel = useExpiryLabel()
  const { resource, form } = useSettingsItemForm<Draft, FileShareInput, Values>({
    item: { expire_days: DEFAULT_SHARE_EXPIRY_DAYS, need_code: true },
    save: async (payload, signal) => ({ ...payload, created: await createShare(payload, signal) }),
    onSaved: (saved) => saved.created && onCreated(saved.created),
    toValues: (data) => ({ expireDays: String(data.expire_days), needCode: data.need_code }),
    validate: () => ({}),
    toPayload: (values) => ({
      ids: items.map((item) => item.id),
      source,
      expire_days: Number(values.expireDays),
      need_code: values.needCode,
    }),
  })
  const values = form.values
  return (
    <SettingsFormDialog
      title={t`分享文件`}
      resource={resource}
      dirty={false}
      onSubmit={form.submit}
      onClose={onClose}
      submitText={t`创建链接`}
    >
      <Text>{t`分享以下 ${items.length} 项：`}</Text>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id}>{item.nettype === 'folder' ? t`${item.name}（文件夹）` : item.name}</li>
        ))}
      </ul>
      <Field label={t`有效期`} validationMessage={form.errorOf('expireDays')}>
        <RadioGroup
          layout="horizontal"
          value={values?.expireDays ?? String(DEFAULT_SHARE_EXPIRY_DAYS)}
          onChange={(_, data) => form.setField('expireDays', data.value)}
        >
          {SHARE_EXPIRY_DAYS.map((days: ShareExpiryDays) => (
            <Radio key={days} value={String(days)} label={expiryLabel(days)} />
          ))}
        </RadioGroup>
      </Field>
      <Field validationMessage={form.errorOf('needCode')}>
        <Checkbox
          label={t`使用提取码（系统生成 4 位提取码）`}
          checked={values?.needCode ?? true}
          onChange={(_, data) => form.setField('needCode', data.checked === true)}
        />
      </Field>
    </SettingsFormDialog>
  )
}

export default function ShareDialog({ open, source, items, onClose }: ShareDialogProps) {
  const [created, setCreated] = useState<FileShare | null>(null)
  if (!open) return null
  const close = () => {
    setCreated(null)
    onClose()
  }
  return created ? (
    <ShareCreatedDialog share={created} onClose={close} />
  ) : (
    <ShareForm source={source} items={items} onCreated={setCreated} onClose={close} />
  )
}
