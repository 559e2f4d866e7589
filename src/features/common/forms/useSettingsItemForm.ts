/**
 * The form of one item of a settings list (a signature, a template …) in a dialog: the same
 * settings-resource machine and useSettingsForm as a page (docs/forms.md), its "load" being the
 * item at hand (nothing to fetch: the list brought it) and its save the create or update call.
 * Mount it with the dialog: the machine lives as long as the dialog is open.
 */
import { useRef } from 'react'
import { useSettingsForm, type SettingsFormOptions } from './useSettingsForm.ts'
import { useSettingsResource } from './useSettingsResource.ts'

export interface SettingsItemFormOptions<TData, TPayload, V> extends Omit<
  SettingsFormOptions<TData, TPayload, V>,
  'resource'
> {
  /** The item being edited, or a blank one for a new item. */
  item: TData
  /** Create or update; rejects via rejectionOf (settingsCalls.ts). */
  save: (payload: TPayload, signal: AbortSignal) => Promise<TData>
  /** After the server accepted it, with its answer (e.g. close the dialog, refresh the list). */
  onSaved: (saved: TData) => void
}

export function useSettingsItemForm<TData, TPayload, V extends object>({
  item,
  save,
  onSaved,
  ...formOptions
}: SettingsItemFormOptions<TData, TPayload, V>) {
  // The machine refreshes after a save: it "loads" what the server last answered.
  const latest = useRef(item)
  const resource = useSettingsResource<TData, TPayload>({
    load: () => Promise.resolve(latest.current),
    save: async (payload, signal) => {
      latest.current = await save(payload, signal)
      return latest.current
    },
    onSaved: (saved) => onSaved(saved ?? latest.current),
  })
  const form = useSettingsForm({ resource, ...formOptions })
  return { resource, form }
}
