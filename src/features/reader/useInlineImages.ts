/**
 * The inline images of an html mail (by cid: or Content-Location): the parts its body refers to are fetched through the
 * attachment download call and handed to MailBody as raster data: URLs (the frame's opaque
 * origin can load nothing of ours). A part whose bytes are not a raster image (an SVG, html …)
 * is refused and stays in the attachment list; the ones shown are not listed again.
 */
import { useEffect, useMemo, useState } from 'react'
import { ownErrors } from '../../api/client.ts'
import type { MessageAttachment } from '../../api/types.ts'
import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import { partLocationKey, rasterDataUrl, referencedParts } from './body/inlineParts.ts'

interface InlineResult {
  /** content_id → raster data: URL */
  images: Record<string, string>
  /** Content-Location key (see contentLocation.ts) → raster data: URL */
  located: Record<string, string>
  /** sids of referenced parts that are no raster image (or could not be fetched). */
  refused: Set<string>
}

async function fetchPart(folder: string, uid: number, sid: string): Promise<string | null> {
  const { data } = await api().GET('/api/attachment/download/', {
    params: { query: { folder, uid, sid } },
    parseAs: 'blob',
    // A part that cannot be shown is left out of the body quietly, not announced as an error.
    middleware: [ownErrors],
  })
  return data ? rasterDataUrl(new Uint8Array(await data.arrayBuffer())) : null
}

async function fetchInline(
  folder: string,
  uid: number,
  parts: readonly MessageAttachment[],
  contentBase: string | undefined,
): Promise<InlineResult> {
  const urls = await Promise.all(
    parts.map((part) => fetchPart(folder, uid, part.sid).catch(() => null)),
  )
  const result: InlineResult = { images: {}, located: {}, refused: new Set() }
  parts.forEach((part, i) => {
    const url = urls[i]
    const location = partLocationKey(part, contentBase)
    if (url && part.content_id) result.images[part.content_id] = url
    if (url && location !== null) result.located[location] = url
    if (!url) result.refused.add(part.sid)
  })
  return result
}

/**
 * How long the body waits for its inline images (decision 382). Shown without them, then with
 * them, the frame loaded two documents: the reader's scroll went back to the top, the body was
 * laid out twice, and Playwright at times lost track of the sandboxed frame between the two.
 */
export const INLINE_WAIT_MS = 1_500
/** Meanwhile a spinner says so, only past this (a quick server shows the body first). */
export const INLINE_SPINNER_DELAY_MS = 200

export interface InlineImages {
  /**
   * True while the parts the body refers to are on their way (at most INLINE_WAIT_MS): the body
   * waits, so its frame gets one document with its images.
   */
  pending: boolean
  /** For MailBody's `inlineImages`; undefined until loaded (the cid: images stay empty). */
  images: Readonly<Record<string, string>> | undefined
  /** For MailBody's `locatedImages` (MHTML Content-Location references); undefined until loaded. */
  located: Readonly<Record<string, string>> | undefined
  /** The attachments to list: all but the parts shown (or about to be shown) in the body. */
  listed: readonly MessageAttachment[]
}

/** `html` is the body shown as html, or null in text view (then every part is listed). */
export function useInlineImages(
  folder: string,
  uid: number,
  html: string | null,
  attachments: readonly MessageAttachment[],
  contentBase?: string,
): InlineImages {
  const parts = useMemo(
    () => (html === null ? [] : referencedParts(html, attachments, contentBase)),
    [html, attachments, contentBase],
  )
  const partsKey = parts
    .map((p) => `${p.sid}:${p.content_id ?? ''}:${p.content_location ?? ''}`)
    .join('|')
  const loaded = useLoad(
    () => fetchInline(folder, uid, parts, contentBase),
    [folder, uid, partsKey, contentBase],
    parts.length > 0,
  )
  // The last mail's images must never show in the next one's body.
  const current = loaded.loading ? undefined : loaded.data
  const waitKey = `${folder}\n${uid}\n${partsKey}\n${contentBase ?? ''}`
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null)
  const waiting = parts.length > 0 && loaded.loading
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setGaveUpOn(waitKey), INLINE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [waiting, waitKey])
  const pending = waiting && gaveUpOn !== waitKey
  return useMemo(() => {
    const shown = new Set(parts.filter((p) => !current?.refused.has(p.sid)).map((p) => p.sid))
    return {
      pending,
      images: current?.images,
      located: current?.located,
      listed: shown.size === 0 ? attachments : attachments.filter((a) => !shown.has(a.sid)),
    }
  }, [parts, current, attachments, pending])
}
