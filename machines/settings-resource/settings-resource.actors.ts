/**
 * Contracts of a settings page's I/O; each page provides the real calls
 * (src/features/settings/common/useSettingsResource.ts). Both get the actor's abort `signal`,
 * so leaving the page cancels what is in flight. `save` resolves with the server's answer
 * (or undefined when it has none) and rejects with a SaveRejection when the server refused.
 */
import { fromPromise } from 'xstate'
import type { SaveInput } from './settings-resource.types.ts'

export const load = fromPromise<unknown>(() =>
  Promise.reject(new Error('settings-resource machine: provide the load actor')),
)

export const save = fromPromise<unknown, SaveInput>(() =>
  Promise.reject(new Error('settings-resource machine: provide the save actor')),
)
