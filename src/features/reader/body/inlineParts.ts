/**
 * Inline parts of an html mail (by cid: or Content-Location): which ones the body refers to, and whether the bytes of a
 * part are a raster image the frame may show. The type is read from the bytes, never from the
 * part's name or the server's Content-Type, so an SVG or html part named logo.png stays out.
 */
import type { MessageAttachment } from '../../../api/types.ts'
import { PREVIEW_LIMIT_BYTES } from '../../../domain/constants.ts'
import {
  locationBase,
  locationKey,
  referencedLocations,
} from '../../common/mailHtml/contentLocation.ts'
import { classifyUrl, normaliseContentId } from '../../common/mailHtml/urlPolicy.ts'

export type RasterType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp'

/** Inline parts fetched for one mail at most: a body is not a photo album. */
export const MAX_INLINE_PARTS = 30

/** cid: references anywhere in the markup (img src, background, CSS url()). */
const CID_REFERENCE = /cid:([^\s"'()<>;,]+)/gi

/** The content-ids the body refers to, normalised (no <>, lower case, URL-decoded). */
export function referencedContentIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const match of html.matchAll(CID_REFERENCE)) {
    const url = classifyUrl(`cid:${match[1] ?? ''}`)
    if (url.kind === 'cid') ids.add(normaliseContentId(url.contentId))
  }
  return ids
}

/** A part's Content-Location key against the mail's base, or null when it has none. */
export function partLocationKey(part: MessageAttachment, contentBase?: string): string | null {
  if (part.content_location === undefined) return null
  return locationKey(part.content_location, locationBase(contentBase))
}

/**
 * The parts the body refers to by cid: or by Content-Location (MHTML), small enough to fetch,
 * at most MAX_INLINE_PARTS.
 */
export function referencedParts(
  html: string,
  attachments: readonly MessageAttachment[],
  contentBase?: string,
): MessageAttachment[] {
  const ids = referencedContentIds(html)
  const hasLocations = attachments.some((a) => a.content_location !== undefined)
  const locations = hasLocations
    ? referencedLocations(html, locationBase(contentBase))
    : new Set<string>()
  const byCid = (a: MessageAttachment) =>
    a.content_id !== undefined && ids.has(normaliseContentId(a.content_id))
  const byLocation = (a: MessageAttachment) => {
    const key = partLocationKey(a, contentBase)
    return key !== null && locations.has(key)
  }
  return attachments
    .filter((a) => (byCid(a) || byLocation(a)) && a.size <= PREVIEW_LIMIT_BYTES)
    .slice(0, MAX_INLINE_PARTS)
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

/** Known BITMAPINFOHEADER sizes: 'BM' alone would also start a text file. */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124])

export function sniffRaster(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return bytes[5] === 0x61 ? 'gif' : null
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 18) {
    const headerSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(14, true)
    return BMP_HEADER_SIZES.has(headerSize) ? 'bmp' : null
  }
  return null
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

/** A raster data: URL of the bytes, or null when they are not a raster image. */
export function rasterDataUrl(bytes: Uint8Array): string | null {
  const type = sniffRaster(bytes)
  return type === null ? null : `data:image/${type};base64,${toBase64(bytes)}`
}
