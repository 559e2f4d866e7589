/**
 * The lazily loaded contents of the tabs: the folder list, search results, the reader and the
 * review tab each load as a chunk of their own the first time a tab needs them.
 */
import { lazy } from 'react'
import { preloadable } from '../../../app/preloadable.ts'

export const FolderListTab = lazy(() => import('../list/FolderListTab.tsx'))
export const SearchResultsTab = lazy(() => import('../search/SearchResultsTab.tsx'))
// Fetched as soon as the pointer or the focus reaches a mail list (list/nextClick.ts), so
// opening the first mail does not wait for the reader's code.
export const ReaderTab = preloadable(() =>
  import('../../reader/ReaderTab.tsx').then((module) => module.default),
)
export const ReviewTab = lazy(() => import('../../review/ReviewTab.tsx'))
