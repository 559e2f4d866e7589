/**
 * Contracts of the list's I/O. The real implementation (src/features/mailbox/list/useMailList.ts)
 * passes `fetchListPage`; tests provide fakes. Used un-provided, the actor fails loudly.
 */
import { fromPromise } from 'xstate'
import type { LoadPageInput, LoadPageOutput } from './mail-list.types.ts'

export const loadPage = fromPromise<LoadPageOutput, LoadPageInput>(() =>
  Promise.reject(new Error('mail-list machine: provide the loadPage actor')),
)
