/**
 * One mail list: a folder page or a search-result page (R-LIST,
 * "Search results"), with its selection.
 *
 *   loading → ready                         the page arrived
 *   loading → loading                       the page is past the end (mail left): the last page
 *   loading → failed                        the page could not be read (rows of before stay)
 *   any → loading                           page, page size, sort, view, search, reload, source
 *
 * Selection events work in every state: they only touch the rows on screen. Changing what the
 * list shows (sort, view, search, page size, source) clears the selection; turning the page
 * keeps only the folder-wide mode; a reload keeps the ticked rows that are still there.
 */
import { assign, setup } from 'xstate'
import {
  invertSelection,
  retainSelection,
  selectAll,
  selectNone,
  selectPage,
  selectRead,
  selectUnread,
  toggleRow,
} from '../../src/domain/mail/selection.ts'
import type { ListSource } from '../../src/domain/mail/listSource.ts'
import { keepEqualRows } from '../../src/domain/mail/keepEqualRows.ts'
import { loadPage } from './mail-list.actors.ts'
import type {
  MailListContext,
  MailListEvent,
  MailListInput,
  LoadPageOutput,
} from './mail-list.types.ts'

const lastPage = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))

/** The folder-wide selection survives turning the page; a page's ticks do not. */
const keepAcrossPages = ({ context }: { context: MailListContext }) =>
  context.selection.mode === 'all' ? context.selection : selectNone()

function withFolder(source: ListSource, patch: Partial<Extract<ListSource, { kind: 'folder' }>>) {
  return source.kind === 'folder' ? { ...source, ...patch } : source
}

export const mailListMachine = setup({
  types: {
    context: {} as MailListContext,
    events: {} as MailListEvent,
    input: {} as MailListInput,
    tags: {} as 'busy',
  },
  actors: { loadPage },
  guards: {
    /** Sort, view and the search panel belong to folder lists; search results ignore them. */
    isFolderList: ({ context }) => context.source.kind === 'folder',
    /** Mail left the list (moved, deleted, filtered) and this page is now past its end. */
    pageBeyondEnd: ({ context }, params: { output: LoadPageOutput }) =>
      context.page > 1 &&
      params.output.items.length === 0 &&
      context.page > lastPage(params.output.count, context.source.pageSize),
  },
}).createMachine({
  id: 'mailList',
  description: 'A page of a folder or of search results, with paging and selection.',
  context: ({ input }) => ({
    source: input.source,
    page: input.page ?? 1,
    rows: [],
    count: 0,
    unseen: null,
    selection: selectNone(),
    error: null,
  }),
  initial: 'loading',
  on: {
    'select.all': { actions: assign({ selection: () => selectAll() }) },
    'select.page': { actions: assign({ selection: ({ context }) => selectPage(context.rows) }) },
    'select.unread': {
      actions: assign({ selection: ({ context }) => selectUnread(context.rows) }),
    },
    'select.read': { actions: assign({ selection: ({ context }) => selectRead(context.rows) }) },
    'select.invert': {
      actions: assign({
        selection: ({ context }) => invertSelection(context.selection, context.rows),
      }),
    },
    'select.none': { actions: assign({ selection: () => selectNone() }) },
    'row.toggle': {
      actions: assign({
        selection: ({ context, event }) => toggleRow(context.selection, event.uid),
      }),
    },
    'page.go': {
      target: '.loading',
      reenter: true,
      description: 'Out-of-range pages are clamped to the first or the last.',
      actions: assign({
        page: ({ context, event }) =>
          Math.min(
            Math.max(1, Math.trunc(event.page) || 1),
            lastPage(context.count, context.source.pageSize),
          ),
        selection: keepAcrossPages,
      }),
    },
    'pageSize.set': {
      target: '.loading',
      reenter: true,
      actions: assign({
        source: ({ context, event }) => ({ ...context.source, pageSize: event.size }),
        page: 1,
        selection: () => selectNone(),
      }),
    },
    'sort.set': {
      guard: 'isFolderList',
      target: '.loading',
      reenter: true,
      actions: assign({
        source: ({ context, event }) =>
          withFolder(context.source, { sort: event.sort, order: event.order }),
        page: 1,
        selection: () => selectNone(),
      }),
    },
    'view.set': {
      guard: 'isFolderList',
      target: '.loading',
      reenter: true,
      actions: assign({
        source: ({ context, event }) => withFolder(context.source, { view: event.view }),
        page: 1,
        selection: () => selectNone(),
      }),
    },
    'search.set': {
      guard: 'isFolderList',
      target: '.loading',
      reenter: true,
      description: 'Blank fields are dropped so the server is not asked to match nothing.',
      actions: assign({
        source: ({ context, event }) =>
          withFolder(context.source, {
            sender: event.fields.sender?.trim() || undefined,
            subject: event.fields.subject?.trim() || undefined,
            body: event.fields.body?.trim() || undefined,
          }),
        page: 1,
        selection: () => selectNone(),
      }),
    },
    'list.reload': {
      target: '.loading',
      reenter: true,
      description: 'Something changed the mail: same page, same selection where it still applies.',
    },
    'source.set': {
      target: '.loading',
      reenter: true,
      actions: assign({
        source: ({ event }) => event.source,
        page: ({ event }) => event.page ?? 1,
        rows: [],
        count: 0,
        unseen: null,
        selection: () => selectNone(),
      }),
    },
  },
  states: {
    loading: {
      description: 'Reading the page; the rows of before stay on screen meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ source: context.source, page: context.page }),
        onDone: [
          {
            guard: { type: 'pageBeyondEnd', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            reenter: true,
            description: 'The last mail of the last page went away: show the new last page.',
            actions: assign({
              page: ({ context, event }) => lastPage(event.output.count, context.source.pageSize),
              count: ({ event }) => event.output.count,
            }),
          },
          {
            target: 'ready',
            actions: assign({
              rows: ({ context, event }) => keepEqualRows(context.rows, event.output.items),
              count: ({ event }) => event.output.count,
              unseen: ({ event }) => event.output.unseen ?? null,
              selection: ({ context, event }) =>
                retainSelection(context.selection, event.output.items),
              error: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: 'loadFailed' }) },
      },
    },
    ready: { description: 'The page is on screen.' },
    failed: {
      description: 'The page could not be read; a reload or any list change tries again.',
    },
  },
})
