/**
 * How a URL found in mail is classified, the same way for attributes and CSS. Browsers drop
 * whitespace and control characters inside URLs and read `\` as `/`, so the classification works
 * on that normalised form: `java\nscript:` and `\\evil.example/x.png` are seen for what they are.
 */

export type MailUrl =
  | { kind: 'fragment'; value: string }
  | { kind: 'cid'; value: string; contentId: string }
  | { kind: 'data'; value: string }
  | { kind: 'remote'; value: string }
  | { kind: 'mailto'; value: string }
  | { kind: 'tel'; value: string }
  /** Relative (would resolve against the app's origin), javascript:, blob:, unknown schemes. */
  | { kind: 'other'; value: string }

/** Raster images only: an SVG image is a document and never needed in mail. */
export const RASTER_DATA_URL =
  /^data:image\/(?:png|jpe?g|gif|webp|bmp|x-ms-bmp|avif);base64,[a-z0-9+/=\s]*$/i

// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const URL_WHITESPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g

export function normaliseUrl(raw: string): string {
  return raw.replace(URL_WHITESPACE, '').replace(/\\/g, '/')
}

export function classifyUrl(raw: string): MailUrl {
  const value = normaliseUrl(raw)
  if (/^#[\w.:-]*$/.test(value)) return { kind: 'fragment', value }
  if (/^https?:/i.test(value) || value.startsWith('//')) return { kind: 'remote', value }
  const cid = /^cid:(.+)$/i.exec(value)
  if (cid?.[1]) return { kind: 'cid', value, contentId: safeDecode(cid[1]) }
  if (/^data:/i.test(value)) return { kind: 'data', value }
  if (/^mailto:/i.test(value)) return { kind: 'mailto', value }
  if (/^tel:/i.test(value)) return { kind: 'tel', value }
  return { kind: 'other', value }
}

/** Remote resources load over https once allowed; protocol-relative ones get a scheme. */
export function upgradeRemote(url: string): string {
  if (url.startsWith('//')) return `https:${url}`
  return url.replace(/^http:/i, 'https:')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Content-ids are written `<id>` in headers and `cid:id` in bodies; compare them bare. */
export function normaliseContentId(contentId: string): string {
  return contentId.trim().replace(/^<|>$/g, '').toLowerCase()
}
