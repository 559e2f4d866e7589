/**
 * Runs the mail-list machine with the real page loader, and reloads it whenever mail changes
 * anywhere (the mailbox change bus). The folder list and the search-result tab both use it.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  mailListMachine,
  type LoadPageInput,
  type LoadPageOutput,
} from '../../../../machines/mail-list/index.ts'
import { fetchListPage } from '../../common/fetchListPage.ts'
import { takeStartedListPage } from '../../../app/startRequests.ts'
import type { ListSource } from '../../../domain/mail/listSource.ts'
import { useMailboxVersion } from '../../common/mailboxEvents.ts'

const machine = mailListMachine.provide({
  actors: {
    // The first page of a start on this folder was sent by the entry (startRequests.ts).
    loadPage: fromPromise<LoadPageOutput, LoadPageInput>(
      ({ input }) =>
        takeStartedListPage(input.source, input.page) ?? fetchListPage(input.source, input.page),
    ),
  },
})

export type MailListActor = ReturnType<typeof useMailList>

export function useMailList(source: ListSource, page?: number) {
  const actor = useActorRef(machine, { input: { source, page } })
  const version = useMailboxVersion('list')
  const seen = useRef(version)
  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    actor.send({ type: 'list.reload' })
  }, [actor, version])
  return actor
}

/** Large pages, so resolving a folder-wide selection takes few requests. */
const RESOLVE_PAGE_SIZE = 500

/** Every uid of the list (for an action on the folder-wide selection). */
export async function fetchAllUids(source: ListSource): Promise<number[]> {
  const wide = { ...source, pageSize: RESOLVE_PAGE_SIZE }
  const uids: number[] = []
  for (let page = 1; ; page++) {
    const { count, items } = await fetchListPage(wide, page)
    for (const item of items) uids.push(item.uid)
    if (items.length === 0 || uids.length >= count) return uids
  }
}
