/**
 * The lazily loaded contents of the tabs: the folder list, search results, the reader and the
 * review tab each load as a chunk of their own the first time a tab needs them.
 */
import { lazy } from 'react'
import { preloadable } from '../../../app/preloadable.ts'

// Warmed with the first screen of a signed-in start on a folder (src/app/screens.ts), through
// its preload, so the list's first render finds the code and does not suspend.
export const FolderListTab = preloadable(() =>
  import('../list/FolderListTab.tsx').then((module) => module.default),
)
export const SearchResultsTab = lazy(() => import('../search/SearchResultsTab.tsx'))
// Fetched as soon as the pointer or the focus reaches a mail list (list/nextClick.ts), so
// opening the first mail does not wait for the reader's code.
export const ReaderTab = preloadable(() =>
  import('../../reader/ReaderTab.tsx').then((module) => module.default),
)
export const ReviewTab = lazy(() => import('../../review/ReviewTab.tsx'))
