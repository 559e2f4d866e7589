/**
 * Mail HTML is hostile input. This is the first of three layers (docs/security.md): DOMPurify
 * with a mail profile and hooks that rewrite CSS, gate remote content and pin every URL to a
 * scheme the mail may use. The result is still only ever shown inside MailBody's sandboxed,
 * CSP-restricted frame, never in the app's own document.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import {
  isSafePresentationValue,
  sanitizeStyleAttribute,
  sanitizeStyleSheet,
  type CssPolicy,
} from './sanitizeCss.ts'
import { locationBase, locationKey } from './contentLocation.ts'
import { classifyUrl, normaliseContentId, RASTER_DATA_URL, upgradeRemote } from './urlPolicy.ts'

export interface SanitizeMailOptions {
  /** Load remote (http/https) images and backgrounds; otherwise they are blocked and counted. */
  allowRemote?: boolean
  /**
   * Inline parts by content-id (with or without <>), each as a raster `data:` URL. The frame's
   * origin is opaque, so it can load neither the app's blob: URLs nor its authenticated API.
   * These are the only `data:` images a body shows: the mail's own `data:` URLs are dropped, so
   * everything an image shows came from a part the reader fetched and checked itself.
   */
  inlineImages?: Readonly<Record<string, string>>
  /**
   * Inline parts by Content-Location (MHTML), keyed by `locationKey` against `contentBase`, each
   * as a raster `data:` URL. A reference that resolves to one of them shows it, whatever its
   * scheme; any other reference is treated as before (remote: blocked; relative: dropped).
   */
  locatedImages?: Readonly<Record<string, string>>
  /** The mail's content_base: what relative references resolve against. */
  contentBase?: string
  /**
   * Outgoing mail only (compose): keep raster `data:` images, the editor's inserted pictures,
   * which the server stores as inline parts. Never for display: a received mail's own `data:`
   * URLs stay dropped.
   */
  keepDataImages?: boolean
  /**
   * Writes the date of a forwarded message's header block (postal-mime's
   * `.postal-email-header-date[data-date]`, the raw Date header) as the reader writes times.
   */
  formatHeaderDate?: (raw: string) => string
}

export interface SanitizedMail {
  /** Body markup (leading <style> blocks included) for MailBody's frame document. */
  html: string
  /** Remote images and backgrounds left out because remote content is not allowed. */
  blockedRemote: number
}

/** Stands in for a blocked remote image so that its width/height still hold the layout. */
export const BLOCKED_IMAGE_SRC =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
export const BLOCKED_IMAGE_CLASS = 'mail-remote-image-blocked'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const HEADER_DATE = 'postal-email-header-date'

const FORBID_TAGS = [
  // Script, plug-ins, nested browsing contexts and document-level switches.
  ...['script', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param'],
  ...['base', 'meta', 'link', 'title', 'portal', 'template', 'slot'],
  // Forms: nothing in a mail should submit or collect input.
  ...['form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist'],
  ...['keygen', 'isindex', 'output'],
  // Media would fetch remote sources outside the image gate.
  ...['audio', 'video', 'source', 'track', 'bgsound'],
  // SVG animation can rewrite attributes (href → javascript:) after sanitising.
  ...['animate', 'animatecolor', 'animatemotion', 'animatetransform', 'set', 'mpath'],
  ...['discard', 'use', 'feimage', 'foreignobject', 'handler', 'listener'],
]

const FORBID_ATTR = [
  ...['srcset', 'imagesrcset', 'ping', 'action', 'formaction', 'poster', 'srcdoc', 'http-equiv'],
  // `values` stays: feColorMatrix needs it, and the animation elements that abuse it are gone.
  ...['attributename', 'begin', 'from', 'to', 'by', 'dur', 'autofocus', 'popover'],
  ...['xlink:actuate', 'xlink:show', 'xml:base', 'target', 'rel'],
]

/** URL-bearing attributes other than href/src/background: never needed in mail. */
const DROPPED_URL_ATTRS = [
  ...['cite', 'longdesc', 'codebase', 'data', 'manifest', 'icon', 'profile', 'lowsrc', 'dynsrc'],
]

const CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true },
  FORBID_TAGS,
  FORBID_ATTR,
  // <body text="#333"> from older mail clients: carried over to the wrapper's colour.
  ADD_ATTR: ['text'],
  WHOLE_DOCUMENT: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
}

