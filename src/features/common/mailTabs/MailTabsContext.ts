/**
 * The tab strip's API for everything rendered inside the mailbox (lists, readers, search
 * results). The provider lives in the mailbox screen; tests pass a fake value.
 */
import { createContext, useContext } from 'react'
import type { MailTabsApi } from '../../../domain/mail/mailTabs.ts'

export const MailTabsContext = createContext<MailTabsApi | null>(null)

export function useMailTabs(): MailTabsApi {
  const tabs = useContext(MailTabsContext)
  if (!tabs) throw new Error('useMailTabs outside the mailbox screen')
  return tabs
}
