/**
 * The tab API (MailTabsApi) over the tab-strip actor: the kind-specific rules that are not the
 * strip's business live here — a mail in Drafts opens compose, titles come from subjects or the
 * search text, fresh compose tabs are numbered.
 */
import type { SearchParams } from '../../../domain/search/searchParams.ts'
import {
  composeTabKey,
  readTabKey,
  reviewTabKey,
  searchTabKey,
  type ComposeRequest,
  type MailTab,
  type MailTabActions,
  type MailTabsApi,
  type OpenMailArgs,
} from '../../../domain/mail/mailTabs.ts'
import type { MailTabsActor } from './mailTabsStore.ts'

/** The Drafts folder's raw name: its mail opens in compose, not in the reader. */
export const DRAFTS = 'Drafts'

type ReadTab = Extract<MailTab, { kind: 'read' }>
type ComposeTab = Extract<MailTab, { kind: 'compose' }>

export function readTab({ folder, uid, subject, cursor }: OpenMailArgs): ReadTab {
  return { kind: 'read', key: readTabKey(folder, uid), folder, uid, title: subject, cursor }
}

export function composeTab(request: ComposeRequest, sequence: number): ComposeTab {
  return {
    kind: 'compose',
    key: composeTabKey(request, sequence),
    title: request.subject ?? '',
    request,
  }
}

/** What the user searched for names the tab; the strip shows a generic name when it is empty. */
export function searchTitle(params: SearchParams): string {
  return params.keyword ?? params.subject ?? params.attach ?? ''
}

export function createMailTabsApi(
  actor: MailTabsActor,
  state: { tabs: readonly MailTab[]; activeKey: string; composeCoolingDown: boolean },
  nextComposeSequence: () => number,
  /** A reader tab is about to open for a mail not open yet: its read can start now. */
  onMailOpening?: (folder: string, uid: number) => void,
): MailTabsApi {
  return {
    ...createMailTabActions(actor, () => state.tabs, nextComposeSequence, onMailOpening),
    tabs: state.tabs,
    activeKey: state.activeKey,
    composeCoolingDown: state.composeCoolingDown,
  }
}

/**
 * The actions alone: they read the open tabs when called (`openTabs`), so one object serves the
 * strip's whole life and whoever holds it does not render again when the tabs change.
 */
export function createMailTabActions(
  actor: MailTabsActor,
  openTabs: () => readonly MailTab[],
  nextComposeSequence: () => number,
  onMailOpening?: (folder: string, uid: number) => void,
): MailTabActions {
  const openCompose = (request: ComposeRequest) =>
    actor.send({ type: 'tab.open', tab: composeTab(request, nextComposeSequence()) })
  // A reader tab is about to open for a mail not open yet (a draft opens compose instead).
  const opening = (folder: string, uid: number) => {
    const key = readTabKey(folder, uid)
    if (folder !== DRAFTS && !openTabs().some((tab) => tab.key === key))
      onMailOpening?.(folder, uid)
  }
  return {
    openMail: (args) => {
      // R-LIST-9: a mail in Drafts opens in compose, not in the reader.
      if (args.folder === DRAFTS)
        openCompose({ mode: 'draft', uid: args.uid, folder: args.folder, subject: args.subject })
      else {
        opening(args.folder, args.uid)
        actor.send({ type: 'tab.open', tab: readTab(args) })
      }
    },
    prepareMail: ({ folder, uid }) => opening(folder, uid),
    replaceMail: (fromKey, args) =>
      actor.send({ type: 'tab.replace', fromKey, tab: readTab(args) }),
    openSearch: (params) =>
      actor.send({
        type: 'tab.open',
        tab: { kind: 'search', key: searchTabKey(params), params, title: searchTitle(params) },
      }),
    openCompose,
    openReview: (id, subject) =>
      actor.send({
        type: 'tab.open',
        tab: { kind: 'review', key: reviewTabKey(id), id, title: subject },
      }),
    retitle: (key, title) => actor.send({ type: 'tab.retitle', key, title }),
    setCloseConfirm: (key, needed) => actor.send({ type: 'tab.setCloseConfirm', key, needed }),
    activate: (key) => actor.send({ type: 'tab.activate', key }),
    close: (key) => actor.send({ type: 'tab.close', key }),
    closeAll: () => actor.send({ type: 'tab.closeAll' }),
  }
}
