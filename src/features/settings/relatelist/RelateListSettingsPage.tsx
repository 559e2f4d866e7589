/**
 * /setting/relatelist, mailbox sharing (R-DATA "Shared mailbox association", R-ROLE-2,
 * R-STATE-6): the colleagues this mailbox is shared with and their level (read-only,
 * read-write, proxy send, full control); share with another colleague, change a level in place,
 * stop sharing after a confirmation. The colleague sees the mailbox in their switcher the next
 * time they open it, and loses it the same way (decisions.md #283).
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, PersonDeleteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SharedMailbox } from '../../../api/types.ts'
import {
  SHARE_PERMISSIONS,
  SHARE_PERMISSION_HINTS,
  SHARE_PERMISSION_NAMES,
  type SharePermission,
} from '../../../domain/settings/index.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { useListPage } from '../../common/forms/useListPage.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { ShareAddDialog } from './ShareAddDialog.tsx'
import {
  changeSharePermission,
  deleteMailboxShare,
  loadMailboxShares,
} from './mailboxShareCalls.ts'

const useStyles = makeStyles({
  toolbar: { display: 'flex', columnGap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
  },
  who: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  account: { color: tokens.colorNeutralForeground3 },
  level: { minWidth: '140px' },
  muted: { color: tokens.colorNeutralForeground3 },
  levels: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' },
  term: { fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, color: tokens.colorNeutralForeground2 },
})

type Pending = { kind: 'add' } | { kind: 'remove'; share: SharedMailbox }

export default function RelateListSettingsPage() {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<SharedMailbox[], never>({ load: loadMailboxShares })
  const { pending, notice, open, close, done, clearNotice } = useListPage<Pending>(resource.refresh)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [removing, setRemoving] = useState(false)

  const changeLevel = async (share: SharedMailbox, permission: SharePermission) => {
    clearNotice()
    setBusyId(share.share_id)
    const changed = await changeSharePermission(share.share_id, permission)
    setBusyId(null)
    const level = i18n._(SHARE_PERMISSION_NAMES[permission])
    // A refusal was told by the client's toast; the refresh puts the select back.
    if (changed) done(t`已将“${share.name}”的权限改为“${level}”`)
    else resource.refresh()
  }

  const remove = async (share: SharedMailbox) => {
    setRemoving(true)
    try {
      await deleteMailboxShare(share.share_id)
      done(t`已取消与“${share.name}”的共享`)
    } catch {
      // The client's toast said why; the dialog stays to try again.
    } finally {
      setRemoving(false)
    }
  }

  return (
    <SettingsPage
      title={t`关联邮箱`}
      intro={t`把您的邮箱共享给本单位的同事。对方可在顶栏的共享邮箱切换中进入您的邮箱，能做什么由您给的权限决定。`}
    >
      <SettingsSection id="shares" title={t`已共享给`}>
        <div className={styles.toolbar}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => open({ kind: 'add' })}>
            {t`添加共享`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() =>
            resource.data && resource.data.length > 0 ? (
              <ul className={styles.list} aria-label={t`已共享给`}>
                {resource.data.map((share) => (
                  <li key={share.share_id} className={styles.row}>
                    <div className={styles.who}>
                      <Text weight="semibold">{share.name}</Text>
                      <Text size={200} className={styles.account}>
                        {share.username}
                      </Text>
                    </div>
                    <Select
                      className={styles.level}
                      aria-label={t`“${share.name}”的权限`}
                      value={share.permission}
                      disabled={busyId === share.share_id}
                      onChange={(_, data) => void changeLevel(share, data.value as SharePermission)}
                    >
                      {SHARE_PERMISSIONS.map((level) => (
                        <option key={level} value={level}>
                          {i18n._(SHARE_PERMISSION_NAMES[level])}
                        </option>
                      ))}
                    </Select>
                    <Button
                      appearance="subtle"
                      icon={<PersonDeleteRegular />}
                      aria-label={t`取消与“${share.name}”的共享`}
                      title={t`取消共享`}
                      onClick={() => open({ kind: 'remove', share })}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <Text className={styles.muted}>{t`您的邮箱还没有共享给任何人。`}</Text>
            )
          }
        </Loaded>
      </SettingsSection>
      <SettingsSection id="levels" title={t`权限说明`}>
        <dl className={styles.levels}>
          {SHARE_PERMISSIONS.map((level) => (
            <div key={level} style={{ display: 'contents' }}>
              <dt className={styles.term}>{i18n._(SHARE_PERMISSION_NAMES[level])}</dt>
              <dd className={styles.definition}>{i18n._(SHARE_PERMISSION_HINTS[level])}</dd>
            </div>
          ))}
        </dl>
      </SettingsSection>
      {pending?.kind === 'add' && (
        <ShareAddDialog
          onClose={close}
          onSaved={(share) => {
            const level = i18n._(SHARE_PERMISSION_NAMES[share.permission])
            done(t`已将邮箱以“${level}”权限共享给“${share.name}”`)
          }}
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          open
          title={t`取消与“${pending.share.name}”的共享？`}
          text={t`对方将不能再进入您的邮箱，也不能再以它写信或整理邮件。`}
          confirmLabel={t`取消共享`}
          busy={removing}
          onConfirm={() => void remove(pending.share)}
          onCancel={() => {
            if (!removing) close()
          }}
        />
      )}
    </SettingsPage>
  )
}
