/**
 * Contact suggestions for a recipient box: asked 300 ms after the typing stops (issue 4, the
 * address delay), the previous question cancelled when the text changes. A failed lookup simply
 * suggests nothing; the box still takes any address typed.
 */
import { useEffect, useState } from 'react'
import { suggestAddresses, type AddressSuggestion } from './composeActors.ts'

export const SUGGEST_DELAY_MS = 300

export type SuggestFn = (search: string, signal: AbortSignal) => Promise<AddressSuggestion[]>

export function useAddressSuggestions(
  text: string,
  suggest: SuggestFn = suggestAddresses,
): AddressSuggestion[] {
  const [found, setFound] = useState<{ text: string; list: AddressSuggestion[] }>({
    text: '',
    list: [],
  })
  const search = text.trim()
  useEffect(() => {
    if (search === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      suggest(search, controller.signal).then(
        (list) => {
          if (!controller.signal.aborted) setFound({ text: search, list })
        },
        () => undefined,
      )
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [search, suggest])
  // Suggestions for an older text are never shown for the new one.
  return found.text === search && search !== '' ? found.list : []
}
