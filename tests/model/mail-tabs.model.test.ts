/**
 * Model-based test of machines/mail-tabs. The model is the spec's tab rules (R-MAILBOX
 * "Mailbox screen", §4 "Tabs") written out again, plainly, over three tabs beside the folder
 * list: a mail A, a burn-after-reading mail B (asks before closing) and a compose tab C (asks until
 * it is sent). C's request may come twice within the compose button's 1500 ms (a double click:
 * C is shown, no second tab), and C may be saved as draft 7 and that draft opened from Drafts
 * (C is shown, no second editor). Every edge is replayed on a real actor on a simulated clock;
 * the strip it shows (order, shown tab, the tab asked about) must match. A few scripted runs at the end take the transitions the model
 * leaves out (replace, retitle, a question whose tab went away), and the last check fails if any
 * state or transition of the real chart was never taken.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  mailTabsMachine,
  selectActiveKey,
  selectClosePrompt,
  selectTabs,
  type OpenableTab,
} from '../../machines/mail-tabs/index.ts'
import { COMPOSE_BUTTON_COOLDOWN_MS } from '../../src/domain/constants.ts'
import { readTabKey } from '../../src/domain/mail/mailTabs.ts'
import { describeModel, edgePaths, type Inspect } from './support/index.ts'

type Name = 'A' | 'B' | 'C'
const NAMES: readonly Name[] = ['A', 'B', 'C']

type ModelEvent =
  | { type: `open.${Name}` }
  | { type: `activate.${Name | 'L'}` }
  | { type: `close.${Name}` }
  | { type: 'closeAll' }
  | { type: 'sent.C' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  /** C's request twice within 1500 ms (the second with a fresh key), then the 1500 ms pass. */
  | { type: 'double.C' }
  /** C is saved as draft 7, the list is shown, and draft 7 is opened from Drafts. */
  | { type: 'draft.C' }

interface ModelContext {
  /** Open tabs after the folder list, in strip order. */
  open: Name[]
  /** 'L' is the folder list. */
  active: Name | 'L'
  /** C was sent: it closes without asking. */
  sent: boolean
  /** Tabs whose closing waits for an answer; the first is being asked about. */
  queue: Name[]
}

const asks = (c: ModelContext, name: Name) => name === 'B' || (name === 'C' && !c.sent)

/** Closing shows the right neighbour of the shown tab, else the left one, else the list. */
function without(c: ModelContext, name: Name): Pick<ModelContext, 'open' | 'active' | 'queue'> {
  const index = c.open.indexOf(name)
  const open = c.open.filter((n) => n !== name)
  const active = c.active === name ? (open[index] ?? open[index - 1] ?? 'L') : c.active
  return { open, active, queue: c.queue.filter((n) => n !== name) }
}

/** After each answer: tabs that no longer ask close by themselves. */
function settleQueue(c: ModelContext): ModelContext {
  let next = c
  while (next.queue[0] && !asks(next, next.queue[0]))
    next = { ...next, ...without(next, next.queue[0]) }
  return next
}

