/**
 * The tab strip outlives the mailbox screen: tabs stay open while the user visits another folder,
 * the calendar or the lock screen, and are dropped on logout or when another account's mailbox
 * is shown (a shared-mailbox switch). One actor per signed-in account, held here, not in React.
 */
import { createActor, type ActorRefFrom } from 'xstate'
import { mailTabsMachine } from '../../../../machines/mail-tabs/index.ts'
import { selectIsLoggedOut, type SessionSnapshot } from '../../../../machines/session/index.ts'

export type MailTabsActor = ActorRefFrom<typeof mailTabsMachine>

interface MailboxMemory {
  owner: string
  actor: MailTabsActor
  /** The mailbox lock password was given in this session: locked folders open without asking. */
  lockReleased: boolean
  /** Numbers fresh compose tabs (their keys must differ). */
  nextComposeSequence: () => number
}

export function sequence(): () => number {
  let last = 0
  return () => (last += 1)
}

let memory: MailboxMemory | null = null

/** The memory of `owner`'s mailbox; a different owner starts afresh. */
export function mailboxMemory(owner: string): MailboxMemory {
  if (memory?.owner !== owner) {
    memory?.actor.stop()
    memory = {
      owner,
      actor: createActor(mailTabsMachine).start(),
      lockReleased: false,
      nextComposeSequence: sequence(),
    }
  }
  return memory
}

export function dropMailboxMemory(): void {
  memory?.actor.stop()
  memory = null
}

interface Subscribable {
  subscribe(listener: (snapshot: SessionSnapshot) => void): { unsubscribe(): void }
}

const watched = new WeakSet<object>()

/**
 * Drops the memory when the session logs out. Subscribed once per session actor and never
 * unsubscribed: the mailbox screen may be gone (the user is on the calendar) when logout comes.
 */
export function dropOnLogout(session: Subscribable): void {
  if (watched.has(session)) return
  watched.add(session)
  session.subscribe((snapshot) => {
    if (selectIsLoggedOut(snapshot)) dropMailboxMemory()
  })
}
