/**
 * "Share my mailbox" (/setting/relatelist): a colleague — typed, with suggestions from the
 * compose boxes' lookup narrowed to the organisation (300 ms after the last key) — and one of
 * the four levels with what it allows. The rule first, then one create call; the server's
 * refusal (an outsider, already shared …) shows under its field and the input stays.
 */
import {
  Combobox,
  Field,
  Option,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef } from 'react'
import type { SharedMailbox } from '../../../api/types.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import {
  SHARE_PERMISSIONS,
  SHARE_PERMISSION_HINTS,
  SHARE_PERMISSION_NAMES,
  mailboxSharePayload,
  validateMailboxShare,
  type MailboxShareValues,
  type SharePermission,
} from '../../../domain/settings/index.ts'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useSettingsItemForm } from '../../common/forms/useSettingsItemForm.ts'
import { useAddressSuggestions } from '../../compose/useAddressSuggestions.ts'
import { createMailboxShare, suggestColleagues } from './mailboxShareCalls.ts'

const BLANK: MailboxShareValues = { username: '', permission: 'read' }

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
})

export function ShareAddDialog({
  onSaved,
  onClose,
}: {
  onSaved: (share: SharedMailbox) => void
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { user } = useActiveSession()
  const styles = useStyles()
  // The form's "item" is what was typed; the list wants the server's share.
  const created = useRef<SharedMailbox | null>(null)
  const { resource, form } = useSettingsItemForm<
    MailboxShareValues,
    MailboxShareValues,
    MailboxShareValues
  >({
    item: BLANK,
    save: async (payload, signal) => {
      created.current = await createMailboxShare(payload, signal)
      return payload
    },
    onSaved: () => {
      if (created.current) onSaved(created.current)
    },
    toValues: (item) => item,
    validate: validateMailboxShare,
    toPayload: mailboxSharePayload,
  })
  const values = form.values
  const suggest = useCallback(
    (search: string, signal: AbortSignal) => suggestColleagues(search, signal, user.email),
    [user.email],
  )
  const suggestions = useAddressSuggestions(values?.username ?? '', suggest)

  return (
    <SettingsFormDialog
      title={t`共享我的邮箱`}
      submitText={t`共享`}
      resource={resource}
      dirty={form.dirty}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {values && (
        <>
          <Field
            label={t`同事`}
            required
            hint={t`只能共享给本单位的同事。输入姓名或邮箱地址，从建议中选择。`}
            validationState={form.errorOf('username') ? 'error' : 'none'}
            validationMessage={form.errorOf('username')}
          >
            <Combobox
              freeform
              value={values.username}
              placeholder={t`输入姓名或邮箱地址`}
              onChange={(event) => form.setField('username', event.target.value)}
              onOptionSelect={(_, data) => {
                if (data.optionValue) form.setField('username', data.optionValue)
              }}
            >
              {suggestions.map((s) => (
                <Option key={s.email} value={s.email} text={s.email}>
                  {s.name ? `${s.name} <${s.email}>` : s.email}
                </Option>
              ))}
            </Combobox>
          </Field>
          <Field
            label={t`权限`}
            required
            validationState={form.errorOf('permission') ? 'error' : 'none'}
            validationMessage={form.errorOf('permission')}
          >
            <RadioGroup
              value={values.permission}
              onChange={(_, data) => form.setField('permission', data.value as SharePermission)}
            >
              {SHARE_PERMISSIONS.map((level) => (
                <Radio
                  key={level}
                  value={level}
                  label={
                    <>
                      <Text weight="semibold">{i18n._(SHARE_PERMISSION_NAMES[level])}</Text>
                      <Text size={200} className={styles.hint}>
                        {i18n._(SHARE_PERMISSION_HINTS[level])}
                      </Text>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </Field>
        </>
      )}
    </SettingsFormDialog>
  )
}
