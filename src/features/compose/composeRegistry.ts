/**
 * Compose actors live outside React, one per compose tab, like the tab strip itself
 * (mailTabsStore): the strip unmounts tabs it has not shown for a while, and a compose tab must
 * come back with everything typed, its draft id and its send result. An actor goes when its tab
 * leaves the strip (closed: the local copy goes too) or when the strip stops (logout, a 401:
 * the local copy, written out at once, stays for the next login, which reopens it).
 */
import { createActor, type Actor, type AnyActorRef } from 'xstate'
import { composeMachine, type ComposeInput } from '../../../machines/compose/index.ts'
import { realComposeActors } from './composeActors.ts'
import { wireComposeTab, type TabsCommand } from './composeWiring.ts'
import { releaseLocalDraft, removeLocalDraft } from './localDrafts.ts'

export type ComposeActor = Actor<typeof composeMachine>

/** The tab strip as far as the registry needs it (the mail-tabs actor). */
export interface TabsWatch {
  getSnapshot(): { status: string; context: { tabs: readonly { key: string }[] } }
  subscribe: AnyActorRef['subscribe']
  send(event: TabsCommand): void
}

interface Entry {
  actor: ComposeActor
  stopWatching: () => void
}

const entries = new Map<string, Entry>()
const entryKey = (account: string, tabKey: string) => `${account}\n${tabKey}`

type ActorsFactory = typeof realComposeActors

/**
 * The compose actor of a tab: the running one, or a new one started with `input()`.
 * `actors` lets tests run the registry on fakes.
 */
export function composeActorFor(
  account: string,
  tabKey: string,
  tabs: TabsWatch,
  input: () => ComposeInput,
  actors: ActorsFactory = realComposeActors,
): ComposeActor {
  const id = entryKey(account, tabKey)
  const running = entries.get(id)
  if (running) return running.actor
  const actor = createActor(composeMachine.provide({ actors: actors(account, tabKey) }), {
    input: input(),
  })
  const unwire = wireComposeTab(actor, tabKey, tabs)
  actor.start()
  const release = (closed: boolean) => {
    subscription.unsubscribe()
    unwire()
    entries.delete(id)
    if (closed) {
      // Closed by the user (after the unsent-mail question): nothing of it is kept.
      actor.send({ type: 'compose.discard' })
      removeLocalDraft(account, tabKey)
    } else {
      // The strip stopped under the tab: the last edits may still wait for the copy's debounce.
      actor.send({ type: 'localDraft.flush' })
      releaseLocalDraft(account, tabKey)
    }
    actor.stop()
  }
  const check = () => {
    const snapshot = tabs.getSnapshot()
    if (snapshot.status !== 'active') release(false)
    else if (!snapshot.context.tabs.some((tab) => tab.key === tabKey)) release(true)
  }
  const subscription = tabs.subscribe({ next: check, complete: () => release(false) })
  entries.set(id, { actor, stopWatching: () => release(false) })
  return actor
}

/** Stops every compose actor (tests; an account switch drops the strip and so its tabs). */
export function dropComposeActors(): void {
  for (const entry of [...entries.values()]) entry.stopWatching()
}