interface Run {
  options: SanitizeMailOptions
  /** The raster data: URLs of the inline parts: the only data: images allowed. */
  inlineData: ReadonlySet<string>
  /** Resolves a reference to one of `locatedImages`, or null. */
  resolveLocation: (raw: string) => string | null
  blockedRemote: number
  css: CssPolicy
}

let active: Run | null = null
let instance: Purifier | null = null

function purifier(): Purifier {
  if (instance) return instance
  const created = DOMPurify(window)
  created.addHook('uponSanitizeElement', (node, data) => {
    if (active && data.tagName === 'style' && node.textContent)
      node.textContent = sanitizeStyleSheet(node.textContent, active.css)
  })
  created.addHook('afterSanitizeAttributes', (element) => {
    if (active) sanitizeAttributes(element, active)
  })
  instance = created
  return created
}

function resolveCid(run: Run, contentId: string): string | null {
  const wanted = normaliseContentId(contentId)
  for (const [id, url] of Object.entries(run.options.inlineImages ?? {})) {
    if (normaliseContentId(id) === wanted && RASTER_DATA_URL.test(url)) return url
  }
  return null
}

/** The URL an image may show, or null; counts the remote ones it blocks. */
function imageSource(raw: string, run: Run): string | null {
  const url = classifyUrl(raw)
  if (url.kind === 'remote' || url.kind === 'other') {
    const located = run.resolveLocation(raw)
    if (located !== null) return located
  }
  switch (url.kind) {
    case 'remote':
      if (run.options.allowRemote) return upgradeRemote(url.value)
      run.blockedRemote++
      return null
    case 'cid':
      return resolveCid(run, url.contentId)
    case 'data':
      // Only a cid: replacement that already went through the page once (a <body background>),
      // or, in outgoing mail, a picture the editor inserted.
      if (run.options.keepDataImages && RASTER_DATA_URL.test(url.value)) return url.value
      return run.inlineData.has(url.value) ? url.value : null
    default:
      return null
  }
}

function linkTarget(raw: string): string | null {
  const url = classifyUrl(raw)
  if (url.kind === 'remote') return url.value.startsWith('//') ? `https:${url.value}` : url.value
  if (url.kind === 'mailto' || url.kind === 'tel' || url.kind === 'fragment') return url.value
  return null
}

function sanitizeImage(element: Element, run: Run): void {
  const raw = element.getAttribute('src')
  if (raw === null) return
  const src = imageSource(raw, run)
  const isRemote = src === null && classifyUrl(raw).kind === 'remote'
  if (src !== null) element.setAttribute('src', src)
  else if (isRemote) {
    element.setAttribute('src', BLOCKED_IMAGE_SRC)
    element.classList.add(BLOCKED_IMAGE_CLASS)
  } else element.removeAttribute('src')
}

function sanitizeLink(element: Element, name: string): void {
  const raw = element.getAttribute(name)
  if (raw === null) return
  const href = linkTarget(raw)
  if (href === null) {
    element.removeAttribute(name)
    return
  }
  element.setAttribute(name, href)
  if (!href.startsWith('#')) {
    element.setAttribute('target', '_blank')
    element.setAttribute('rel', 'noopener noreferrer')
  }
}

