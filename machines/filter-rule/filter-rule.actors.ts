/**
 * Contracts of the rule dialog's calls; the page provides the real ones
 * (src/features/settings/filter/filterCalls.ts). saveRule creates (id null) or updates a rule and
 * rejects with a SaveRejection when the server refused; deleteRule removes one.
 */
import { fromPromise } from 'xstate'
import type { SaveRuleInput } from './filter-rule.types.ts'

export const saveRule = fromPromise<unknown, SaveRuleInput>(() =>
  Promise.reject(new Error('filter-rule machine: provide the saveRule actor')),
)

export const deleteRule = fromPromise<unknown, { id: number }>(() =>
  Promise.reject(new Error('filter-rule machine: provide the deleteRule actor')),
)
