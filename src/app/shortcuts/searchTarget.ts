/** Marks the top bar's search field for the / shortcut (kept apart: the top bar loads first). */
export const SEARCH_TARGET = 'data-shortcut-search'
