/**
 * Search parameters (R-DATA-11, R-VALID-16, Layout "Advanced search").
 * Text fields are trimmed; at least one of keyword, subject or attachment text is needed.
 */
import {
  FULLTEXT_MAX as FULLTEXT_MAX_LENGTH,
  SEARCH_DATE_OPTIONS as SEARCH_DATE_CHOICES,
  SEARCH_SIZE_OPTIONS as SEARCH_SIZE_CHOICES,
} from '../constants.ts'

export { FULLTEXT_MAX_LENGTH, SEARCH_DATE_CHOICES, SEARCH_SIZE_CHOICES }

export type SearchDateChoice = (typeof SEARCH_DATE_CHOICES)[number]
export type SearchSizeChoice = (typeof SEARCH_SIZE_CHOICES)[number]

export interface SearchForm {
  keyword?: string
  subject?: string
  attach?: string
  /** Root ('' = all folders) or any folder except Drafts. */
  folder?: string
  sender?: string
  recipient?: string
  date?: SearchDateChoice
  size?: SearchSizeChoice
}

export type SearchParams = SearchForm

export type SearchValidation =
  | { ok: true; params: SearchParams }
  | { ok: false; error: 'needsText' | 'tooLong' | 'draftsNotSearchable' }

const TEXT_FIELDS = ['keyword', 'subject', 'attach', 'sender', 'recipient'] as const

export function validateSearch(form: SearchForm): SearchValidation {
  const params: SearchParams = {}
  for (const field of TEXT_FIELDS) {
    const value = form[field]?.trim()
    if (value) {
      if (value.length > FULLTEXT_MAX_LENGTH) return { ok: false, error: 'tooLong' }
      params[field] = value
    }
  }
  if (!params.keyword && !params.subject && !params.attach) return { ok: false, error: 'needsText' }
  if (form.folder === 'Drafts') return { ok: false, error: 'draftsNotSearchable' }
  if (form.folder) params.folder = form.folder
  if (form.date) params.date = form.date
  if (form.size) params.size = form.size
  return { ok: true, params }
}
