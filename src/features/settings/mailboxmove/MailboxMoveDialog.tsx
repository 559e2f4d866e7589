/**
 * Add or edit a mailbox-move account (/setting/mailboxmove): server, protocol (POP3 or IMAP),
 * SSL, port, the old mailbox's address and password, and which folders come over. Choosing the
 * protocol or SSL sets the usual port (110 / 995 / 143 / 993) unless the user typed another one,
 * as Thunderbird and Outlook do. The rule first, then one call; the server's refusal shows under
 * its field and what was typed stays. On an edit a blank password keeps the stored one.
 */
import { Checkbox, Field, Input, Radio, RadioGroup, makeStyles } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  defaultMovePort,
  validateMailboxMove,
  type MailboxMoveProtocol,
  type MailboxMoveScope,
  type MailboxMoveValues,
} from '../../../domain/settings/index.ts'
import { SettingsFormDialog } from '../../common/forms/SettingsFormDialog.tsx'
import { useSettingsItemForm } from '../../common/forms/useSettingsItemForm.ts'
import { saveMailboxMove, type MailboxMoveAccount } from './mailboxMoveCalls.ts'

const useStyles = makeStyles({ port: { width: '120px' } })

const BLANK: MailboxMoveValues = {
  server: '',
  port: String(defaultMovePort('imap', true)),
  protocol: 'imap',
  email: '',
  password: '',
  is_ssl: true,
  scope: 'all',
}

const valuesOf = (account: MailboxMoveAccount | null): MailboxMoveValues =>
  account
    ? {
        server: account.server,
        port: String(account.port ?? defaultMovePort(account.protocol, account.is_ssl)),
        protocol: account.protocol,
        email: account.email,
        password: '',
        is_ssl: account.is_ssl,
        scope: account.scope,
      }
    : BLANK

export function MailboxMoveDialog({
  account,
  onSaved,
  onClose,
}: {
  /** The account to edit; null adds one. */
  account: MailboxMoveAccount | null
  onSaved: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const isNew = account === null
  const { resource, form } = useSettingsItemForm<
    MailboxMoveValues,
    MailboxMoveValues,
    MailboxMoveValues
  >({
    item: valuesOf(account),
    save: async (payload, signal) => {
      await saveMailboxMove(account?.id ?? null, payload, signal)
      return payload
    },
    onSaved,
    toValues: (item) => item,
    validate: (values) => validateMailboxMove(values, { isNew }),
    toPayload: (values) => values,
  })
  const values = form.values
  if (!values) return null
  const field = (name: keyof MailboxMoveValues & string) => {
    const error = form.errorOf(name)
    return {
      validationState: error ? ('error' as const) : ('none' as const),
      validationMessage: error,
    }
  }
  // The usual port follows protocol and SSL unless another one was typed.
  const follow = (protocol: MailboxMoveProtocol, ssl: boolean) => {
    const usual = String(defaultMovePort(values.protocol, values.is_ssl))
    if (values.port.trim() === '' || values.port.trim() === usual) {
      form.setField('port', String(defaultMovePort(protocol, ssl)))
    }
  }
  return (
    <SettingsFormDialog
      title={isNew ? t`添加搬家账号` : t`编辑搬家账号`}
      {...(isNew ? { submitText: t`添加` } : {})}
      resource={resource}
      dirty={form.dirty}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Field label={t`原邮箱地址`} required {...field('email')}>
        <Input
          value={values.email}
          placeholder="name@example.com"
          autoComplete="off"
          spellCheck={false}
          onChange={(_, d) => form.setField('email', d.value)}
        />
      </Field>
      <Field
        label={t`原邮箱密码`}
        required={isNew}
        hint={isNew ? undefined : t`出于安全，已保存的密码不会显示；不修改请留空。`}
        {...field('password')}
      >
        <Input
          type="password"
          value={values.password}
          autoComplete="new-password"
          onChange={(_, d) => form.setField('password', d.value)}
        />
      </Field>
      <Field label={t`收信协议`} required {...field('protocol')}>
        <RadioGroup
          layout="horizontal"
          value={values.protocol}
          onChange={(_, d) => {
            const protocol = d.value as MailboxMoveProtocol
            follow(protocol, values.is_ssl)
            form.setField('protocol', protocol)
          }}
        >
          <Radio value="imap" label="IMAP" />
          <Radio value="pop3" label="POP3" />
        </RadioGroup>
      </Field>
      <Field label={t`收信服务器`} required {...field('server')}>
        <Input
          value={values.server}
          placeholder={values.protocol === 'pop3' ? 'pop.example.com' : 'imap.example.com'}
          autoComplete="off"
          spellCheck={false}
          onChange={(_, d) => form.setField('server', d.value)}
        />
      </Field>
      <Checkbox
        label={t`使用 SSL 加密连接`}
        checked={values.is_ssl}
        onChange={(_, d) => {
          follow(values.protocol, d.checked === true)
          form.setField('is_ssl', d.checked === true)
        }}
      />
      <Field
        label={t`端口`}
        hint={t`POP3 通常用 110（SSL 用 995），IMAP 通常用 143（SSL 用 993）。`}
        {...field('port')}
      >
        <Input
          className={styles.port}
          inputMode="numeric"
          value={values.port}
          onChange={(_, d) => form.setField('port', d.value)}
        />
      </Field>
      <Field label={t`搬家范围`} {...field('scope')}>
        <RadioGroup
          value={values.scope}
          onChange={(_, d) => form.setField('scope', d.value as MailboxMoveScope)}
        >
          <Radio value="all" label={t`所有文件夹`} />
          <Radio value="inbox" label={t`仅收件箱`} />
        </RadioGroup>
      </Field>
    </SettingsFormDialog>
  )
}
