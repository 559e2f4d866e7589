/**
 * The hover card of a sender or receiver (R-LIST-6, R-ROLE): avatar, name,
 * address, department. For the user's own address: personal settings and logout. For others:
 * add or edit the contact, and a more menu — write mail, refuse mail (blacklist), add to the
 * whitelist.
 */
import {
  Avatar,
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import {
  MailAddRegular,
  PersonAddRegular,
  PersonEditRegular,
  PresenceBlockedRegular,
  SettingsRegular,
  ShieldCheckmarkRegular,
  SignOutRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { api } from '../../app/services.ts'
import { ButtonLink } from '../../app/links.tsx'
import { useLoad } from '../../app/useLoad.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { ContactDialog } from './ContactDialog.tsx'
import { addSenderListEntry } from './mailActions.ts'
import { useMailGuards } from './useMailGuards.ts'

const LogoutDialog = lazy(() =>
  import('../../app/layout/LogoutDialog.tsx').then((m) => ({ default: m.LogoutDialog })),
)

const useStyles = makeStyles({
  trigger: {
    cursor: 'default',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: '240px',
  },
  who: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  lines: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

async function fetchCard(email: string) {
  const { data, error } = await api().GET('/api/contact/card/', { params: { query: { email } } })
  if (error || !data) throw new Error('getContactCard failed')
  return data
}

function CardContent({ email, name }: { email: string; name: string }) {
  const { t } = useLingui()
  const styles = useStyles()
  const tabs = useMailTabs()
  const guards = useMailGuards()
  const { send } = useActiveSession()
  const [contactOpen, setContactOpen] = useState(false)
  const [logoutOpen, setLogoutOpen] = useState(false)
  const card = useLoad(() => fetchCard(email), [email])
  if (!card.data) return card.failed ? <Text>{email}</Text> : <Spinner size="tiny" />
  const info = card.data
  const shownName = info.name || name || email
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        <Avatar name={shownName} image={info.avatar ? { src: info.avatar } : undefined} size={48} />
        <div className={styles.lines}>
          <Text weight="semibold">{shownName}</Text>
          <Text size={200}>{info.email}</Text>
          {info.department && <Text size={200}>{info.department}</Text>}
        </div>
      </div>
      {info.is_self ? (
        <div className={styles.actions}>
          <ButtonLink
            to="/setting/$page"
            params={{ page: 'user' }}
            size="small"
            icon={<SettingsRegular />}
          >
            {t`个人设置`}
          </ButtonLink>
          <Button size="small" icon={<SignOutRegular />} onClick={() => setLogoutOpen(true)}>
            {t`退出`}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            size="small"
            icon={info.contact_id === null ? <PersonAddRegular /> : <PersonEditRegular />}
            onClick={() => setContactOpen(true)}
          >
            {info.contact_id === null ? t`添加联系人` : t`编辑联系人`}
          </Button>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton size="small">{t`更多`}</MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem
                  icon={<MailAddRegular />}
                  onClick={() =>
                    guards.compose() && tabs.openCompose({ mode: 'new', to: [[email, shownName]] })
                  }
                >
                  {t`写信`}
                </MenuItem>
                <MenuItem
                  icon={<PresenceBlockedRegular />}
                  onClick={() => void addSenderListEntry(email, 'black')}
                >
                  {t`拒收邮件`}
                </MenuItem>
                <MenuItem
                  icon={<ShieldCheckmarkRegular />}
                  onClick={() => void addSenderListEntry(email, 'white')}
                >
                  {t`添加到白名单`}
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )}
      {contactOpen && (
        <ContactDialog
          email={info.email}
          name={shownName}
          contactId={info.contact_id}
          onClose={(saved) => {
            setContactOpen(false)
            if (saved) card.reload()
          }}
        />
      )}
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog
            open
            onCancel={() => setLogoutOpen(false)}
            onConfirm={() => {
              setLogoutOpen(false)
              send({ type: 'session.logout' })
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

export interface SenderCardProps {
  email: string
  name: string
  /** What the card hangs on; defaults to the name (or the address). */
  children?: ReactNode
}

/** The card and what opens from it (its More menu, the contact and logout dialogs). */
const CARD_LAYERS = '.fui-PopoverSurface, .fui-MenuPopover, [role="dialog"]'

/** Opens on hover and on keyboard focus (the card only informs; its buttons are one Tab on). */
export function SenderCard({ email, name, children }: SenderCardProps) {
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  const pressed = useRef(false)
  return (
    <Popover
      openOnHover
      mouseLeaveDelay={300}
      withArrow
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
    >
      <PopoverTrigger disableButtonEnhancement>
        <span
          className={styles.trigger}
          tabIndex={0}
          title={email}
          onPointerDown={() => {
            pressed.current = true
          }}
          onFocus={(event) => {
            // A click focuses too, and then toggles the card itself; focus handed back from the
            // card or its menus as they close must not reopen it: only keyboard focus opens.
            const from = event.relatedTarget
            const backFromCard = from instanceof Element && from.closest(CARD_LAYERS) !== null
            if (!pressed.current && !backFromCard) setOpen(true)
          }}
          onBlur={() => {
            pressed.current = false
          }}
        >
          {children ?? (name || email)}
        </span>
      </PopoverTrigger>
      <PopoverSurface onClick={(event) => event.stopPropagation()}>
        {open && <CardContent email={email} name={name} />}
      </PopoverSurface>
    </Popover>
  )
}
