/**
 * Turns the mailbox query's one-shot parts into tabs (R-ROUTE-9, R-ROUTE-10,
 * and the top-bar search, which hands over through the same query): init=openMail / openSentMail
 * open a reader, init=composeMail a compose tab, search fields a search-result tab. Then they
 * leave the URL (replace), so a reload or Back does not open them again.
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useRef } from 'react'
import { deepLinkOf, hasOneShotKeys, withoutOneShotKeys } from './mailboxDeepLink.ts'
import type { MailboxSearch } from './mailboxSearch.ts'
import type { MailTabActions } from '../../domain/mail/mailTabs.ts'

export function runDeepLink(search: MailboxSearch, boxId: string, tabs: MailTabActions): void {
  const link = deepLinkOf(search, boxId)
  if (link?.kind === 'read') tabs.openMail({ folder: link.folder, uid: link.uid, subject: '' })
  else if (link?.kind === 'compose') tabs.openCompose({ mode: 'new', to: link.to })
  else if (link?.kind === 'search') tabs.openSearch(link.params)
}

/** `boxId`: the folder of the URL, where init=openMail looks for its uid. */
export function useMailboxDeepLinks(
  search: MailboxSearch,
  boxId: string,
  tabs: MailTabActions,
): void {
  const navigate = useNavigate()
  // The query last acted on: effects may run twice for one URL (StrictMode, re-renders before
  // the URL is replaced), and a compose link must not open two tabs.
  const handled = useRef<string | null>(null)
  const act = useEffectEvent((current: MailboxSearch) => {
    runDeepLink(current, boxId, tabs)
    void navigate({ to: '.', search: withoutOneShotKeys(current), replace: true })
  })
  const pending = hasOneShotKeys(search) ? JSON.stringify([boxId, search]) : null

  useEffect(() => {
    if (pending === null || handled.current === pending) {
      handled.current = pending
      return
    }
    handled.current = pending
    act((JSON.parse(pending) as [string, MailboxSearch])[1])
  }, [pending])
}
