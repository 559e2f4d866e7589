/**
 * The contacts import dialog (issue 13; R-VALID "Contact import"):
 *
 *   pick → parsing → mapping → importing → done
 *   pick ← parsing                         a refused or unreadable file, or cancel
 *   mapping → pick                         another file
 *   importing ⇄ importing                  one part after another (progress)
 *   importing → failed → importing         a part failed; retry goes on from it
 *   importing | failed → done              cancel: the parts sent stay imported
 *   done → pick                            import another file
 */
import { assign, enqueueActions, setup } from 'xstate'
import {
  checkContactFile,
  guessMapping,
  rowValues,
  type ContactTable,
} from '../../src/domain/contacts/transfer/index.ts'
import { importBatch, parseFile } from './contact-import.actors.ts'
import { batchCount, batchRows } from './contact-import.selectors.ts'
import type {
  ContactImportContext,
  ContactImportEmitted,
  ContactImportEvent,
  ContactImportInput,
  ImportTally,
} from './contact-import.types.ts'

const EMPTY_TALLY: ImportTally = { created: 0, updated: 0, skipped: 0, failed: [] }

const fresh = (context: ContactImportContext): ContactImportContext => ({
  ...context,
  file: null,
  table: null,
  mapping: [],
  nextBatch: 0,
  tally: EMPTY_TALLY,
  error: null,
  stopped: false,
})

/** The part just sent, added to the count. */
function counted(
  context: ContactImportContext,
  output: ImportTally,
): Partial<ContactImportContext> {
  return {
    nextBatch: context.nextBatch + 1,
    tally: {
      created: context.tally.created + output.created,
      updated: context.tally.updated + output.updated,
      skipped: context.tally.skipped + output.skipped,
      failed: [...context.tally.failed, ...output.failed],
    },
  }
}

export const contactImportMachine = setup({
  types: {
    context: {} as ContactImportContext,
    events: {} as ContactImportEvent,
    input: {} as ContactImportInput,
    emitted: {} as ContactImportEmitted,
    tags: {} as 'busy',
  },
  actors: { parseFile, importBatch },
  guards: {
    fileRefused: ({ event }) => event.type === 'file.pick' && checkContactFile(event.file) !== null,
    // Done events are not in the event union; the guard reads the parsed table off the event.
    noContacts: ({ event }) =>
      (event as unknown as { output: ContactTable }).output.rows.every(
        (row) => rowValues(row, []) === null,
      ),
    noEmailColumn: ({ context }) => !context.mapping.includes('email'),
    moreBatches: ({ context }) => context.nextBatch + 1 < batchCount(context),
    wroteSomething: ({ context }) => context.tally.created + context.tally.updated > 0,
  },
}).createMachine({
  id: 'contactImport',
  description: 'Import contacts from a file into the personal book.',
  context: ({ input }) => ({
    ...fresh({} as ContactImportContext),
    onDuplicate: 'ignore',
    groupId: input.groupId,
    batchSize: input.batchSize ?? 100,
  }),
  initial: 'pick',
  states: {
    pick: {
      description: 'Choose a file; `error` tells why the last one was refused.',
      on: {
        'file.pick': [
          {
            guard: 'fileRefused',
            actions: assign({
              error: ({ event }) => checkContactFile(event.file),
              file: null,
            }),
            description: 'Type, emptiness and the 10M limit are checked before reading.',
          },
          {
            target: 'parsing',
            actions: assign({ file: ({ event }) => event.file, error: null }),
          },
        ],
      },
    },
    parsing: {
      description: 'The worker reads the file; cancel stops it.',
      tags: ['busy'],
      invoke: {
        id: 'parseFile',
        src: 'parseFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: 'noContacts',
            target: 'pick',
            actions: assign({ error: 'noContacts', file: null }),
          },
          {
            target: 'mapping',
            actions: assign({
              table: ({ event }) => event.output,
              mapping: ({ event }) => guessMapping(event.output.headers),
            }),
          },
        ],
        onError: { target: 'pick', actions: assign({ error: 'fileUnreadable', file: null }) },
      },
      on: {
        'import.cancel': { target: 'pick', actions: assign({ file: null }) },
      },
    },
    mapping: {
      description:
        'The preview with a guessed mapping, the duplicate choice and the group; `error` is noEmailColumn after a start without an address column.',
      on: {
        'mapping.set': {
          actions: assign({
            mapping: ({ context, event }) =>
              context.mapping.map((target, column) =>
                column === event.column
                  ? event.target
                  : // A field is read from one column only: choosing it elsewhere frees it here.
                    target !== null && target === event.target
                    ? null
                    : target,
              ),
            error: null,
          }),
        },
        'duplicate.set': { actions: assign({ onDuplicate: ({ event }) => event.choice }) },
        'group.set': { actions: assign({ groupId: ({ event }) => event.groupId }) },
        'import.start': [
          { guard: 'noEmailColumn', actions: assign({ error: 'noEmailColumn' }) },
          {
            target: 'importing',
            actions: assign({ nextBatch: 0, tally: EMPTY_TALLY, error: null, stopped: false }),
          },
        ],
        'file.reset': { target: 'pick', actions: assign(({ context }) => fresh(context)) },
      },
    },
    importing: {
      description: 'Sends part `nextBatch`; the progress bar is the share of parts sent.',
      tags: ['busy'],
      invoke: {
        id: 'importBatch',
        src: 'importBatch',
        input: ({ context }) => ({
          rows: batchRows(context, context.nextBatch),
          firstRow: context.table!.firstRow + context.nextBatch * context.batchSize,
          groupId: context.groupId,
          onDuplicate: context.onDuplicate,
        }),
        onDone: [
          {
            guard: 'moreBatches',
            target: 'importing',
            reenter: true,
            actions: assign(({ context, event }) => counted(context, event.output)),
            description: 'Counted; then the next part.',
          },
          {
            target: 'done',
            actions: assign(({ context, event }) => counted(context, event.output)),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: 'importFailed' }) },
      },
      on: {
        'import.cancel': { target: 'done', actions: assign({ stopped: true }) },
      },
    },
    failed: {
      description: 'A part failed; the parts before it are imported.',
      on: {
        'import.retry': { target: 'importing', actions: assign({ error: null }) },
        'import.cancel': { target: 'done', actions: assign({ stopped: true, error: null }) },
      },
    },
    done: {
      description: 'The result: added, updated, skipped and the failed rows.',
      entry: enqueueActions(({ context, check, enqueue }) => {
        if (check('wroteSomething'))
          enqueue.emit({ type: 'contacts.imported', tally: context.tally })
      }),
      on: {
        'file.reset': { target: 'pick', actions: assign(({ context }) => fresh(context)) },
      },
    },
  },
})
