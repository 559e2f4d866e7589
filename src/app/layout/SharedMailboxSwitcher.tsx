import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { ArrowSwapRegular, PersonRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { selectAccountName, selectIsBusy } from '../../../machines/session/index.ts'
import { useSessionActor } from '../session/SessionProvider.tsx'
import { fetchSharedStatus } from '../session/sharedStatus.ts'
import { useActiveSession } from '../session/useSession.ts'

/**
 * The top bar's shared-mailbox switcher (R-LAYOUT): the user's shared mailboxes, and 'back
 * to my mailbox' while in one. Inside a shared mailbox the button names it. The flow (new token,
 * session reload, welcome, the failure notice) is the session machine's. Opening it asks the
 * server again, so a share granted, changed or removed meanwhile shows at once (decisions.md #283).
 */
export interface SharedMailboxSwitcherProps {
  /** The menu drawer (decision 334): the button says what it does, not a bare ⇄ icon. */
  labelled?: boolean
  className?: string
}

export function SharedMailboxSwitcher({ labelled = false, className }: SharedMailboxSwitcherProps) {
  const { t } = useLingui()
  const actor = useSessionActor()
  const { user, shared, send } = useActiveSession()
  const accountName = useSelector(actor, selectAccountName)
  const busy = useSelector(actor, selectIsBusy)
  const mailboxes = shared.results
  const inUse = shared.is_shareduser ? user.username : undefined

  const refresh = async () => {
    const fresh = await fetchSharedStatus()
    if (fresh) send({ type: 'session.sharedRefreshed', shared: fresh })
  }

  return (
    <Menu
      onOpenChange={(_, data) => {
        if (data.open) void refresh()
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={className}
          icon={<ArrowSwapRegular />}
          aria-label={t`切换共享邮箱`}
          disabled={busy}
        >
          {shared.is_shareduser
            ? accountName || user.email
            : labelled
              ? t`切换共享邮箱`
              : undefined}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {mailboxes.length === 0 && !shared.is_shareduser && (
            <MenuItem disabled>{t`没有共享给您的邮箱`}</MenuItem>
          )}
          {mailboxes.map((mailbox) => (
            <MenuItem
              key={mailbox.share_id}
              icon={<PersonRegular />}
              disabled={mailbox.username === inUse}
              onClick={() => send({ type: 'session.switchShared', shareId: mailbox.share_id })}
            >
              {mailbox.name ? `${mailbox.name} <${mailbox.username}>` : mailbox.username}
            </MenuItem>
          ))}
          {shared.is_shareduser && (
            <>
              <MenuDivider />
              <MenuItem onClick={() => send({ type: 'session.switchBack' })}>
                {t`返回我的邮箱`}
              </MenuItem>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
