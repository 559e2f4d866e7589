/**
 * The lazily loaded contents of the tabs: the folder list, search results, the reader and the
 * review tab each load as a chunk of their own the first time a tab needs them. Search results
 * and review also wait for the whole catalog: the mail screen's part of it holds the folder
 * list's and the reader's messages only (vite.catalog.ts).
 */
import { lazy } from 'react'
import { preloadable } from '../../../app/preloadable.ts'
import { withWholeCatalog } from '../../../i18n/i18n.ts'

// Warmed with the first screen of a signed-in start on a folder (src/app/screens.ts), through
// its preload, so the list's first render finds the code and does not suspend.
export const FolderListTab = preloadable(() =>
  import('../list/FolderListTab.tsx').then((module) => module.default),
)
export const SearchResultsTab = lazy(() =>
  withWholeCatalog(import('../search/SearchResultsTab.tsx')),
)
// Fetched as soon as the pointer or the focus reaches a mail list (list/nextClick.ts), so
// opening the first mail does not wait for the reader's code.
export const ReaderTab = preloadable(() =>
  import('../../reader/ReaderTab.tsx').then((module) => module.default),
)
export const ReviewTab = lazy(() => withWholeCatalog(import('../../review/ReviewTab.tsx')))