const nameOf = (type: string) => type.split('.')[1] as Name

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    asksFirst: ({ context, event }) => asks(context, nameOf(event.type)),
    anyAsks: ({ context }) => context.open.some((n) => asks(context, n)),
    queueDone: ({ context }) => context.queue.length === 0,
  },
  actions: {
    open: assign(({ context, event }) => {
      const name = nameOf(event.type)
      const known = context.open.includes(name)
      return {
        open: known ? context.open : [...context.open, name],
        active: name,
        // A compose tab opened afresh is unsent again.
        sent: name === 'C' && !known ? false : context.sent,
      }
    }),
    activate: assign({ active: ({ event }) => event.type.split('.')[1] as Name | 'L' }),
    showC: assign({ active: 'C' }),
    close: assign(({ context, event }) => without(context, nameOf(event.type))),
    ask: assign({ queue: ({ event }) => [nameOf(event.type)] }),
    closeAll: assign(({ context }) => {
      const queue = context.open.filter((n) => asks(context, n))
      return {
        open: queue,
        queue,
        active: queue.includes(context.active as Name) ? context.active : 'L',
      }
    }),
    send: assign(({ context }) => settleQueue({ ...context, sent: true })),
    confirm: assign(({ context }) =>
      settleQueue({ ...context, ...without(context, context.queue[0] as Name) }),
    ),
    cancel: assign(({ context }) => settleQueue({ ...context, queue: context.queue.slice(1) })),
  },
}).createMachine({
  id: 'mailTabsModel',
  context: { open: [], active: 'L', sent: false, queue: [] },
  initial: 'browsing',
  on: {
    'open.A': { actions: 'open' },
    'open.B': { actions: 'open' },
    'open.C': { actions: 'open' },
    'activate.L': { actions: 'activate' },
    'activate.A': { actions: 'activate' },
    'activate.B': { actions: 'activate' },
    'activate.C': { actions: 'activate' },
    'sent.C': { actions: 'send' },
    'double.C': { actions: 'open' },
    'draft.C': { actions: 'showC' },
  },
  states: {
    browsing: {
      on: {
        'close.A': [
          { guard: 'asksFirst', target: 'confirmingClose', actions: 'ask' },
          { actions: 'close' },
        ],
        'close.B': [
          { guard: 'asksFirst', target: 'confirmingClose', actions: 'ask' },
          { actions: 'close' },
        ],
        'close.C': [
          { guard: 'asksFirst', target: 'confirmingClose', actions: 'ask' },
          { actions: 'close' },
        ],
        closeAll: [
          { guard: 'anyAsks', target: 'confirmingClose', actions: 'closeAll' },
          { actions: 'closeAll' },
        ],
      },
    },
    confirmingClose: {
      always: { guard: 'queueDone', target: 'browsing' },
      on: { confirm: { actions: 'confirm' }, cancel: { actions: 'cancel' } },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

/** Only the events that mean something in a state: the model stays small and every edge counts. */
function eventsFor(s: ModelSnapshot): ModelEvent[] {
  const { open, sent } = s.context
  const cOpenUnsent = open.includes('C') && !sent ? [{ type: 'sent.C' } as const] : []
  if (s.matches('confirmingClose'))
    return [{ type: 'confirm' }, { type: 'cancel' }, { type: 'open.A' }, ...cOpenUnsent]
  return [
    ...NAMES.map((n) => ({ type: `open.${n}` }) as const),
    { type: 'activate.L' },
    ...open.map((n) => ({ type: `activate.${n}` }) as const),
    ...open.map((n) => ({ type: `close.${n}` }) as const),
    ...(open.length > 0 ? [{ type: 'closeAll' } as const] : []),
    ...cOpenUnsent,
    { type: 'double.C' },
    ...(open.includes('C') ? [{ type: 'draft.C' } as const] : []),
  ]
}

function serializeState(s: ModelSnapshot): string {
  const { open, active, sent, queue } = s.context
  return JSON.stringify([
    s.value,
    open.join(''),
    active,
    open.includes('C') && sent,
    queue.join(''),
  ])
}

const KEYS: Record<Name | 'L', string> = {
  L: 'list',
  A: readTabKey('INBOX', 1),
  B: readTabKey('INBOX', 2),
  C: 'compose:1',
}
type ReadTab = Extract<OpenableTab, { kind: 'read' }>
const READ_A: ReadTab = { kind: 'read', key: KEYS.A, folder: 'INBOX', uid: 1, title: 'A' }
const TABS: Record<Name, OpenableTab> = {
  A: READ_A,
  B: { kind: 'read', key: KEYS.B, folder: 'INBOX', uid: 2, title: 'B', needsCloseConfirm: true },
  C: { kind: 'compose', key: KEYS.C, title: '', request: { mode: 'new' }, needsCloseConfirm: true },
}
const DRAFT_ID = 7
/** C's request again: every compose click gets a fresh key. */
const AGAIN_C: OpenableTab = { ...TABS.C, key: 'compose:2' }
const DRAFT_7: OpenableTab = {
  kind: 'compose',
  key: `compose:draft:${DRAFT_ID}`,
  title: '',
  request: { mode: 'draft', uid: DRAFT_ID, folder: 'Drafts' },
}

interface Harness {
  actor: Actor<typeof mailTabsMachine>
  clock: SimulatedClock
}
function start(inspect?: Inspect): Harness {
  const clock = new SimulatedClock()
  return { actor: createActor(mailTabsMachine, { inspect, clock }).start(), clock }
}

function stateChecks(actor: Actor<typeof mailTabsMachine>, clock: SimulatedClock) {
  const send = actor.send.bind(actor)
  const named = (type: string) => nameOf(type)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = actor.getSnapshot()
        const { open, active, queue } = expected.context
        expect(actual.value).toEqual(expected.value)
        expect(selectTabs(actual).map((tab) => tab.key)).toEqual([
          'list',
          ...open.map((n) => KEYS[n]),
        ])
        expect(selectActiveKey(actual)).toBe(KEYS[active])
        expect(selectClosePrompt(actual)?.key ?? null).toBe(queue[0] ? KEYS[queue[0]] : null)
        expect(actual.hasTag('asking')).toBe(queue.length > 0)
      },
    },
    events: {
      ...Object.fromEntries(
        NAMES.flatMap((n) => [
          [`open.${n}`, () => send({ type: 'tab.open', tab: TABS[n] })],
          [
            `close.${n}`,
            ({ event }: { event: ModelEvent }) =>
              send({ type: 'tab.close', key: KEYS[named(event.type)] }),
          ],
        ]),
      ),
      ...Object.fromEntries(
        (['L', ...NAMES] as const).map((n) => [
          `activate.${n}`,
          () => send({ type: 'tab.activate', key: KEYS[n] }),
        ]),
      ),
      closeAll: () => send({ type: 'tab.closeAll' }),
      'sent.C': () => send({ type: 'tab.setCloseConfirm', key: KEYS.C, needed: false }),
      confirm: () => send({ type: 'close.confirm' }),
      cancel: () => send({ type: 'close.cancel' }),
      'double.C': () => {
        send({ type: 'tab.open', tab: TABS.C })
        clock.increment(COMPOSE_BUTTON_COOLDOWN_MS - 1)
        send({ type: 'tab.open', tab: AGAIN_C })
        clock.increment(1)
      },
      'draft.C': () => {
        send({ type: 'tab.draftSaved', key: KEYS.C, draftId: DRAFT_ID })
        send({ type: 'tab.activate', key: KEYS.L })
        send({ type: 'tab.open', tab: DRAFT_7 })
      },
    },
  }
}

const model = createTestModel(modelMachine, {
  events: eventsFor,
  // createTestModel adds every event the state handles; keep only the meaningful ones.
  filterEvents: (s, event) => eventsFor(s).some((e) => e.type === event.type),
  serializeState,
})
const edges = edgePaths(model, serializeState)

describeModel(
  'mail tabs machine (model-based)',
  {
    chart: mailTabsMachine,
    model,
    serializeState,
    start,
    params: ({ actor, clock }) => stateChecks(actor, clock),
    stop: ({ actor }) => actor.stop(),
    paths: edges,
    // Thousands of synchronous replays of well under a millisecond each: one test for all.
    batch: true,
    // Root transitions the model folds away (tab.replace, tab.retitle) and the queue's
    // eventless exit when the tab asked about is gone.
    walks: {
      'merges a reader into the tab of the mail it moves to, and retitles in place': async (
        inspect,
      ) => {
        const { actor } = start(inspect)
        const other: ReadTab = { ...READ_A, key: readTabKey('INBOX', 3), uid: 3, title: 'D' }
        actor.send({ type: 'tab.open', tab: TABS.A })
        actor.send({ type: 'tab.replace', fromKey: KEYS.A, tab: other })
        expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual(['list', other.key])
        actor.send({ type: 'tab.open', tab: TABS.A })
        actor.send({ type: 'tab.replace', fromKey: KEYS.A, tab: other })
        expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual(['list', other.key])
        expect(selectActiveKey(actor.getSnapshot())).toBe(other.key)
        actor.send({ type: 'tab.retitle', key: other.key, title: '季度报告' })
        expect(selectTabs(actor.getSnapshot())[1]).toMatchObject({ title: '季度报告' })
        actor.stop()
      },
      'drops the question when the tab asked about moved on to another mail meanwhile': async (
        inspect,
      ) => {
        const { actor } = start(inspect)
        actor.send({ type: 'tab.open', tab: TABS.B })
        actor.send({ type: 'tab.close', key: KEYS.B })
        expect(selectClosePrompt(actor.getSnapshot())?.key).toBe(KEYS.B)
        actor.send({
          type: 'tab.replace',
          fromKey: KEYS.B,
          tab: { ...READ_A, needsCloseConfirm: false },
        })
        expect(actor.getSnapshot().value).toBe('browsing')
        expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual(['list', KEYS.A])
        actor.stop()
      },
    },
  },
  () => {
    it('walks a model of a useful size, reaching both states and the close-all queue of two', () => {
      const states = model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => p.state)
      expect(new Set(states.map((s) => String(s.value)))).toEqual(
        new Set(['browsing', 'confirmingClose']),
      )
      expect(states.some((s) => s.context.queue.length === 2)).toBe(true)
      expect(edges.length).toBeGreaterThan(100)
    })

    it('a compose request after the 1500 ms, or another request, opens a tab of its own', () => {
      const { actor, clock } = start()
      actor.send({ type: 'tab.open', tab: TABS.C })
      actor.send({ type: 'tab.open', tab: AGAIN_C })
      expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual(['list', KEYS.C])
      clock.increment(COMPOSE_BUTTON_COOLDOWN_MS)
      actor.send({ type: 'tab.open', tab: AGAIN_C })
      const reply: OpenableTab = {
        kind: 'compose',
        key: 'compose:3',
        title: '',
        request: { mode: 'reply', uid: 1, folder: 'INBOX' },
      }
      actor.send({ type: 'tab.open', tab: reply })
      expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual([
        'list',
        KEYS.C,
        AGAIN_C.key,
        reply.key,
      ])
      actor.stop()
    })

    it('keys a compose tab to the draft its save made; another draft opens a tab of its own', () => {
      const { actor } = start()
      actor.send({ type: 'tab.open', tab: TABS.C })
      actor.send({ type: 'tab.draftSaved', key: KEYS.C, draftId: DRAFT_ID + 1 })
      expect(selectTabs(actor.getSnapshot())[1]).toMatchObject({ draftId: DRAFT_ID + 1 })
      actor.send({ type: 'tab.open', tab: DRAFT_7 })
      expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual([
        'list',
        KEYS.C,
        DRAFT_7.key,
      ])
      // A later save of C that the server gave draft 7's id makes C that draft's editor.
      actor.send({ type: 'tab.close', key: DRAFT_7.key })
      actor.send({ type: 'tab.draftSaved', key: KEYS.C, draftId: DRAFT_ID })
      actor.send({ type: 'tab.open', tab: DRAFT_7 })
      expect(selectTabs(actor.getSnapshot()).map((t) => t.key)).toEqual(['list', KEYS.C])
      expect(selectActiveKey(actor.getSnapshot())).toBe(KEYS.C)
      actor.stop()
    })
  },
)
