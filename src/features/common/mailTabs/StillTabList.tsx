import {
  type TabListProps,
  renderTabList_unstable,
  useTabListContextValues_unstable,
  useTabListStyles_unstable,
  useTabList_unstable,
} from '@fluentui/react-components'
import { forwardRef, useCallback } from 'react'

/**
 * Fluent's TabList, built from its own hooks as TabList is, whose selection bar moves to the new
 * tab at once instead of sliding there. To slide, the newly selected Tab measures itself and the
 * tab before it (getBoundingClientRect) while it renders, which forces a layout of the whole page
 * in the middle of opening a mail or going back to the list: ≈ 15–30 ms per switch on two busy
 * cores, the largest single step of an open after the reader's own render (issue 11). The Tab
 * only slides when the list tells it which tab was selected before; this list does not.
 */
export const StillTabList = forwardRef<HTMLDivElement, TabListProps>(
  function StillTabList(props, ref) {
    const state = useTabList_unstable(props, ref)
    const { getRegisteredTabs } = state
    const withoutPrevious = useCallback(
      () => ({ ...getRegisteredTabs(), previousSelectedValue: undefined }),
      [getRegisteredTabs],
    )
    const contextValues = useTabListContextValues_unstable({
      ...state,
      getRegisteredTabs: withoutPrevious,
    })
    useTabListStyles_unstable(state)
    return renderTabList_unstable(state, contextValues)
  },
)