function sanitizeSvgAttributes(element: Element, tag: string, run: Run): void {
  for (const name of ['href', 'xlink:href']) {
    const raw = element.getAttribute(name)
    if (raw === null) continue
    if (tag === 'a') sanitizeLink(element, name)
    else if (tag === 'image') {
      const src = imageSource(raw, run)
      if (src === null) element.removeAttribute(name)
      else element.setAttribute(name, src)
    } else if (classifyUrl(raw).kind !== 'fragment') element.removeAttribute(name)
  }
  for (const name of element.getAttributeNames()) {
    if (name === 'href' || name === 'xlink:href' || name === 'style') continue
    const value = element.getAttribute(name) ?? ''
    if (/url|\\|\(/i.test(value) && !isSafePresentationValue(value)) element.removeAttribute(name)
  }
}

function sanitizeAttributes(element: Element, run: Run): void {
  const tag = element.localName.toLowerCase()
  const style = element.getAttribute('style')
  if (style !== null) {
    const clean = sanitizeStyleAttribute(style, run.css)
    if (clean === '') element.removeAttribute('style')
    else element.setAttribute('style', clean)
  }
  for (const name of DROPPED_URL_ATTRS) element.removeAttribute(name)

  if (element.namespaceURI === SVG_NAMESPACE) {
    sanitizeSvgAttributes(element, tag, run)
    return
  }
  const headerDate = element.getAttribute('data-date')
  if (headerDate && run.options.formatHeaderDate && element.classList.contains(HEADER_DATE))
    element.textContent = run.options.formatHeaderDate(headerDate)
  if (tag === 'img') sanitizeImage(element, run)
  else element.removeAttribute('src')
  if (tag === 'a' || tag === 'area') sanitizeLink(element, 'href')
  else element.removeAttribute('href')

  const background = element.getAttribute('background')
  if (background !== null) {
    const src = imageSource(background, run)
    if (src === null) element.removeAttribute('background')
    else element.setAttribute('background', src)
  }
}

/** Colours from legacy <body bgcolor/text>, carried over to the wrapper's style. */
function bodyStyle(body: Element): string {
  const colour = (value: string | null) =>
    value !== null && /^#?[a-z0-9]{1,20}$/i.test(value.trim()) ? value.trim() : null
  const parts: string[] = []
  const bg = colour(body.getAttribute('bgcolor'))
  const fg = colour(body.getAttribute('text'))
  const background = body.getAttribute('background')
  if (bg) parts.push(`background-color: ${bg}`)
  if (fg) parts.push(`color: ${fg}`)
  if (background) parts.push(`background-image: url("${background.replace(/"/g, '%22')}")`)
  const style = body.getAttribute('style')
  if (style) parts.push(style)
  return parts.join('; ')
}

function serialise(root: Element, run: Run): string {
  const styles = Array.from(root.querySelectorAll('head style'), (style) => style.outerHTML)
  const body = root.querySelector('body')
  if (!body) return styles.join('')
  // The parts were sanitised one by one; the joined text goes through the CSS rules once more.
  const wrapperStyle = sanitizeStyleAttribute(bodyStyle(body), { ...run.css, onBlockedRemote() {} })
  if (wrapperStyle === '') return styles.join('') + body.innerHTML
  const wrapper = body.ownerDocument.createElement('div')
  wrapper.setAttribute('style', wrapperStyle)
  wrapper.append(...Array.from(body.childNodes))
  return styles.join('') + wrapper.outerHTML
}

function locationResolver(options: SanitizeMailOptions): (raw: string) => string | null {
  const located = options.locatedImages ?? {}
  if (Object.keys(located).length === 0) return () => null
  const base = locationBase(options.contentBase)
  return (raw) => {
    const key = locationKey(raw, base)
    const url = key === null ? undefined : located[key]
    return url !== undefined && RASTER_DATA_URL.test(url) ? url : null
  }
}

export function sanitizeMail(dirty: string, options: SanitizeMailOptions = {}): SanitizedMail {
  const images = [...Object.values(options.inlineImages ?? {})]
  images.push(...Object.values(options.locatedImages ?? {}))
  const inlineData = new Set(images.filter((url) => RASTER_DATA_URL.test(url)))
  const resolveLocation = locationResolver(options)
  const run: Run = {
    options,
    inlineData,
    resolveLocation,
    blockedRemote: 0,
    css: {
      allowRemote: options.allowRemote === true,
      resolveCid: (contentId) => resolveCid(run, contentId),
      resolveLocation,
      isInlineData: (url) => inlineData.has(url),
      onBlockedRemote: () => {
        run.blockedRemote++
      },
    },
  }
  const instance = purifier()
  active = run
  try {
    const root = instance.sanitize(dirty, { ...CONFIG, RETURN_DOM: true })
    if (!(root instanceof Element)) return { html: '', blockedRemote: run.blockedRemote }
    return { html: serialise(root, run), blockedRemote: run.blockedRemote }
  } finally {
    active = null
  }
}
