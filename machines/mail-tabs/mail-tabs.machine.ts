/**
 * The mailbox tab strip (R-MAILBOX, R-SEND-5):
 *
 *   browsing ─tab.close (tab asks)──────────► confirmingClose ─queue empty─► browsing
 *   browsing ─tab.closeAll (some tab asks)──► confirmingClose   close.confirm: the tab goes
 *                                                               close.cancel:  the tab stays
 *
 * Opening, replacing, retitling and showing tabs work in both states. The folder list is the
 * first tab and never closes. A compose request repeated within the compose button's 1500 ms
 * (a double click) shows the tab the first one opened; a saved draft stays with its tab
 * (`tab.draftSaved`), so opening it from Drafts shows that tab. No I/O: the provider in src/
 * turns its API calls into events.
 */
import { assign, enqueueActions, setup } from 'xstate'
import { COMPOSE_BUTTON_COOLDOWN_MS } from '../../src/domain/constants.ts'
import {
  activate,
  closeAll,
  findTab,
  initialContext,
  needsCloseConfirm,
  open,
  openCompose,
  remove,
  repeatsLastCompose,
  replace,
  retitle,
  setCloseConfirm,
  setDraftId,
} from './mail-tabs.rules.ts'
import type { MailTabsContext, MailTabsEvent } from './mail-tabs.types.ts'

const head = (context: MailTabsContext) => context.closing[0]

export const mailTabsMachine = setup({
  types: {
    context: {} as MailTabsContext,
    events: {} as MailTabsEvent,
    tags: {} as 'asking',
  },
  delays: {
    /** R-SEND: the compose button is disabled for 1500 ms after a click. */
    // R-COMPOSE-9: a repeat of the compose click within C-TIME-10 opens no second tab.
    composeRepeat: COMPOSE_BUTTON_COOLDOWN_MS,
  },
  guards: {
    repeatsLastCompose: ({ context, event }) =>
      event.type === 'tab.open' && repeatsLastCompose(context, event.tab),
    opensCompose: ({ event }) => event.type === 'tab.open' && event.tab.kind === 'compose',
    /** Any open tab but the folder list. */
    closable: ({ context, event }) =>
      event.type === 'tab.close' && context.tabs.findIndex((tab) => tab.key === event.key) > 0,
    asksBeforeClosing: ({ context, event }) =>
      event.type === 'tab.close' && needsCloseConfirm(findTab(context, event.key)),
    someTabAsks: ({ context }) => context.tabs.some(needsCloseConfirm),
    queueEmpty: ({ context }) => context.closing.length === 0,
    /** The tab asked about was replaced meanwhile (a reader moved on to another mail). */
    headGone: ({ context }) => !findTab(context, head(context) ?? ''),
    /** It was sent meanwhile: a sent compose tab closes without asking. */
    headNoLongerAsks: ({ context }) => !needsCloseConfirm(findTab(context, head(context) ?? '')),
  },
  actions: {
    open: assign(({ context, event }) =>
      event.type === 'tab.open' ? open(context, event.tab) : {},
    ),
    showLastCompose: assign(({ context }) =>
      context.lastCompose ? activate(context, context.lastCompose.key) : {},
    ),
    openCompose: enqueueActions(({ enqueue }) => {
      enqueue.assign(({ context, event }) =>
        event.type === 'tab.open' ? openCompose(context, event.tab) : {},
      )
      enqueue.cancel('composeRepeat')
      enqueue.raise(
        { type: 'composeRepeat.expired' },
        { id: 'composeRepeat', delay: 'composeRepeat' },
      )
    }),
    forgetLastCompose: assign({ lastCompose: null }),
    setDraftId: assign({
      tabs: ({ context, event }) =>
        event.type === 'tab.draftSaved'
          ? setDraftId(context, event.key, event.draftId)
          : context.tabs,
    }),
    replace: assign(({ context, event }) =>
      event.type === 'tab.replace' ? replace(context, event.fromKey, event.tab) : {},
    ),
    retitle: assign({
      tabs: ({ context, event }) =>
        event.type === 'tab.retitle' ? retitle(context, event.key, event.title) : context.tabs,
    }),
    activate: assign(({ context, event }) =>
      event.type === 'tab.activate' ? activate(context, event.key) : {},
    ),
    setCloseConfirm: assign({
      tabs: ({ context, event }) =>
        event.type === 'tab.setCloseConfirm'
          ? setCloseConfirm(context, event.key, event.needed)
          : context.tabs,
    }),
    closeTab: assign(({ context, event }) =>
      event.type === 'tab.close' ? remove(context, event.key) : {},
    ),
    askAbout: assign({
      closing: ({ event }) => (event.type === 'tab.close' ? [event.key] : []),
    }),
    closeAll: assign(({ context }) => closeAll(context)),
    closeHead: assign(({ context }) => remove(context, head(context) ?? '')),
    skipHead: assign({ closing: ({ context }) => context.closing.slice(1) }),
  },
}).createMachine({
  id: 'mailTabs',
  description: 'The mailbox tab strip: folder list first, then readers, searches and compose.',
  context: initialContext,
  initial: 'browsing',
  on: {
    'tab.open': [
      {
        guard: 'repeatsLastCompose',
        actions: 'showLastCompose',
        description:
          'The same compose request again within 1500 ms (a double click): its tab is shown.',
      },
      {
        guard: 'opensCompose',
        actions: 'openCompose',
        description: 'A compose tab; the request is remembered for the next 1500 ms.',
      },
      {
        actions: 'open',
        description: 'A tab with the same key (same mail, same search) is reused.',
      },
    ],
    'composeRepeat.expired': { actions: 'forgetLastCompose' },
    // R-SEND-3: after a save the tab is keyed to its draft_id.
    'tab.draftSaved': {
      actions: 'setDraftId',
      description: 'The tab now stands for that draft: opening it from Drafts shows this tab.',
    },
    'tab.replace': { actions: 'replace' },
    'tab.retitle': { actions: 'retitle' },
    'tab.activate': { actions: 'activate' },
    'tab.setCloseConfirm': { actions: 'setCloseConfirm' },
  },
  states: {
    browsing: {
      description: 'No close is waiting for the user.',
      on: {
        'tab.close': [
          {
            guard: 'asksBeforeClosing',
            target: 'confirmingClose',
            actions: 'askAbout',
            description: 'Unsent compose and burn-after-reading mail ask before closing.',
          },
          { guard: 'closable', actions: 'closeTab' },
        ],
        'tab.closeAll': [
          {
            guard: 'someTabAsks',
            target: 'confirmingClose',
            actions: 'closeAll',
            description: 'The others close at once; each tab that asks is asked about in turn.',
          },
          { actions: 'closeAll' },
        ],
      },
    },
    confirmingClose: {
      description: 'Asking whether the first tab in `closing` may close.',
      tags: ['asking'],
      always: [
        { guard: 'queueEmpty', target: 'browsing' },
        { guard: 'headGone', actions: 'skipHead' },
        {
          guard: 'headNoLongerAsks',
          actions: 'closeHead',
          description: 'Sent while the question was open: it closes without asking.',
        },
      ],
      on: {
        'close.confirm': { actions: 'closeHead' },
        'close.cancel': {
          actions: 'skipHead',
          description: 'This tab stays; close-all goes on to the next tab that asks.',
        },
      },
    },
  },
})
