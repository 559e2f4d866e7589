/**
 * The compose screen's component tests: a compose actor (fake I/O that records what it was
 * asked, or the real actors on the fake backend) rendered in ComposeView, in zh-hans so the
 * assertions read the source strings. Import tests/support/server.ts in the test file itself.
 */
import type { ReactNode } from 'react'
import { createActor, fromPromise } from 'xstate'
import { vi } from 'vitest'
import {
  composeMachine,
  type ComposeInput,
  type ComposeParamsInput,
  type ComposePrefill,
  type LoadSourceInput,
  type LocalDraft,
  type SendOutcome,
  type SendPayload,
  type SignatureSet,
  type SmsCheckOutput,
  type SmsContact,
} from '../../../../machines/compose/index.ts'
import { createApiClient } from '../../../../src/api/client.ts'
import { InFlightCounter } from '../../../../src/api/inflight.ts'
import { LiveRegion } from '../../../../src/app/liveRegion/LiveRegion.tsx'
import { setApi } from '../../../../src/app/services.ts'
import type { ComposeActor } from '../../../../src/features/compose/composeRegistry.ts'
import { realComposeActors } from '../../../../src/features/compose/composeActors.ts'
import { ComposeView, type ComposeAccount } from '../../../../src/features/compose/ComposeView.tsx'
import type { SuggestFn } from '../../../../src/features/compose/useAddressSuggestions.ts'
import { renderWithProviders } from '../../../support/render.tsx'
import { TEST_ORIGIN } from '../../../support/server.ts'

export const ACCOUNT: ComposeAccount = {
  name: '王小明',
  address: 'demo@huayu.example.com',
  shared: false,
  smsAllowed: true,
  excludeExt: ['exe'],
  addressBooks: { oab: true, cab: true, soab: true, lab: true, soabDomainCid: 1 },
}

export const INPUT: ComposeInput = {
  mode: 'new',
  defaultSender: [ACCOUNT.address, ACCOUNT.name],
  params: { securityMode: false, mailLevelRequired: false, attachLevelRequired: false },
  hideForwardContents: false,
}

/** Points api() at the fake backend, signed in with `token`. */
export function connectFakeBackend(token: string): void {
  setApi(
    createApiClient({
      baseUrl: TEST_ORIGIN,
      fetch: (request) => globalThis.fetch(request),
      getToken: () => token,
      clearToken: () => undefined,
      currentPath: () => '/mailbox/innerbox/INBOX',
      notify: () => undefined,
      onSessionExpired: () => undefined,
      onDropped: () => undefined,
      inFlight: new InFlightCounter(),
    }),
  )
}

/**
 * I/O that never reaches a server: sends and saves are recorded and answered with `answer`; the
 * mailbox has `signatures` (none by default).
 */
export function fakeActors(
  answer: (payload: SendPayload) => SendOutcome,
  signatures: SignatureSet = { list: [], defaultNew: null, defaultReply: null },
  /** What GET compose-params answers; null = it fails and the input params stay. */
  params: ComposeParamsInput | null = null,
) {
  const sent: SendPayload[] = []
  const persisted: LocalDraft[] = []
  const actors = {
    loadSignatures: fromPromise<SignatureSet, void>(async () => signatures),
    loadComposeParams: fromPromise<ComposeParamsInput, void>(async () => {
      if (!params) throw new Error('no compose params in this test')
      return params
    }),
    loadSource: fromPromise<ComposePrefill, LoadSourceInput>(async () => {
      throw new Error('no source in these tests')
    }),
    sendMail: fromPromise<SendOutcome, SendPayload>(async ({ input }) => {
      sent.push(input)
      return answer(input)
    }),
    saveDraft: fromPromise<SendOutcome, SendPayload>(async ({ input }) => {
      sent.push(input)
      return answer(input)
    }),
    checkSms: fromPromise<SmsCheckOutput, { emails: string[] }>(async () => ({
      create: [],
      update: [],
    })),
    saveSmsContacts: fromPromise<void, { contacts: SmsContact[] }>(async () => undefined),
    persistLocalDraft: fromPromise<void, LocalDraft>(async ({ input }) => {
      persisted.push(input)
    }),
    clearLocalDraft: fromPromise<void, void>(async () => undefined),
  }
  return { actors, sent, persisted }
}

export function sentOutcome(payload: SendPayload): SendOutcome {
  return {
    type: payload.action === 'save' ? 'save' : 'send',
    success: true,
    message_id: '<fake@huayu.example.com>',
    recipient: payload.to.map(([email]) => email),
    draft_id: 7,
    error_lists: [],
  }
}

export interface RenderComposeOptions {
  input?: Partial<ComposeInput>
  /** Real actors (on the fake backend) when absent. */
  actors?: ReturnType<typeof fakeActors>['actors']
  suggest?: SuggestFn
  /** The side panel's contacts tab content. */
  contacts?: ReactNode
  /** Changes to ACCOUNT (e.g. fewer address books). */
  account?: Partial<ComposeAccount>
  /** Renders the layout's live region beside the tab, to hear what the tab announces. */
  liveRegion?: boolean
  /**
   * How long the send button stays locked after a press (the app's 1500 ms when absent). A test
   * that presses send several times for what follows, not for the lock, shortens it rather than
   * wait out the real lock each time (the lock itself: send.test.tsx, compose.model.test.ts).
   */
  sendCooldown?: number
}

export function renderCompose({
  input,
  actors,
  suggest,
  contacts,
  account,
  liveRegion = false,
  sendCooldown,
}: RenderComposeOptions = {}) {
  const machine = composeMachine.provide({
    actors: actors ?? realComposeActors(ACCOUNT.address, 'compose:test'),
    ...(sendCooldown === undefined ? {} : { delays: { sendCooldown } }),
  })
  const actor: ComposeActor = createActor(machine, { input: { ...INPUT, ...input } }).start()
  const noSuggestions: SuggestFn = vi.fn(async () => [])
  const view = renderWithProviders(
    <>
      {liveRegion && <LiveRegion account={ACCOUNT.address} />}
      <ComposeView
        actor={actor}
        account={{ ...ACCOUNT, ...account }}
        suggest={suggest ?? noSuggestions}
        contacts={contacts}
      />
    </>,
    { locale: 'zh-hans' },
  )
  return { actor, ...view }
}
