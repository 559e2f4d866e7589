/**
 * The one way a settings page loads, refreshes and saves its server data (docs/forms.md): the
 * settings-resource machine with the page's calls. `load` and `save` must be stable (module-level
 * functions): the machine is built once per mounted page. Unmounting stops the actor, which
 * aborts the call in flight through `signal`.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  selectData,
  selectFailure,
  selectFailureMessage,
  selectFieldMessages,
  selectHasData,
  selectLoadFailed,
  selectLoading,
  selectRefreshing,
  selectSaved,
  selectSaving,
  settingsResourceMachine,
  type SaveInput,
} from '../../../../machines/settings-resource/index.ts'

export interface SettingsCalls<TData, TPayload> {
  load: (signal: AbortSignal) => Promise<TData>
  /**
   * Resolves with the server's answer (undefined when it has none); rejects via rejectionOf.
   * A list page whose rows change through their own dialogs has none: it calls `refresh` after
   * each change (docs/forms.md, "List pages").
   */
  save?: (payload: TPayload, signal: AbortSignal) => Promise<TData | undefined>
  /** After a successful save, with the server's answer (e.g. to apply it to the open app). */
  onSaved?: (data: TData | undefined) => void
}

export function useSettingsResource<TData, TPayload>({
  load,
  save,
  onSaved,
}: SettingsCalls<TData, TPayload>) {
  const actor = useActorRef(
    settingsResourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(({ signal }) => load(signal)),
        save: fromPromise<unknown, SaveInput>(({ input, signal }) =>
          save ? save(input.values as TPayload, signal) : Promise.reject(new Error('no save')),
        ),
      },
    }),
  )
  const saved = useEffectEvent((data: unknown) => onSaved?.(data as TData | undefined))
  useEffect(() => {
    const subscription = actor.on('resource.saved', (event) => saved(event.data))
    return () => subscription.unsubscribe()
  }, [actor])

  const hasData = useSelector(actor, selectHasData)
  const data = useSelector(actor, selectData) as TData | null
  return {
    /** Null until the first load succeeded; never stale-empty (see loadFailed). */
    data: hasData ? data : null,
    loading: useSelector(actor, selectLoading),
    loadFailed: useSelector(actor, selectLoadFailed),
    refreshing: useSelector(actor, selectRefreshing),
    saving: useSelector(actor, selectSaving),
    saved: useSelector(actor, selectSaved),
    /** The last save failed with nothing the server said (network, 5xx without a text). */
    saveFailed: useSelector(actor, (s) => selectFailure(s)?.code === 'failed'),
    fieldMessages: useSelector(actor, selectFieldMessages),
    failureMessage: useSelector(actor, selectFailureMessage),
    retry: () => actor.send({ type: 'resource.retry' }),
    refresh: () => actor.send({ type: 'resource.refresh' }),
    save: (payload: TPayload) => actor.send({ type: 'resource.save', values: payload }),
    edit: (field: string) => actor.send({ type: 'resource.edit', field }),
  }
}

export type SettingsResource<TData, TPayload> = ReturnType<
  typeof useSettingsResource<TData, TPayload>
>
