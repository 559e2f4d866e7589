/**
 * The compose side panel's contacts: the whole personal book (group -1), searched 300 ms after
 * the typing stops (the address delay), read a contact page (10, C-TIME-13) at
 * a time with "more". An older answer never replaces a newer one.
 */
import { useCallback, useEffect, useState } from 'react'
import type { BookMember } from '../../../../machines/address-book/index.ts'
import { SEARCH_DELAY_MS } from '../../../../machines/address-book/index.ts'
import { CONTACT_PAGE_SIZE } from '../../../domain/constants.ts'
import { PERSONAL_ONLY } from '../../../domain/contacts/index.ts'
import { fetchMembers } from './addressBookActors.ts'

export interface PersonalContacts {
  contacts: BookMember[]
  count: number
  loading: boolean
  failed: boolean
  hasMore: boolean
  loadMore: () => void
  retry: () => void
}

interface Loaded {
  /** What the list was read for: search text and number of pages. */
  key: string
  contacts: BookMember[]
  count: number
}

export function usePersonalContacts(search: string): PersonalContacts {
  const text = search.trim()
  const [pages, setPages] = useState({ text, count: 1 })
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failedKey, setFailedKey] = useState<string | null>(null)
  // A new search starts again from its first page.
  const pageCount = pages.text === text ? pages.count : 1
  const key = `${attempt}|${pageCount}|${text}`

  useEffect(() => {
    const controller = new AbortController()
    const wait = text === '' || pageCount > 1 ? 0 : SEARCH_DELAY_MS
    const timer = setTimeout(() => {
      const source = { book: 'pab' as const, id: null }
      const query = { source, page: pageCount, pageSize: CONTACT_PAGE_SIZE, search: text }
      fetchMembers(PERSONAL_ONLY, query, controller.signal).then(
        (page) => {
          if (controller.signal.aborted) return
          setLoaded((previous) => ({
            key,
            count: page.count,
            contacts:
              pageCount > 1 && previous ? [...previous.contacts, ...page.members] : page.members,
          }))
          setFailedKey(null)
        },
        () => {
          if (!controller.signal.aborted) setFailedKey(key)
        },
      )
    }, wait)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, text, pageCount])

  const loadMore = useCallback(() => setPages({ text, count: pageCount + 1 }), [text, pageCount])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = loaded?.key === key
  return {
    contacts: loaded?.contacts ?? [],
    count: loaded?.count ?? 0,
    loading: !current && failedKey !== key,
    failed: failedKey === key,
    hasMore: current && (loaded?.contacts.length ?? 0) < (loaded?.count ?? 0),
    loadMore,
    retry,
  }
}
