/**
 * Search over lower-cased texts kept per row (subject, sender, recipients, body, attachment
 * names). Matching is a plain substring test, so Chinese needs no word splitting. Texts are built
 * once per row and kept; rows of the computed INBOX share texts per topic / language / number,
 * and a query tests each distinct text once.
 */
import type { MessageRecord } from '../db/index.ts'
import { DEMO_USER } from '../seed/org.ts'
import { virtualInbox } from '../seed/virtualInbox.ts'
import { htmlToText } from './bytes.ts'
import type { Row } from './folderIndex.ts'

export interface SearchText {
  subject: string
  from: string
  to: string
  body: string
  attach: string
  /** Every field joined: the keyword looks at all of them with one substring test. */
  all: string
  /** Texts shared by many rows (the computed INBOX): worth caching a query's result per text. */
  shared?: true
}

/**
 * Keyed by the stored record where there is one (an update replaces the record, so a changed
 * mail is read afresh, and an index rebuilt over the same records keeps its texts), by the row
 * for the computed INBOX's rows.
 */
const texts = new WeakMap<object, SearchText>()
const textKey = (row: Row): object => (row.virtual >= 0 ? row : (row.record ?? row))
const lower = (s: string) => s.toLowerCase()
const parties = (list: readonly (readonly [string, string])[]) =>
  lower(list.map(([address, name]) => `${name} ${address}`).join('\n'))

const joined = (t: Omit<SearchText, 'all'>) =>
  `${t.subject}\n${t.from}\n${t.to}\n${t.body}\n${t.attach}`

export function textOfRecord(m: MessageRecord): SearchText {
  const text = {
    subject: lower(m.subject),
    from: parties([m.mfrom]),
    to: parties([...m.to, ...m.cc, ...m.bcc]),
    body: lower(m.plain_text || htmlToText(m.html_text)),
    attach: lower(m.attachments.map((a) => a.name).join('\n')),
  }
  return { ...text, all: joined(text) }
}

const demoParty = lower(`${DEMO_USER.realname} ${DEMO_USER.email}`)
const virtualSenders = new Map<string, string>()

function virtualText(index: number): SearchText {
  const source = virtualInbox()
  const shared = source.texts(index)
  const sender = source.sender(index)
  const key = `${sender.name} ${sender.address}`
  let from = virtualSenders.get(key)
  if (from === undefined) {
    from = lower(key)
    virtualSenders.set(key, from)
  }
  // Keyword tests on shared rows go field by field: each field's result is cached per text.
  return { ...shared, from, to: demoParty, all: '', shared: true }
}

export function textOf(row: Row, record: () => MessageRecord): SearchText {
  const key = textKey(row)
  let text = texts.get(key)
  if (!text) {
    // An untouched virtual row has no record; an edited one keeps its computed texts.
    text = row.virtual >= 0 ? virtualText(row.virtual) : textOfRecord(record())
    texts.set(key, text)
  }
  return text
}

/**
 * Builds the texts of `rows` ahead of the first search, in slices of `sliceMs` handed to
 * `schedule` (the browser's idle callbacks), so that no slice is a long task and the first query
 * finds them ready. `stillWanted` turning false (the index was rebuilt) stops it.
 */
export function warmSearchTexts(
  rows: readonly Row[],
  record: (row: Row) => MessageRecord,
  schedule: (slice: () => void) => void,
  stillWanted: () => boolean,
  sliceMs = 8,
): void {
  let next = 0
  const slice = () => {
    if (!stillWanted()) return
    const until = performance.now() + sliceMs
    while (next < rows.length && performance.now() < until) {
      // Checking the clock costs more than a text: a few rows between checks.
      for (const end = Math.min(rows.length, next + 64); next < end; next++) {
        const row = rows[next]!
        textOf(row, () => record(row))
      }
    }
    if (next < rows.length) schedule(slice)
  }
  schedule(slice)
}

/** One criterion: which fields it looks at and the lower-cased, trimmed needle. */
export type SearchField = 'subject' | 'from' | 'to' | 'body' | 'attach' | 'all'

export interface Criterion {
  fields: readonly SearchField[]
  needle: string
}

export function criterion(fields: Criterion['fields'], value: string | null | undefined) {
  const needle = lower((value ?? '').trim())
  return needle === '' ? null : { fields, needle }
}

const KEYWORD_FIELDS = ['subject', 'from', 'to', 'body', 'attach'] as const

