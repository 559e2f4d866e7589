/**
 * The live channel (R-SESSION, R-CALL, C-LIMIT; R-LIVE; docs/api.md "Live channel"): a short-lived
 * token (R-LIVE-4), then the WebSocket with it in the search parameter; a ping every 60 s answered
 * within 60 s (R-LIVE-2); a reconnect 2 s after the open channel errs or closes and 30 s after a
 * server error (status ≥ 500) (R-LIVE-1). An attempt that cannot connect at all (the server is
 * away) is tried again every second, so the channel is back within 2 s of the server's return
 * (issue 11 §4, decision 142). The session invokes it (id `liveChannel`) only while the new-mail
 * reminder is on and the screen is active: stopping it closes the socket.
 *
 *   fetchingToken ──► opening ──► open ⇄ awaitingReply
 *        │              │          │          │ (no pong in 60 s)
 *        │              │          └──────────┴──► reconnectWait (2 s) ──► fetchingToken
 *        └──────────────┴────────────────────────► retryWait (1 s) ──► fetchingToken
 *                            status ≥ 500 ────────► serverErrorWait (30 s) ──► fetchingToken
 *
 * The chart is flat (the socket is a spawned child, `socket`, opened on entering `opening` and
 * closed on entering a wait) so that model tests can mirror it state for state.
 */
import { assign, setup, sendTo, spawnChild, stopChild } from 'xstate'
import { getLiveToken, socket } from './live-channel.actors.ts'
import {
  HEARTBEAT_SECONDS,
  HEARTBEAT_TIMEOUT_SECONDS,
  isServerError,
  RECONNECT_RETRY_SECONDS,
  RECONNECT_SECONDS,
  SERVER_ERROR_RETRY_SECONDS,
} from './live-channel.rules.ts'
import type {
  LiveChannelContext,
  LiveChannelEvent,
  LiveNewMail,
  LiveTokenFailure,
} from './live-channel.types.ts'

/** What the UI provides; the default does nothing so a test provides only what it checks. */
const hook = () => {}

export const liveChannelMachine = setup({
  types: {
    context: {} as LiveChannelContext,
    events: {} as LiveChannelEvent,
    tags: 'connected',
  },
  actors: { getLiveToken, socket },
  actions: {
    /** A new-mail message: the card, the unseen counts and the page title follow. */
    newMail: (_, _result: LiveNewMail) => hook(),
    openSocket: spawnChild('socket', {
      id: 'socket',
      input: ({ context }) => ({ token: context.token ?? '' }),
    }),
    closeSocket: stopChild('socket'),
    ping: sendTo('socket', { type: 'socket.ping' }),
    forgetToken: assign({ token: null }),
  },
  guards: {
    serverError: ({ event }) =>
      isServerError(
        event.type === 'channel.failed'
          ? event.status
          : ((event as { error?: LiveTokenFailure }).error ?? {}).status,
      ),
  },
  delays: {
    heartbeat: HEARTBEAT_SECONDS * 1000,
    replyTimeout: HEARTBEAT_TIMEOUT_SECONDS * 1000,
    reconnect: RECONNECT_SECONDS * 1000,
    retryConnect: RECONNECT_RETRY_SECONDS * 1000,
    serverErrorRetry: SERVER_ERROR_RETRY_SECONDS * 1000,
  },
}).createMachine({
  id: 'liveChannel',
  context: { token: null },
  initial: 'fetchingToken',
  states: {
    fetchingToken: {
      description: 'A fresh live-channel token for every connection (it is short-lived).',
      invoke: {
        id: 'getLiveToken',
        src: 'getLiveToken',
        onDone: {
          target: 'opening',
          actions: assign({ token: ({ event }) => event.output.token }),
        },
        onError: [
          {
            guard: 'serverError',
            target: 'serverErrorWait',
            description: 'The token call answered 500 or more: retry in 30 s.',
          },
          {
            target: 'retryWait',
            description: 'Unreachable or refused (a 401 also ends the session, which stops us).',
          },
        ],
      },
    },
    opening: {
      description: 'The socket is connecting with the token in its search parameter.',
      entry: 'openSocket',
      on: {
        'channel.opened': 'open',
        'channel.closed': {
          target: 'retryWait',
          description: 'The server did not take the connection (away, restarting): try again soon.',
        },
        'channel.failed': [{ guard: 'serverError', target: 'serverErrorWait' }, 'retryWait'],
      },
    },
    open: {
      tags: ['connected'],
      description: 'Connected; 60 s after opening or after the last pong, a ping goes out.',
      after: { heartbeat: { target: 'awaitingReply', actions: 'ping' } },
      on: {
        'channel.newMail': {
          actions: { type: 'newMail', params: ({ event }) => event.result },
        },
        'channel.closed': 'reconnectWait',
        'channel.failed': [{ guard: 'serverError', target: 'serverErrorWait' }, 'reconnectWait'],
      },
    },
    awaitingReply: {
      tags: ['connected'],
      description: 'A ping is out. No pong within 60 s: the connection is treated as dropped.',
      after: {
        replyTimeout: {
          target: 'reconnectWait',
          description: 'No reply to the ping: close and reconnect.',
        },
      },
      on: {
        'channel.pong': 'open',
        'channel.newMail': {
          actions: { type: 'newMail', params: ({ event }) => event.result },
        },
        'channel.closed': 'reconnectWait',
        'channel.failed': [{ guard: 'serverError', target: 'serverErrorWait' }, 'reconnectWait'],
      },
    },
    reconnectWait: {
      description: 'After an error, a close or a dropped ping: reconnect in 2 s.',
      entry: ['closeSocket', 'forgetToken'],
      after: { reconnect: 'fetchingToken' },
    },
    retryWait: {
      description:
        'An attempt could not connect: the server is away. Retrying every second brings the ' +
        'channel back within 2 s of its return.',
      entry: ['closeSocket', 'forgetToken'],
      after: { retryConnect: 'fetchingToken' },
    },
    serverErrorWait: {
      description: 'The server reported status 500 or more: retry in 30 s.',
      entry: ['closeSocket', 'forgetToken'],
      after: { serverErrorRetry: 'fetchingToken' },
    },
  },
})
