/**
 * What a compose tab's machine tells the rest of the app (R-SEND-2, R-SEND-3), wired once per
 * actor (not per mount, so a tab the strip has unmounted still gets its toast and title): sent →
 * success toast, the tab retitled with the subject, no close question any more, folders (and
 * Sent's list) refresh; scheduled → the folder list refreshes; saved → the tab is keyed to the
 * draft, folders and lists refresh (and a toast when saved by hand); failed → the error toast of
 * the error catalogue's "send failure", beside the tab's own alert, so a user who went on to
 * another tab learns of it. The close question follows the machine (unsent tabs ask).
 */
import { i18n } from '@lingui/core'
import { selectCloseConfirm, type ComposeSnapshot } from '../../../machines/compose/index.ts'
import { notify } from '../../api/notices.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { composeAlertText, composeNotices } from './composeMessages.ts'
import type { ComposeActor } from './composeRegistry.ts'

/** The tab strip's events this needs (MailTabsEvent). */
export type TabsCommand =
  | { type: 'tab.retitle'; key: string; title: string }
  | { type: 'tab.setCloseConfirm'; key: string; needed: boolean }
  | { type: 'tab.draftSaved'; key: string; draftId: number }

/**
 * The client's error catalogue has already spoken for a 401 (session expired) and a 5xx; the
 * send call opts out of its 400/403 toast (ownErrors), and a refusal in a 200 answer or a lost
 * connection reaches no catalogue at all.
 */
function toldByClient(status: number | null): boolean {
  return status === 401 || (status !== null && status >= 500)
}

export function wireComposeTab(
  actor: ComposeActor,
  tabKey: string,
  tabs: { send(event: TabsCommand): void },
): () => void {
  let asks: boolean | null = null
  let wired = true
  // Deferred: the actor starts (and first reports) while React renders the tab, and the strip
  // must not change during someone else's render.
  const syncClose = (snapshot: ComposeSnapshot) =>
    queueMicrotask(() => {
      const needed = selectCloseConfirm(snapshot) !== null
      if (!wired || needed === asks) return
      asks = needed
      tabs.send({ type: 'tab.setCloseConfirm', key: tabKey, needed })
    })
  syncClose(actor.getSnapshot())
  const subscriptions = [
    actor.subscribe(syncClose),
    actor.on('compose.sent', ({ subject, outcome }) => {
      if (subject.trim() !== '') tabs.send({ type: 'tab.retitle', key: tabKey, title: subject })
      notify({ intent: 'success', message: i18n._(composeNotices.sent) })
      if (outcome.type === 'schedule') emitMailboxChange('folders')
      else emitMailboxChange('folders', 'list')
    }),
    actor.on('compose.failed', ({ message, status }) => {
      if (toldByClient(status)) return
      const text = composeAlertText(i18n, { code: 'sendFailed', params: { message } })
      notify({ intent: 'error', message: text })
    }),
    actor.on('compose.saved', ({ auto, draftId }) => {
      // One editor per draft: opening it from Drafts now shows this tab.
      if (draftId !== null) tabs.send({ type: 'tab.draftSaved', key: tabKey, draftId })
      const subject = actor.getSnapshot().context.form.subject
      if (subject.trim() !== '') tabs.send({ type: 'tab.retitle', key: tabKey, title: subject })
      if (!auto) notify({ intent: 'success', message: i18n._(composeNotices.saved) })
      emitMailboxChange('folders', 'list')
    }),
  ]
  return () => {
    wired = false
    subscriptions.forEach((subscription) => subscription.unsubscribe())
  }
}
