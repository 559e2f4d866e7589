/**
 * /setting/mailboxmove, mailbox move (issue 16; R-DATA "Mailbox-move account", R-STATE
 * activation and migration status, R-STATE-6): the old mailboxes whose mail is fetched into this
 * one, each with its server, protocol, scope, status and last receive time; add and edit in a
 * dialog, remove after a confirmation, start or stop the move. While a move waits or runs the
 * page follows it without a reload (machines/mailbox-move).
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { useListPage } from '../../common/forms/useListPage.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { MailboxMoveDialog } from './MailboxMoveDialog.tsx'
import { MailboxMoveTable } from './MailboxMoveTable.tsx'
import {
  activateMailboxMove,
  deleteMailboxMove,
  loadMailboxMoves,
  type MailboxMoveAccount,
} from './mailboxMoveCalls.ts'
import { useMailboxMoveFollow } from './useMailboxMoveFollow.ts'

const useStyles = makeStyles({
  toolbar: { display: 'flex', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

type Pending =
  | { kind: 'edit'; account: MailboxMoveAccount | null }
  | { kind: 'remove'; account: MailboxMoveAccount }

export default function MailboxMoveSettingsPage() {
  const { t } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<MailboxMoveAccount[], never>({ load: loadMailboxMoves })
  const { accounts } = useMailboxMoveFollow(resource.data)
  const { pending, notice, open, close, done, clearNotice } = useListPage<Pending>(resource.refresh)
  const [busyId, setBusyId] = useState<number | null>(null)

  const activate = async (account: MailboxMoveAccount, start: boolean) => {
    clearNotice()
    setBusyId(account.id)
    const taken = await activateMailboxMove(account.id, start)
    setBusyId(null)
    // A refusal was told by the client's toast; the refresh shows the status as it is.
    if (!taken) resource.refresh()
    else if (start) done(t`已开始搬家“${account.email}”，完成后邮件会出现在您的邮箱中`)
    else done(t`已停止搬家“${account.email}”`)
  }

  return (
    <SettingsPage
      title={t`邮箱搬家`}
      intro={t`把其他邮箱（如以前的工作邮箱）里的邮件收取到本邮箱。添加原邮箱的收信服务器和密码，然后开始搬家；搬家在服务器上进行，您可以离开此页。`}
    >
      <SettingsSection id="accounts" title={t`搬家账号`}>
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => open({ kind: 'edit', account: null })}
          >
            {t`添加搬家账号`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() =>
            accounts && accounts.length > 0 ? (
              <MailboxMoveTable
                accounts={accounts}
                busyId={busyId}
                onEdit={(account) => open({ kind: 'edit', account })}
                onRemove={(account) => open({ kind: 'remove', account })}
                onActivate={(account, start) => void activate(account, start)}
              />
            ) : (
              <Text className={styles.muted}>{t`还没有搬家账号。添加原邮箱后即可开始搬家。`}</Text>
            )
          }
        </Loaded>
      </SettingsSection>
      {pending?.kind === 'edit' && (
        <MailboxMoveDialog
          account={pending.account}
          onClose={close}
          onSaved={() =>
            done(pending.account ? t`搬家账号已保存` : t`搬家账号已添加，点击“开始搬家”收取邮件`)
          }
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDeleteDialog
          title={t`删除搬家账号“${pending.account.email}”？`}
          text={t`已经搬过来的邮件会保留；正在进行的搬家会停止。`}
          onConfirm={() => deleteMailboxMove(pending.account.id)}
          onClose={close}
          onDeleted={() => done(t`搬家账号已删除`)}
        />
      )}
    </SettingsPage>
  )
}
