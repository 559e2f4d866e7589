/**
 * The side panel's template list over the paging rules of src/domain/compose/templatePaging.ts:
 * the first page as soon as the list shows, the next one on 'load more', none after the end.
 * The rules decide when a page is wanted ('loading'); this only fetches it.
 */
import { useEffect, useReducer } from 'react'
import {
  loadingTemplates,
  receiveTemplatePage,
  startTemplatePaging,
  type ComposeTemplate,
  type TemplatePageResult,
  type TemplatePaging,
} from '../../domain/compose/index.ts'
import { fetchTemplatePage } from './composeSettingsApi.ts'

type Paging = TemplatePaging<ComposeTemplate>
type Action = { type: 'load' } | { type: 'receive'; result: TemplatePageResult<ComposeTemplate> }

function reduce(paging: Paging, action: Action): Paging {
  return action.type === 'load'
    ? loadingTemplates(paging)
    : receiveTemplatePage(paging, action.result)
}

const firstLoad = (): Paging => loadingTemplates(startTemplatePaging<ComposeTemplate>())

export function useTemplatePaging(): { paging: Paging; loadMore: () => void } {
  const [paging, dispatch] = useReducer(reduce, undefined, firstLoad)
  const { status, nextPage } = paging

  useEffect(() => {
    if (status !== 'loading') return
    const controller = new AbortController()
    fetchTemplatePage(nextPage, controller.signal).then(
      (result) => dispatch({ type: 'receive', result }),
      () => undefined, // aborted: the list went away
    )
    return () => controller.abort()
  }, [status, nextPage])

  return { paging, loadMore: () => dispatch({ type: 'load' }) }
}
