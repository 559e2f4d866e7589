/**
 * The public /fileshare page (no session): open the link, ask for the extraction code when the
 * share has one, then show its files; a link that is unknown, cancelled or expired ends with its
 * own reason.
 *
 *   opening → opened | askingCode | refused | failed (retry → opening)
 *   askingCode → checking → opened | askingCode (wrong code, or a failure) | refused
 */
import { assign, setup } from 'xstate'
import { openShare } from './file-share-access.actors.ts'
import type {
  FileShareAccessContext,
  FileShareAccessEvent,
  FileShareAccessInput,
  OpenedShare,
  ShareEndReason,
  ShareRefusalReason,
} from './file-share-access.types.ts'

const REASONS: readonly ShareRefusalReason[] = [
  'code_required',
  'wrong_code',
  'not_found',
  'cancelled',
  'expired',
]

/** The server's refusal reason in an actor's error, or null for any other failure. */
export function refusalReason(error: unknown): ShareRefusalReason | null {
  const reason = (error as { reason?: unknown } | null)?.reason
  return REASONS.includes(reason as ShareRefusalReason) ? (reason as ShareRefusalReason) : null
}

const endReason = (error: unknown): ShareEndReason | null => {
  const reason = refusalReason(error)
  return reason === 'not_found' || reason === 'cancelled' || reason === 'expired' ? reason : null
}

export const fileShareAccessMachine = setup({
  types: {
    context: {} as FileShareAccessContext,
    events: {} as FileShareAccessEvent,
    input: {} as FileShareAccessInput,
    tags: {} as 'askingCode' | 'busy',
  },
  actors: { openShare },
  guards: {
    noKey: ({ context }) => context.shareKey === '',
    ended: ({ event }) => endReason((event as { error?: unknown }).error) !== null,
    codeRequired: ({ event }) =>
      refusalReason((event as { error?: unknown }).error) === 'code_required',
    wrongCode: ({ event }) => refusalReason((event as { error?: unknown }).error) === 'wrong_code',
    codeGiven: ({ event }) => event.type === 'code.submit' && event.code.trim() !== '',
  },
  actions: {
    keepShare: assign({ share: ({ event }) => (event as { output?: OpenedShare }).output ?? null }),
    endWith: assign({
      refusal: ({ event }) => endReason((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'fileShareAccess',
  description: 'The public share page: link → (extraction code) → files, or a refusal.',
  context: ({ input }) => ({
    shareKey: input.shareKey.trim(),
    code: '',
    share: null,
    refusal: null,
    codeError: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Asked without a code: an open share answers at once, one with a code says so.',
      tags: ['busy'],
      always: {
        guard: 'noKey',
        target: 'refused',
        actions: assign({ refusal: 'not_found' }),
        description: 'A link without its key cannot name any share.',
      },
      invoke: {
        id: 'open',
        src: 'openShare',
        input: ({ context }) => ({ shareKey: context.shareKey, code: '' }),
        onDone: { target: 'opened', actions: 'keepShare' },
        onError: [
          { guard: 'codeRequired', target: 'askingCode' },
          { guard: 'ended', target: 'refused', actions: 'endWith' },
          { target: 'failed', description: 'Network or server failure: the page offers a retry.' },
        ],
      },
    },
    failed: {
      on: { 'share.retry': 'opening' },
    },
    askingCode: {
      description: '`codeError` tells why the last code did not open the share.',
      tags: ['askingCode'],
      on: {
        'code.change': { actions: assign({ codeError: null }) },
        'code.submit': {
          guard: 'codeGiven',
          target: 'checking',
          actions: assign({
            code: ({ event }) => event.code.trim(),
            codeError: null,
          }),
        },
      },
    },
    checking: {
      tags: ['askingCode', 'busy'],
      invoke: {
        id: 'check',
        src: 'openShare',
        input: ({ context }) => ({ shareKey: context.shareKey, code: context.code }),
        onDone: { target: 'opened', actions: 'keepShare' },
        onError: [
          {
            guard: 'wrongCode',
            target: 'askingCode',
            actions: assign({ codeError: 'wrong_code' }),
          },
          {
            guard: 'ended',
            target: 'refused',
            actions: 'endWith',
            description: 'Cancelled or expired while the visitor was typing the code.',
          },
          { target: 'askingCode', actions: assign({ codeError: 'failed' }) },
        ],
      },
    },
    opened: {
      description: 'The files show; downloads send the share key and the code that opened it.',
      type: 'final',
    },
    refused: {
      description: '`refusal` says which: unknown, cancelled or expired.',
      type: 'final',
    },
  },
})
