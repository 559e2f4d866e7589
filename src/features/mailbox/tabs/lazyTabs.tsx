/**
 * The lazily loaded contents of the tabs: the folder list, search results, the reader and the
 * review tab each load as a chunk of their own the first time a tab needs them.
 */
import { lazy } from 'react'

export const FolderListTab = lazy(() => import('../list/FolderListTab.tsx'))
export const SearchResultsTab = lazy(() => import('../search/SearchResultsTab.tsx'))
export const ReaderTab = lazy(() => import('../../reader/ReaderTab.tsx'))
export const ReviewTab = lazy(() => import('../../review/ReviewTab.tsx'))