/**
 * A matcher for a set of criteria (all must hold). Results per distinct text are cached for
 * the query: the shared texts of virtual rows are then tested once, not 100,000 times.
 */
export function matcher(criteria: readonly Criterion[]): (text: SearchText) => boolean {
  const cache = criteria.map(() => new Map<string, boolean>())
  return (text) =>
    criteria.every((c, i) =>
      c.fields.some((field) => {
        if (!text.shared) return text[field].includes(c.needle)
        if (field === 'all') return KEYWORD_FIELDS.some((f) => cached(i, c.needle, text[f]))
        return cached(i, c.needle, text[field])
      }),
    )
  function cached(i: number, needle: string, haystack: string): boolean {
    let hit = cache[i]!.get(haystack)
    if (hit === undefined) {
      hit = haystack.includes(needle)
      cache[i]!.set(haystack, hit)
    }
    return hit
  }
}

/** The list's search panel: sender (the receivers in Sent), subject, body. */
export function panelFilter(
  folder: string,
  q: { sender?: string; subject?: string; body?: string },
  record: (row: Row) => MessageRecord,
): ((row: Row) => boolean) | null {
  const criteria = [
    criterion([folder === 'Sent' ? 'to' : 'from'], q.sender),
    criterion(['subject'], q.subject),
    criterion(['body'], q.body),
  ].filter((c): c is Criterion => c !== null)
  if (criteria.length === 0) return null
  const test = matcher(criteria)
  return (row) => test(textOf(row, () => record(row)))
}

export interface SearchQuery {
  keyword?: string | null
  subject?: string | null
  attach?: string | null
  sender?: string | null
  recipient?: string | null
  /** Folder raw_name; empty = every folder but Drafts. */
  folder?: string | null
  /** 1 yesterday, 2 three days, 3 a week, 4 a month, 5 three months, 6 six months, 7 a year. */
  date?: number | null
  /** 1 up to 100KB, 2 100KB to 10MB, 3 over 10MB. */
  size?: number | null
}

const DAY_MS = 86_400_000
const DATE_DAYS: Record<number, number> = { 2: 3, 3: 7, 4: 30, 5: 90, 6: 180, 7: 365 }
const SIZE_RANGES: Record<number, [number, number]> = {
  1: [0, 100 * 1024],
  2: [100 * 1024, 10 * 1024 * 1024],
  3: [10 * 1024 * 1024, Number.POSITIVE_INFINITY],
}

/** Earliest arrival a date choice accepts; "yesterday" starts at midnight UTC+8. */
export function dateCutoff(choice: number, nowMs: number): number {
  if (choice === 1) {
    const shift = 8 * 3_600_000
    return Math.floor((nowMs + shift) / DAY_MS) * DAY_MS - shift - DAY_MS
  }
  return nowMs - (DATE_DAYS[choice] ?? 0) * DAY_MS
}

/** The text criteria of a search; null when none of keyword, subject, attach is given. */
export function searchCriteria(q: SearchQuery): Criterion[] | null {
  const main = [
    criterion(['all'], q.keyword),
    criterion(['subject'], q.subject),
    criterion(['attach'], q.attach),
  ].filter((c): c is Criterion => c !== null)
  if (main.length === 0) return null
  const extra = [criterion(['from'], q.sender), criterion(['to'], q.recipient)]
  return [...main, ...extra.filter((c): c is Criterion => c !== null)]
}

/** Every row of `folders` that matches, newest first. */
export function searchRows(
  folders: Iterable<[string, Iterable<Row>]>,
  q: SearchQuery,
  criteria: readonly Criterion[],
  env: { nowMs: number; record: (row: Row) => MessageRecord; sizeOf: (row: Row) => number },
): Row[] {
  const test = matcher(criteria)
  const since = q.date ? dateCutoff(q.date, env.nowMs) : Number.NEGATIVE_INFINITY
  const range = q.size ? SIZE_RANGES[q.size] : undefined
  const out: Row[] = []
  for (const [folder, rows] of folders) {
    if (q.folder ? folder !== q.folder : folder === 'Drafts') continue
    for (const row of rows) {
      if (row.time < since) continue
      if (range) {
        const size = env.sizeOf(row)
        if (size < range[0] || size >= range[1]) continue
      }
      if (test(textOf(row, () => env.record(row)))) out.push(row)
    }
  }
  return out.sort((a, b) => b.time - a.time || b.uid - a.uid)
}
