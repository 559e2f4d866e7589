/**
 * The authenticator binding wizard (R-LOGIN-3), four steps:
 *
 *   download ─next─► preparing ─► scan ─next─► backup ─next─► enable ─submit─► binding ─► done
 *                    preparing ─► setupFailed ─retry─► preparing
 *   back: scan/setupFailed → download, backup → scan, enable → backup
 *   enable ─submit (not six digits)─► enable (codeFormat, no call) ; binding ─► enable (bindFailed)
 *
 * The key is created once, when the user leaves step 1: going back and forth keeps it, so the
 * QR code scanned and the key written down stay the same.
 */
import { assertEvent, assign, setup } from 'xstate'
import { bindTotp, setupTotp } from './two-factor-bind.actors.ts'
import { isSixDigitCode, normaliseCode, serverMessage } from './two-factor-bind.rules.ts'
import type { BindContext, BindEvent } from './two-factor-bind.types.ts'

export const twoFactorBindMachine = setup({
  types: { context: {} as BindContext, events: {} as BindEvent, tags: {} as 'busy' },
  actors: { setupTotp, bindTotp },
  guards: {
    hasSetup: ({ context }) => context.setup !== null,
    codeMalformed: ({ event }) => event.type === 'bind.submit' && !isSixDigitCode(event.code),
  },
}).createMachine({
  id: 'twoFactorBind',
  description: 'Download app, scan QR, back up the 16-digit key, enable with a code.',
  context: { setup: null, error: null },
  initial: 'download',
  states: {
    download: {
      on: {
        'bind.next': [
          { guard: 'hasSetup', target: 'scan', description: 'The key exists already: keep it.' },
          { target: 'preparing' },
        ],
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'setupTotp',
        src: 'setupTotp',
        onDone: {
          target: 'scan',
          actions: assign({ setup: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'setupFailed',
          actions: assign({
            error: ({ event }) => ({
              code: 'setupFailed' as const,
              message: serverMessage(event.error),
            }),
          }),
        },
      },
    },
    setupFailed: {
      on: {
        'bind.retry': { target: 'preparing', actions: assign({ error: null }) },
        'bind.back': { target: 'download', actions: assign({ error: null }) },
      },
    },
    scan: {
      on: { 'bind.next': 'backup', 'bind.back': 'download' },
    },
    backup: {
      on: { 'bind.next': 'enable', 'bind.back': 'scan' },
    },
    enable: {
      on: {
        'bind.submit': [
          {
            guard: 'codeMalformed',
            actions: assign({ error: { code: 'codeFormat' } }),
            description: 'Not six digits: said at once, without a call.',
          },
          { target: 'binding', actions: assign({ error: null }) },
        ],
        'bind.back': { target: 'backup', actions: assign({ error: null }) },
      },
    },
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'bindTotp',
        src: 'bindTotp',
        input: ({ context, event }) => {
          assertEvent(event, 'bind.submit')
          return { secret: context.setup?.secret ?? '', code: normaliseCode(event.code) }
        },
        onDone: 'done',
        onError: {
          target: 'enable',
          actions: assign({
            error: ({ event }) => ({
              code: 'bindFailed' as const,
              message: serverMessage(event.error),
            }),
          }),
          description: 'A wrong or late code can be entered again.',
        },
      },
    },
    done: { type: 'final' },
  },
})
