/**
 * A compose tab of the mailbox (lazily loaded: Lexical and the compose screen stay out of the
 * first pages). The tab's machine comes from the registry — running already when the strip had
 * only unmounted the tab, else started from the tab's request, or from the local copy this page
 * load wrote for it. The tab tells its machine when it is shown, so drafts auto-save only then.
 */
import { useEffect, useRef, useState } from 'react'
import type { ComposeInput } from '../../../machines/compose/index.ts'
import type { LoginAfterInfo, SharedStatus, UserInfo } from '../../api/types.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { useShortcut } from '../../app/shortcuts/useShortcut.ts'
import { fromAddressPairs, makeRecipient } from '../../domain/compose/index.ts'
import { addressBookAccess } from '../../domain/contacts/index.ts'
import type { MailTab } from '../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { useMailTabsActor } from '../common/mailTabs/MailTabsProvider.tsx'
import { ContactsPanel } from './addressBook/ContactsPanel.tsx'
import { composeActorFor } from './composeRegistry.ts'
import { ComposeView, type ComposeAccount } from './ComposeView.tsx'
import { readLocalDraft } from './localDrafts.ts'

export type ComposeMailTab = Extract<MailTab, { kind: 'compose' }>

/** The machine's input for a tab: its request, the account and the login-after switches. */
export function composeInput(
  tab: ComposeMailTab,
  session: { user: UserInfo; loginAfter: LoginAfterInfo; shared: SharedStatus },
  active: boolean,
): ComposeInput {
  const { request } = tab
  const { user, loginAfter, shared } = session
  const source =
    request.mode !== 'new' && request.uid !== undefined && request.folder
      ? { uid: request.uid, folder: request.folder }
      : undefined
  return {
    mode: source ? request.mode : 'new',
    source,
    prefill: {
      to: request.to ? fromAddressPairs(request.to) : undefined,
      cc: request.cc ? fromAddressPairs(request.cc) : undefined,
      subject: request.subject,
    },
    restored: readLocalDraft(user.email, tab.key),
    defaultSender: [user.email, user.realname || user.name],
    // Security mode comes with GET /api/setting/compose-params/ (served by the demo backend
    // too), which compose does not read yet: until then it runs as an ordinary mailbox.
    params: { securityMode: false, mailLevelRequired: false, attachLevelRequired: false },
    hideForwardContents: loginAfter.hide_forward_contents,
    draftAutoSaveMinute:
      loginAfter.draft_auto_save_minute > 0 ? loginAfter.draft_auto_save_minute : undefined,
    shared: {
      is_shareduser: shared.is_shareduser,
      shareuser_all: shared.shareuser_all,
      shareuser_post: shared.shareuser_post,
      shareuser_send: shared.shareuser_send,
    },
    tabActive: active,
  }
}

export default function ComposeTab({ tab }: { tab: ComposeMailTab }) {
  const session = useActiveSession()
  const { activeKey, close } = useMailTabs()
  const tabsActor = useMailTabsActor()
  const active = activeKey === tab.key
  const account = session.user.email
  const [actor] = useState(() =>
    composeActorFor(account, tab.key, tabsActor, () => composeInput(tab, session, active)),
  )

  useEffect(() => {
    actor.send({ type: active ? 'tab.activated' : 'tab.deactivated' })
  }, [actor, active])
  // Esc closes the tab as its close button does: the strip asks first while the mail is unsent.
  const scope = useRef<HTMLDivElement>(null)
  useShortcut('close', () => close(tab.key), { scope })

  const view: ComposeAccount = {
    name: session.user.realname || session.user.name,
    address: session.user.email,
    shared: session.shared.is_shareduser,
    // R-ROLE-11: SMS needs is_sendsms; the books their flags
    smsAllowed: session.loginAfter.is_sendsms,
    excludeExt: session.loginAfter.exclude_ext,
    addressBooks: addressBookAccess(session.loginAfter),
  }
  const contacts = (
    <ContactsPanel
      onPick={(email, name) =>
        actor.send({
          type: 'recipients.pick',
          field: 'to',
          recipients: [makeRecipient(email, name)],
        })
      }
    />
  )
  return (
    // No box of its own (the panel lays the form out); there for the shortcut's scope.
    <div ref={scope} style={{ display: 'contents' }}>
      <ComposeView actor={actor} account={view} contacts={contacts} />
    </div>
  )
}
