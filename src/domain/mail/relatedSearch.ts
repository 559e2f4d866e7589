/**
 * The reader's search shortcuts (More menu 14 "related mail", 15 "same-subject search"): the
 * search needs one of keyword, subject or attachment text, so the sender's address goes in as
 * keyword (matching mail from and to them) and the subject without its reply / forward prefixes.
 */
import { FULLTEXT_MAX } from '../constants.ts'
import type { SearchParams } from '../search/searchParams.ts'

// Re:, RE:, Fw:, Fwd:, 回复:, 答复:, 转发: (ASCII or full-width colon), repeated.
const PREFIX = /^\s*(?:re|fw|fwd|回复|答复|转发|回覆|轉寄|轉發)\s*[:：]\s*/i

export function baseSubject(subject: string): string {
  let rest = subject
  for (let previous = ''; previous !== rest;) {
    previous = rest
    rest = rest.replace(PREFIX, '')
  }
  return rest.trim()
}

export function relatedMailSearch(senderAddress: string): SearchParams | null {
  const keyword = senderAddress.trim().slice(0, FULLTEXT_MAX)
  return keyword ? { keyword } : null
}

export function sameSubjectSearch(subject: string): SearchParams | null {
  const base = baseSubject(subject)
  return base ? { subject: base } : null
}
