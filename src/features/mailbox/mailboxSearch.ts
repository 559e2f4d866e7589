/**
 * Query parameters of /mailbox/innerbox/{boxId}: list view filter and page, the search that the
 * top-bar box hands over, and the init=... deep links of R-ROUTE-9, R-ROUTE-10.
 * Kept small: the router parses it at start-up (login-page budget); the deep-link logic lives in
 * mailboxDeepLink.ts.
 */
import type { MailView } from '../../api/types.ts'
import type { SearchParams } from '../../domain/search/searchParams.ts'

export interface MailboxSearch extends SearchParams {
  view?: MailView
  page?: number
  init?: 'composeMail' | 'openMail' | 'openSentMail'
  to?: string
  uid?: number
}

const VIEWS: readonly MailView[] = ['all', 'unread', 'read', 'flagged', 'attach']
const INITS = ['composeMail', 'openMail', 'openSentMail'] as const
const TEXT = ['keyword', 'subject', 'attach', 'folder', 'sender', 'recipient', 'to'] as const

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

export function parseMailboxSearch(raw: Record<string, unknown>): MailboxSearch {
  const search: MailboxSearch = {}
  if (VIEWS.includes(raw.view as MailView)) search.view = raw.view as MailView
  const page = positiveInt(raw.page)
  if (page) search.page = page
  if ((INITS as readonly unknown[]).includes(raw.init))
    search.init = raw.init as MailboxSearch['init']
  const uid = positiveInt(raw.uid)
  if (uid) search.uid = uid
  for (const key of TEXT) {
    const value = raw[key]
    if (typeof value === 'string' && value.trim()) search[key] = value
  }
  const date = positiveInt(raw.date)
  if (date && date <= 7) search.date = date as SearchParams['date']
  const size = positiveInt(raw.size)
  if (size && size <= 3) search.size = size as SearchParams['size']
  return search
}

export function hasSearch(search: MailboxSearch): boolean {
  return Boolean(search.keyword || search.subject || search.attach)
}
