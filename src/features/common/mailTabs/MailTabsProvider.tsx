/**
 * Runs the tab strip for the signed-in account and provides MailTabsContext to the mailbox screen.
 * The actor lives in mailTabsStore, so the tabs survive folder switches and visits elsewhere, and
 * go on logout. `actor` lets tests run the provider on an actor of their own.
 */
import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import {
  selectActiveKey,
  selectComposeCoolingDown,
  selectTabs,
} from '../../../../machines/mail-tabs/index.ts'
import { useSessionActor } from '../../../app/session/SessionProvider.tsx'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { prefetchMessage } from '../messageRequest.ts'
import { createMailTabActions } from './mailTabsApi.ts'
import { MailTabActionsContext, MailTabsContext } from './MailTabsContext.ts'
import { dropOnLogout, mailboxMemory, type MailTabsActor } from './mailTabsStore.ts'

/** The actor itself, for the strip's own controls (the close confirmation). */
const MailTabsActorContext = createContext<MailTabsActor | null>(null)

export function useMailTabsActor(): MailTabsActor {
  const actor = useContext(MailTabsActorContext)
  if (!actor) throw new Error('useMailTabsActor outside MailTabsProvider')
  return actor
}

export function MailTabsProvider({ children }: { children: ReactNode }) {
  const { user } = useActiveSession()
  const session = useSessionActor()
  const memory = mailboxMemory(user.email)
  useEffect(() => dropOnLogout(session), [session])
  return (
    <MailTabsActorProvider actor={memory.actor} nextComposeSequence={memory.nextComposeSequence}>
      {children}
    </MailTabsActorProvider>
  )
}

export function MailTabsActorProvider({
  actor,
  nextComposeSequence,
  children,
}: {
  actor: MailTabsActor
  /** Numbers fresh compose tabs; kept with the actor so keys stay unique across remounts. */
  nextComposeSequence: () => number
  children: ReactNode
}) {
  const tabs = useSelector(actor, selectTabs)
  const activeKey = useSelector(actor, selectActiveKey)
  const composeCoolingDown = useSelector(actor, selectComposeCoolingDown)
  const actions = useMemo(
    () =>
      createMailTabActions(
        actor,
        () => selectTabs(actor.getSnapshot()),
        nextComposeSequence,
        // The mail is read while the reader's code and first render are still on their way.
        prefetchMessage,
      ),
    [actor, nextComposeSequence],
  )
  const api = useMemo(
    () => ({ ...actions, tabs, activeKey, composeCoolingDown }),
    [actions, tabs, activeKey, composeCoolingDown],
  )
  return (
    <MailTabsActorContext.Provider value={actor}>
      <MailTabActionsContext.Provider value={actions}>
        <MailTabsContext.Provider value={api}>{children}</MailTabsContext.Provider>
      </MailTabActionsContext.Provider>
    </MailTabsActorContext.Provider>
  )
}
