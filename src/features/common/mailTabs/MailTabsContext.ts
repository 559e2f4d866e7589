/**
 * The tab strip's API for everything rendered inside the mailbox (lists, readers, search
 * results). The provider lives in the mailbox screen; tests pass a fake value.
 *
 * The whole API changes with every tab opened, shown or closed (it carries the tabs). What only
 * acts on the strip (open a mail, close a tab) takes the actions instead, which never change: a
 * folder list or a reader then does not render again when a mail opens or a folder is switched
 * (issue 11 §5, decision 219).
 */
import { createContext, use, useContext } from 'react'
import type { MailTabActions, MailTabsApi } from '../../../domain/mail/mailTabs.ts'

export const MailTabsContext = createContext<MailTabsApi | null>(null)

/** The strip's actions alone, the same object for the provider's life. */
export const MailTabActionsContext = createContext<MailTabActions | null>(null)

export function useMailTabs(): MailTabsApi {
  const tabs = useContext(MailTabsContext)
  if (!tabs) throw new Error('useMailTabs outside the mailbox screen')
  return tabs
}

export function useMailTabActions(): MailTabActions {
  const actions = useContext(MailTabActionsContext)
  if (actions) return actions
  // Only a screen or test that provides the whole API and no actions reads (and follows) it.
  const tabs = use(MailTabsContext)
  if (!tabs) throw new Error('useMailTabActions outside the mailbox screen')
  return tabs
}
