/**
 * Previous / next across the list the mail was opened from, loading neighbouring pages
 * (R-READ-4): previous is disabled at the first mail of the first page,
 * next at the last of the last page. The steps follow the list as the user saw it (listWalk.ts).
 * A mail opened without a list (deep link, new-mail card) is first found in its folder's
 * default list, and steps through that.
 */
import { useState } from 'react'
import type { Message } from '../../api/types.ts'
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../domain/constants.ts'
import { useLoad } from '../../app/useLoad.ts'
import type { FolderListSource } from '../../domain/mail/listSource.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import type { MailTabsApi } from '../../domain/mail/mailTabs.ts'
import { canStep, LIST_SHRANK, locate, walk } from './listWalk.ts'
import type { ReaderTabProps } from './readerTab.types.ts'

export type Step = -1 | 1

/** The folder's list as the folder tab first shows it. */
export function defaultListSource(folder: string, pageLimit?: number): FolderListSource {
  const pageSize =
    pageLimit !== undefined && (PAGE_SIZES as readonly number[]).includes(pageLimit)
      ? pageLimit
      : DEFAULT_PAGE_SIZE
  return { kind: 'folder', folder, sort: 'date', order: 'desc', view: 'all', pageSize }
}

export function useReaderNav(
  tab: ReaderTabProps['tab'],
  tabs: Pick<MailTabsApi, 'replaceMail'>,
  /** The open mail, once loaded: a reader without a list looks for it by its list time. */
  mail: Pick<Message, 'uid' | 'date' | 'internaldate' | 'subject'> | null,
  pageLimit?: number,
) {
  const [moving, setMoving] = useState(false)
  const loaded = mail?.uid === tab.uid ? mail : null
  const located = useLoad(
    () => locate(defaultListSource(tab.folder, pageLimit), loaded!),
    [tab.folder, tab.uid, loaded?.date, loaded?.internaldate, pageLimit],
    !tab.cursor && loaded !== null,
  )
  const cursor = tab.cursor ?? located.data ?? undefined

  const go = async (step: Step) => {
    if (!cursor || !canStep(cursor, step) || moving) return
    setMoving(true)
    try {
      const subject = mail?.uid === tab.uid ? mail.subject : tab.title
      const target = await walk(cursor, { folder: tab.folder, uid: tab.uid, subject }, step)
      // The list shrank under us: let it reload; the buttons follow the new count.
      if (target === LIST_SHRANK) emitMailboxChange('list')
      else if (target) tabs.replaceMail(tab.key, target)
    } catch {
      // The middleware already told the user; stay on this mail.
    } finally {
      setMoving(false)
    }
  }

  return {
    canPrevious: canStep(cursor, -1) && !moving,
    canNext: canStep(cursor, 1) && !moving,
    previous: () => go(-1),
    next: () => go(1),
  }
}
