/**
 * What a compose tab's machine tells the rest of the app, wired once per actor (not per mount,
 * so a tab the strip has unmounted still gets its toast and title): sent → success toast, the tab
 * retitled with the subject, no close question any more, folders (and Sent's list) refresh;
 * scheduled → the folder list refreshes; saved → folders and lists refresh (and a toast when
 * saved by hand). The close question follows the machine (unsent tabs ask).
 */
import { i18n } from '@lingui/core'
import { selectCloseConfirm, type ComposeSnapshot } from '../../../machines/compose/index.ts'
import { notify } from '../../api/notices.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { composeNotices } from './composeMessages.ts'
import type { ComposeActor } from './composeRegistry.ts'

/** The tab strip's events this needs (MailTabsEvent). */
export type TabsCommand =
  | { type: 'tab.retitle'; key: string; title: string }
  | { type: 'tab.setCloseConfirm'; key: string; needed: boolean }

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
    actor.on('compose.saved', ({ auto }) => {
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
