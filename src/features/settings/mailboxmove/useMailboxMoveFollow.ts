/**
 * The page's list as last seen: its own load (useSettingsResource) handed to the follower
 * machine, which asks again while a task is in flight (machines/mailbox-move) and stops when the
 * page unmounts.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import {
  mailboxMovePollMachine,
  selectFollowing,
  selectMoveAccounts,
} from '../../../../machines/mailbox-move/index.ts'
import { loadMailboxMoves, type MailboxMoveAccount } from './mailboxMoveCalls.ts'

const machine = mailboxMovePollMachine.provide({
  actors: { fetchMailboxMoves: fromPromise(({ signal }) => loadMailboxMoves(signal)) },
})

export function useMailboxMoveFollow(loaded: MailboxMoveAccount[] | null) {
  const actor = useActorRef(machine)
  useEffect(() => {
    if (loaded) actor.send({ type: 'list.loaded', accounts: loaded })
  }, [actor, loaded])
  const accounts = useSelector(actor, selectMoveAccounts)
  const following = useSelector(actor, selectFollowing)
  const shown: readonly MailboxMoveAccount[] | null = accounts ?? loaded
  return { accounts: shown, following }
}
