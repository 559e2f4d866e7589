/**
 * The side panel's reads: a page of templates (GET /api/setting/templates/, 5 a page; a page
 * past the end is a 404, no toast) and the stationery backgrounds (GET /api/setting/stationery/).
 * A background's URL is made absolute here: it goes into the mail, where a path of this app
 * would mean nothing to the reader's client.
 */
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import {
  TEMPLATE_PAGE_SIZE,
  isStationerySrc,
  templatePageResult,
  type ComposeStationery,
  type ComposeTemplate,
  type TemplatePageResult,
} from '../../domain/compose/index.ts'

export async function fetchTemplatePage(
  page: number,
  signal?: AbortSignal,
): Promise<TemplatePageResult<ComposeTemplate>> {
  try {
    const { data, response } = await api().GET('/api/setting/templates/', {
      params: { query: { page, page_size: TEMPLATE_PAGE_SIZE } },
      signal,
      middleware: [ownErrors],
    })
    return templatePageResult(response.status, data)
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'failed' }
  }
}

/** The background's URL against the app's address; null when it is not a usable image URL. */
export function absoluteStationerySrc(src: string, base: string): string | null {
  try {
    const url = new URL(src, base)
    return /^https?:$/.test(url.protocol) && isStationerySrc(url.href) ? url.href : null
  } catch {
    return null
  }
}

export async function fetchStationery(signal?: AbortSignal): Promise<ComposeStationery[]> {
  const { data } = await api().GET('/api/setting/stationery/', {
    signal,
    middleware: [ownErrors],
  })
  return (data ?? []).flatMap((item) => {
    const src = absoluteStationerySrc(item.src, window.location.href)
    return src ? [{ id: item.id, src }] : []
  })
}
