/**
 * One review tab's machine, wired to the app: real I/O, and out again what other screens must
 * hear. A decision closes the tab and tells the review lists (back to page 1) and the pending
 * count (tree entry, layout card) through the mailbox bus; an item that cannot be loaded makes
 * the folders and lists reload (R-REVIEW-3, R-REVIEW-4, M-ERR-13).
 */
import { t } from '@lingui/core/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import {
  reviewItemMachine,
  selectReviewMail,
  type ReviewDecision,
} from '../../../machines/review/index.ts'
import { notify } from '../../api/notices.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { realReviewActors } from './reviewActors.ts'

const decidedText = (status: ReviewDecision) =>
  status === 'permit' ? t`已通过审核，邮件将发送给收件人` : t`已拒绝该邮件，发件人将收到通知`

export function useReviewItem({ id, tabKey }: { id: number; tabKey: string }) {
  const tabs = useMailTabs()
  const actor = useActorRef(reviewItemMachine.provide({ actors: realReviewActors }), {
    input: { id },
  })

  const decided = useEffectEvent((status: ReviewDecision) => {
    emitMailboxChange('review')
    notify({ intent: 'success', message: decidedText(status) })
    tabs.close(tabKey)
  })
  useEffect(() => {
    const subscriptions = [
      actor.on('review.decided', (event) => decided(event.status)),
      actor.on('review.missing', () => emitMailboxChange('folders', 'list', 'review')),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor])

  // The tab opened with the list's subject; the held mail's own one replaces it.
  const subject = useSelector(actor, (s) => selectReviewMail(s)?.subject)
  const retitle = useEffectEvent((title: string) => tabs.retitle(tabKey, title))
  useEffect(() => {
    if (subject !== undefined) retitle(subject)
  }, [subject])

  return actor
}

export type ReviewItemActor = ReturnType<typeof useReviewItem>
