/**
 * The hover card of a sender or receiver (R-LIST-6, R-ROLE): avatar, name,
 * address, department. For the user's own address: personal settings and logout. For others:
 * add or edit the contact (the full contact form), and a more menu — write mail, refuse mail (blacklist), add to the
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
import { ButtonLink } from '../../app/links.tsx'
import { useLoad } from '../../app/useLoad.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { fetchContactCard } from './contactCard.ts'
import { addSenderListEntry } from './mailActions.ts'
import { useMailGuards } from './useMailGuards.ts'

// The full contact form is its own chunk: only a click on add / edit contact needs it.
const ContactFormDialog = lazy(() =>
  import('../contacts/form/ContactFormDialog.tsx').then((m) => ({ default: m.ContactFormDialog })),
)
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

interface ContactTarget {
  contactId: number | null
  email: string
  name: string
}

function CardContent({
  email,
  name,
  onContact,
}: {
  email: string
  name: string
  onContact: (target: ContactTarget) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const tabs = useMailTabs()
  const guards = useMailGuards()
  const { send } = useActiveSession()
  const [logoutOpen, setLogoutOpen] = useState(false)
  const card = useLoad(() => fetchContactCard(email), [email])
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
            onClick={() =>
              onContact({ contactId: info.contact_id, email: info.email, name: name || info.name })
            }
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
  // Kept here, not in the card: the form outlives the card, which closes as the form opens.
  const [contact, setContact] = useState<ContactTarget | null>(null)
  return (
    <>
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
          {open && (
            <CardContent
              email={email}
              name={name}
              onContact={(target) => {
                setOpen(false)
                setContact(target)
              }}
            />
          )}
        </PopoverSurface>
      </Popover>
      {contact && (
        <Suspense fallback={null}>
          <ContactFormDialog
            open
            contactId={contact.contactId}
            initial={{ email: contact.email, fullname: contact.name }}
            onSaved={() => setContact(null)}
            onClose={() => setContact(null)}
          />
        </Suspense>
      )}
    </>
  )
}
