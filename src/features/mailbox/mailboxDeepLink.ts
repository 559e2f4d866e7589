/** The one-shot part of the mailbox query: deep links and the top-bar search hand-over. */
import { splitRecipientList } from '../../domain/format/recipientList.ts'
import { validateSearch, type SearchParams } from '../../domain/search/searchParams.ts'
import { hasSearch, type MailboxSearch } from './mailboxSearch.ts'

/** What the query asks the mailbox screen to open once, before it is removed from the URL. */
export type MailboxDeepLink =
  | { kind: 'read'; folder: string; uid: number }
  | { kind: 'compose'; to: [string, string][] }
  | { kind: 'search'; params: SearchParams }

/** Deep-link and search keys: consumed once, then dropped from the URL so a reload does not reopen. */
const ONE_SHOT_KEYS = [
  'init',
  'uid',
  'to',
  'keyword',
  'subject',
  'attach',
  'folder',
  'sender',
  'recipient',
  'date',
  'size',
] as const satisfies readonly (keyof MailboxSearch)[]

const NAMED_ADDRESS = /^(.*?)\s*<([^<>]+)>$/

/** 'Name <address>' keeps its name; a bare address has none. */
export function toAddressPair(entry: string): [string, string] {
  const named = NAMED_ADDRESS.exec(entry)
  if (!named) return [entry, '']
  const [, name = '', address = ''] = named
  return [address.trim(), name.trim().replace(/^"(.*)"$/, '$1')]
}

/**
 * R-ROUTE-9, R-ROUTE-10: init=openMail / openSentMail with uid, init=composeMail
 * with to (split on comma or semicolon, ASCII or full-width); else a hand-over from the top-bar
 * search. An invalid search (no keyword, subject or attachment text) opens nothing.
 *
 * init=openMail opens the mail in the folder of the URL (`boxId`, INBOX when the spec's own links
 * are followed): a uid means nothing outside its folder, so asking INBOX for another folder's uid
 * would report a mail that exists as not found. openSentMail always means Sent.
 */
export function deepLinkOf(search: MailboxSearch, boxId = 'INBOX'): MailboxDeepLink | null {
  if (search.init === 'openMail' || search.init === 'openSentMail') {
    if (search.uid === undefined) return null
    return { kind: 'read', folder: search.init === 'openMail' ? boxId : 'Sent', uid: search.uid }
  }
  if (search.init === 'composeMail')
    return { kind: 'compose', to: splitRecipientList(search.to).map(toAddressPair) }
  if (!hasSearch(search)) return null
  const checked = validateSearch(search)
  return checked.ok ? { kind: 'search', params: checked.params } : null
}

export function hasOneShotKeys(search: MailboxSearch): boolean {
  return ONE_SHOT_KEYS.some((key) => search[key] !== undefined)
}

/** The query without its deep link and search: the list's own view and page stay. */
export function withoutOneShotKeys(search: MailboxSearch): MailboxSearch {
  const rest: MailboxSearch = { ...search }
  for (const key of ONE_SHOT_KEYS) delete rest[key]
  return rest
}
