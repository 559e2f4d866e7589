/**
 * Mailbox start: the unsent composes an earlier page load left as local copies open again as
 * compose tabs (issue 4 "After send": an unsent compose survives a reload until saved or
 * discarded), and so do those of a strip that stopped in this page load (logout, a 401; issue
 * 11 §4). Once per tab strip: a new login or a reload starts a new strip, a visit to another
 * screen keeps it. Each copy moves to the key its new tab got, so the tab finds it
 * (localDrafts.ts); the tab shown before stays shown.
 */
import { useEffect } from 'react'
import { useActiveSession } from '../../app/session/useSession.ts'
import type { ComposeRequest } from '../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { useMailTabsActor } from '../common/mailTabs/MailTabsProvider.tsx'
import type { LocalDraft } from '../../../machines/compose/compose.types.ts'
import { earlierCopies, removeLocalDraft, writeLocalDraft } from './localDrafts.ts'

let restored = new WeakSet<object>()

/** Tests start a fresh page load. */
export function forgetRestoredAccounts(): void {
  restored = new WeakSet()
}

export function requestOfCopy(draft: LocalDraft): ComposeRequest {
  const { mode, source, form } = draft
  return source
    ? { mode, uid: source.uid, folder: source.folder, subject: form.subject }
    : { mode: 'new', subject: form.subject }
}

export function useRestoreComposeTabs(): void {
  const { user } = useActiveSession()
  const tabs = useMailTabs()
  const tabsActor = useMailTabsActor()
  const account = user.email
  const { openCompose, activate } = tabs

  useEffect(() => {
    if (restored.has(tabsActor)) return
    restored.add(tabsActor)
    const copies = earlierCopies(account)
    if (copies.length === 0) return
    const shown = tabsActor.getSnapshot().context.activeKey
    for (const copy of copies) removeLocalDraft(account, copy.tabKey)
    for (const copy of copies) {
      openCompose(requestOfCopy(copy.draft))
      // tab.open shows the tab it opened: that is the key the copy now belongs to.
      const key = tabsActor.getSnapshot().context.activeKey
      writeLocalDraft(account, key, copy.draft, copy.savedAt)
      // A copy saved to Drafts before stays that draft's one editor.
      const { draftId } = copy.draft
      if (draftId !== null) tabsActor.send({ type: 'tab.draftSaved', key, draftId })
    }
    activate(shown)
  }, [account, tabsActor, openCompose, activate])
}
