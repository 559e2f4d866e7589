/**
 * Previous / next across the list the mail was opened from, loading neighbouring pages
 * (product.md §2 "Mail reading view"): previous is disabled at the first mail of the first page,
 * next at the last of the last page; a deep-linked mail has no list and both are disabled.
 */
import { useState } from 'react'
import type { ReaderTabProps } from './readerTab.types.ts'
import { fetchListPage, stepCursor } from '../mailbox/listSource.ts'
import { emitMailboxChange } from '../mailbox/mailboxEvents.ts'
import type { MailTabsApi } from '../mailbox/tabs/mailTabs.types.ts'

export type Step = -1 | 1

export function useReaderNav(tab: ReaderTabProps['tab'], tabs: Pick<MailTabsApi, 'replaceMail'>) {
  const [moving, setMoving] = useState(false)
  const cursor = tab.cursor
  const canStep = (step: Step) => !!cursor && stepCursor(cursor, step) !== null

  const go = async (step: Step) => {
    const next = cursor && stepCursor(cursor, step)
    if (!next || moving) return
    setMoving(true)
    try {
      const page = await fetchListPage(next.source, next.page)
      const item = page.items[next.index]
      if (!item) {
        // The list shrank under us: let it reload; the buttons follow the new count.
        emitMailboxChange('list')
        return
      }
      tabs.replaceMail(tab.key, {
        folder: item.raw_name,
        uid: item.uid,
        subject: item.subject,
        cursor: { ...next, count: page.count },
      })
    } catch {
      // The middleware already told the user; stay on this mail.
    } finally {
      setMoving(false)
    }
  }

  return {
    canPrevious: canStep(-1) && !moving,
    canNext: canStep(1) && !moving,
    previous: () => go(-1),
    next: () => go(1),
  }
}
