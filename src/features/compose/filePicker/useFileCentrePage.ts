/**
 * One tab of the file-centre picker: where it is (folder, page), the page shown and whether the
 * next one is on its way. Opening a folder or following the breadcrumb starts at its first page.
 * While a page loads the previous one stays on screen (marked busy) so the table does not jump.
 */
import { useEffect, useState } from 'react'
import type { FileCentreSource } from '../../../domain/compose/filePicks.ts'
import { fetchFilePage, FilePageError, type FilePage } from './fileCentreApi.ts'

interface Place {
  folderId: number
  page: number
  /** Bumped by retry, so the same place is fetched again. */
  attempt: number
}

type Outcome = { ok: true; page: FilePage } | { ok: false; message: string | null }

export interface FileCentrePageState {
  folderId: number
  page: number
  /** The last page that came, possibly of the previous place while `loading`. */
  shown: FilePage | null
  loading: boolean
  /** The last request failed; `message` is the server's text when it gave one. */
  failure: { message: string | null } | null
  openFolder(id: number): void
  goToPage(page: number): void
  retry(): void
}

const keyOf = (place: Place) => `${place.folderId}/${place.page}/${place.attempt}`

export function useFileCentrePage(source: FileCentreSource): FileCentrePageState {
  const [place, setPlace] = useState<Place>({ folderId: 0, page: 1, attempt: 0 })
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null)
  const [shown, setShown] = useState<FilePage | null>(null)
  const key = keyOf(place)

  useEffect(() => {
    const controller = new AbortController()
    fetchFilePage(source, place.folderId, place.page, controller.signal).then(
      (page) => {
        setShown(page)
        setResult({ key, outcome: { ok: true, page } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const message = error instanceof FilePageError ? error.serverMessage : null
        setResult({ key, outcome: { ok: false, message } })
      },
    )
    return () => controller.abort()
  }, [source, key, place.folderId, place.page])

  const current = result?.key === key ? result.outcome : null
  return {
    folderId: place.folderId,
    page: place.page,
    shown,
    loading: current === null,
    failure: current && !current.ok ? { message: current.message } : null,
    openFolder: (id) => setPlace((p) => ({ folderId: id, page: 1, attempt: p.attempt })),
    goToPage: (page) => setPlace((p) => ({ ...p, page })),
    retry: () => setPlace((p) => ({ ...p, attempt: p.attempt + 1 })),
  }
}
