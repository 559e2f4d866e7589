/**
 * The mail reader (R-READ-10; R-READ-8, M-ERR-9 a missing mail; M-ERR-11 a wrong mail password):
 *
 *   loading → ready                         the mail and its body
 *   loading → passwordRequired ⇄ decrypting protected mail; a refused password sets an error
 *   loading → decrypting                    protected, but opened before: reuse the password
 *   loading → notFound | failed             gone (or its folder is), or the read failed
 *   ready | notFound | failed → loading     'mail.changed' (the mailbox changed), retry, view mode
 *   any → loading                           'mail.open': previous / next shows another mail
 *
 * Reading a mail marks it read, and a missing mail means the lists are stale: the machine emits
 * 'reader.opened' / 'reader.missing' once per mail and the UI tells the mailbox. That change
 * comes back to this reader as 'mail.changed' too; the machine knows it caused it and does not
 * read the mail again for it.
 */
import { assign, emit, enqueueActions, not, setup } from 'xstate'
import { isValidMailPassword } from '../../src/domain/mail/mailPassword.ts'
import { needsPassword } from '../../src/domain/mail/readerRules.ts'
import { decryptMessage, loadMessage } from './reader.actors.ts'
import {
  ReaderIoError,
  type ReaderContext,
  type ReaderEmitted,
  type ReaderEvent,
  type ReaderInput,
  type ReaderMail,
} from './reader.types.ts'

const ioCode = (error: unknown) => (error instanceof ReaderIoError ? error.code : null)

export const readerMachine = setup({
  types: {
    context: {} as ReaderContext,
    events: {} as ReaderEvent,
    emitted: {} as ReaderEmitted,
    input: {} as ReaderInput,
    tags: {} as 'busy' | 'passwordPrompt',
  },
  actors: { loadMessage, decryptMessage },
  guards: {
    locked: (_, params: { mail: ReaderMail }) => needsPassword(params.mail),
    lockedWithPassword: ({ context }, params: { mail: ReaderMail }) =>
      needsPassword(params.mail) && context.password !== null,
    gone: (_, params: { error: unknown }) => {
      const code = ioCode(params.error)
      return code === 'notFound' || code === 'folderMissing'
    },
    passwordWellFormed: ({ event }) =>
      event.type === 'password.submit' && isValidMailPassword(event.password),
    ownChange: ({ context }) => context.ownChange,
  },
  actions: {
    show: assign({
      mail: (_, params: { mail: ReaderMail }) => params.mail,
      error: null,
    }),
    announce: emit(({ context }) => {
      if (!context.mail) throw new Error('reader machine: announce without a mail')
      return { type: 'reader.opened' as const, mail: context.mail }
    }),
    announceMissing: emit({ type: 'reader.missing' as const }),
  },
}).createMachine({
  id: 'reader',
  description: 'One reader tab: loads its mail, asks for a password, follows mailbox changes.',
  context: ({ input }) => ({
    folder: input.folder,
    uid: input.uid,
    mode: input.mode ?? 'html',
    mail: null,
    error: null,
    password: null,
    announced: false,
    missingTold: false,
    ownChange: false,
  }),
  initial: 'loading',
  on: {
    'mail.open': {
      target: '.loading',
      description:
        'Previous / next: another mail in the same tab starts from scratch (a change the last ' +
        'one announced may still come back).',
      actions: assign(({ event }) => ({
        folder: event.folder,
        uid: event.uid,
        mail: null,
        error: null,
        password: null,
        announced: false,
        missingTold: false,
      })),
    },
    'mail.changed': {
      guard: 'ownChange',
      description: 'The change this reader announced came back: nothing to read again.',
      actions: assign({ ownChange: false }),
    },
  },
  states: {
    loading: {
      description: 'Reading the mail; the last mail stays in context so a reload does not flash.',
      tags: ['busy'],
      on: {
        'view.mode': {
          target: 'loading',
          reenter: true,
          description:
            'The menu already offers the other mode while a reload runs: ask again in that mode.',
          actions: assign({ mode: ({ event }) => event.mode }),
        },
      },
      invoke: {
        id: 'loadMessage',
        src: 'loadMessage',
        input: ({ context }) => ({ folder: context.folder, uid: context.uid, mode: context.mode }),
        onDone: [
          {
            guard: {
              type: 'lockedWithPassword',
              params: ({ event }) => ({ mail: event.output }),
            },
            target: 'decrypting',
            description: 'Protected, but this tab already knows the password: open it again.',
            actions: assign({ error: null }),
          },
          {
            guard: { type: 'locked', params: ({ event }) => ({ mail: event.output }) },
            target: 'passwordRequired',
            actions: assign({ mail: ({ event }) => event.output, error: null }),
          },
          {
            target: 'ready',
            actions: { type: 'show', params: ({ event }) => ({ mail: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'gone', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({
              mail: null,
              error: ({ event }) =>
                ioCode(event.error) === 'folderMissing' ? 'folderMissing' : 'notFound',
            }),
          },
          { target: 'failed', actions: assign({ error: 'loadFailed' }) },
        ],
      },
    },
    ready: {
      description: 'The mail is on screen. The first time, the UI hears that it was opened.',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.announced) return
        enqueue('announce')
        enqueue.assign({ announced: true, ownChange: true })
      }),
      on: {
        'mail.changed': {
          guard: not('ownChange'),
          target: 'loading',
          description: 'Flags, tags, remark or place changed somewhere: read the mail again.',
        },
        'view.mode': {
          target: 'loading',
          description: "'Read as text / as html' asks the server again (mode=text).",
          actions: assign({ mode: ({ event }) => event.mode }),
        },
      },
    },
    passwordRequired: {
      description: 'Protected mail: the password prompt; `error` holds the last refusal.',
      tags: ['passwordPrompt'],
      on: {
        'password.submit': [
          {
            guard: 'passwordWellFormed',
            target: 'decrypting',
            actions: assign({
              error: null,
              password: ({ event }) => event.password,
            }),
          },
          {
            actions: assign({ error: 'passwordFormat' }),
            description: 'Not exactly 6 letters or digits: refused here, without a call.',
          },
        ],
      },
    },
    decrypting: {
      description: 'The password is with the server; the prompt stays, disabled.',
      tags: ['busy', 'passwordPrompt'],
      invoke: {
        id: 'decryptMessage',
        src: 'decryptMessage',
        input: ({ context }) => ({
          folder: context.folder,
          uid: context.uid,
          password: context.password ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'show', params: ({ event }) => ({ mail: event.output }) },
        },
        onError: {
          target: 'passwordRequired',
          description: 'The refused password is forgotten, also one a reload reused.',
          actions: assign({
            password: null,
            error: ({ event }) =>
              ioCode(event.error) === 'wrongPassword' ? 'wrongPassword' : 'decryptFailed',
          }),
        },
      },
    },
    notFound: {
      description: 'The not-found notice; the first time, the UI refreshes folders and lists.',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.missingTold) return
        enqueue('announceMissing')
        enqueue.assign({ missingTold: true, ownChange: true })
      }),
      on: {
        'mail.changed': { guard: not('ownChange'), target: 'loading' },
        'mail.retry': 'loading',
      },
    },
    failed: {
      description: 'The read failed (already told by the client); a retry button stays.',
      on: {
        'mail.changed': { guard: not('ownChange'), target: 'loading' },
        'mail.retry': 'loading',
      },
    },
  },
})
