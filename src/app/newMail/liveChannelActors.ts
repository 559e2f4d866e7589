/**
 * The live channel's real I/O (machines/live-channel): the token call through the API client
 * (whose middleware never toasts it, §8) and the browser's WebSocket. Messages go to the
 * new-mail card and refresh the unseen counts (folder tree, welcome, open lists) and the
 * pending-review count.
 */
import { fromCallback, fromPromise } from 'xstate'
import {
  liveChannelMachine,
  PING_MESSAGE,
  toChannelEvent,
  type LiveNewMail,
  type LiveTokenFailure,
  type LiveTokenOutput,
  type SocketCommand,
  type SocketInput,
} from '../../../machines/live-channel/index.ts'
import { emitMailboxChange } from '../../features/common/mailboxEvents.ts'
import { runtimeConfig } from '../config.ts'
import { api } from '../services.ts'
import { liveChannelUrl } from './liveUrl.ts'
import { receiveNewMail } from './newMailNotices.ts'

const getLiveToken = fromPromise<LiveTokenOutput>(async () => {
  const { data, response } = await api().GET('/api/core/live/token/')
  if (!data) throw { status: response.status } satisfies LiveTokenFailure
  return { token: data.token }
})

/**
 * Whether a channel was open before in this page: mail that came while it was down (dropped,
 * locked) was pushed to nobody, so every later opening refreshes the unseen counts.
 */
let openedBefore = false

function caughtUp(): void {
  if (openedBefore) emitMailboxChange('folders', 'list', 'review')
  openedBefore = true
}

const socket = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
  const url = liveChannelUrl(runtimeConfig().apiBaseUrl, window.location.origin, input.token)
  const ws = new WebSocket(url)
  let ended = false
  // Error and close come as one event: the machine reconnects once.
  const end = () => {
    if (ended) return
    ended = true
    sendBack({ type: 'channel.closed' })
  }
  ws.addEventListener('open', () => {
    caughtUp()
    sendBack({ type: 'channel.opened' })
  })
  ws.addEventListener('message', (event) => {
    const channelEvent = toChannelEvent(event.data)
    if (channelEvent) sendBack(channelEvent)
  })
  ws.addEventListener('error', end)
  ws.addEventListener('close', end)
  receive((command) => {
    if (command.type === 'socket.ping' && ws.readyState === WebSocket.OPEN) ws.send(PING_MESSAGE)
  })
  return () => {
    ended = true
    ws.close()
  }
})

export function onNewMail(result: LiveNewMail): void {
  receiveNewMail(result.mails, result.unseen)
  // Unseen counts everywhere (the folder tree, the welcome page, open lists and readers), and the
  // pending-review count: a push is the server saying the mailbox moved.
  emitMailboxChange('folders', 'list', 'review')
}

/** The live-channel machine with the app's I/O, for the session to invoke. */
export const liveChannel = liveChannelMachine.provide({
  actors: { getLiveToken, socket },
  actions: { newMail: (_, result) => onNewMail(result) },
})
