/**
 * A calendar's shares (§6): who may see (read-only) or change (edit) it, added by a mailbox of
 * this system (the server refuses others with the spec's words, shown under the field) and
 * removed one by one.
 */
import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { useSettingsResource } from '../common/forms/useSettingsResource.ts'
import {
  addShare,
  loadShares,
  removeShare,
  type Calendar,
  type CalendarShare,
} from './calendarCalls.ts'

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

type Permission = 'read' | 'edit'

export function CalendarSharesPanel({ calendar }: { calendar: Calendar }) {
  const { t } = useLingui()
  const styles = useStyles()
  const id = calendar.id
  const load = useCallback(() => loadShares(id), [id])
  const resource = useSettingsResource<CalendarShare[], never>({ load })
  const [email, setEmail] = useState('')
  const [permission, setPermission] = useState<Permission>('read')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const permissionText: Record<Permission, string> = {
    read: t({ message: '只读', comment: "English: 'Read-only' (share permission)" }),
    edit: t({ message: '可编辑', comment: "English: 'Can edit' (share permission)" }),
  }

  // R-VALID-24: only mailboxes of the system; the server's words show under the field.
  const add = async () => {
    if (email.trim() === '') return setError(t`请输入邮箱地址`)
    setBusy(true)
    try {
      await addShare(id, { email: email.trim(), permission })
      setEmail('')
      resource.refresh()
    } catch (rejection) {
      const r = rejection as { fields?: Record<string, string>; message?: string | null }
      setError(r.fields?.email ?? r.message ?? t`共享失败，请重试`)
    } finally {
      setBusy(false)
    }
  }

  const shares = resource.data ?? []
  return (
    <section className={styles.section} aria-label={t`共享`}>
      <h3 className={styles.heading}>{t`共享`}</h3>
      <form
        noValidate
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault()
          void add()
        }}
      >
        <Field label={t`共享给（本系统邮箱）`} validationMessage={error}>
          <Input
            value={email}
            onChange={(_, d) => {
              setEmail(d.value)
              setError(null)
            }}
          />
        </Field>
        <Field label={t`权限`}>
          <Dropdown
            value={permissionText[permission]}
            selectedOptions={[permission]}
            onOptionSelect={(_, d) => setPermission(d.optionValue as Permission)}
          >
            <Option value="read">{permissionText.read}</Option>
            <Option value="edit">{permissionText.edit}</Option>
          </Dropdown>
        </Field>
        <Button type="submit" disabledFocusable={busy}>
          {t`添加共享`}
        </Button>
      </form>
      {shares.length === 0 ? (
        <Caption1 className={styles.muted}>{t`尚未共享给任何人`}</Caption1>
      ) : (
        <ul className={styles.list} aria-label={t`共享列表`}>
          {shares.map((share) => (
            <li key={share.id} className={styles.item}>
              <span>
                {share.name ? `${share.name} <${share.email}>` : share.email} ·{' '}
                {permissionText[share.permission]}
              </span>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t`取消共享给 ${share.email}`}
                onClick={() => void removeShare(share.id).then(resource.refresh)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
