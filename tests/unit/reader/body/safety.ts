/**
 * The safety properties every sanitised mail body must have, checked on the output as the
 * browser would parse it. Returns the violations found (empty = safe), so a failing test names
 * the exact element, attribute or CSS that got through.
 */
import { BLOCKED_IMAGE_SRC } from '../../../../src/features/common/mailHtml/sanitizeMail.ts'

const FORBIDDEN_ELEMENTS = new Set(
  [
    ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'base'],
    ...['meta', 'link', 'form', 'input', 'button', 'select', 'textarea', 'audio', 'video'],
    ...['source', 'track', 'portal', 'noscript', 'template', 'animate', 'animatecolor'],
    ...['animatemotion', 'animatetransform', 'set', 'use', 'feimage', 'foreignobject', 'math'],
  ].map((tag) => tag.toLowerCase()),
)

const URL_ATTRIBUTES = new Set([
  ...['href', 'xlink:href', 'src', 'background', 'action', 'formaction', 'poster', 'data'],
  ...['cite', 'longdesc', 'lowsrc', 'dynsrc', 'codebase', 'srcset', 'ping', 'srcdoc'],
])

/** Browsers drop whitespace and control characters inside URLs; so does the check. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const URL_NOISE = /[\s\u0000-\u001f]/g
const RASTER = /^data:image\/(?:png|jpe?g|gif|webp|bmp|x-ms-bmp|avif);base64,[a-z0-9+/=\s]*$/i
const LINK = /^(?:https?:\/\/|mailto:|tel:|#)/i
/** Remote only when a test asked for remote content. */
const REMOTE_IMAGE = /^https:\/\//i

const BAD_CSS = [
  /expression\s*\(/i,
  /@import/i,
  /javascript:/i,
  /vbscript:/i,
  /behavior\s*:/i,
  /-moz-binding/i,
  /position\s*:\s*(?:fixed|sticky)/i,
  /image-set\(/i,
  /\\/,
  /<\//,
]

function cssViolations(css: string, where: string, allowRemote: boolean): string[] {
  const found = BAD_CSS.filter((pattern) => pattern.test(css)).map(
    (pattern) => `${where}: CSS matches ${pattern}`,
  )
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const url = match[2] ?? ''
    const ok = RASTER.test(url) || /^#[\w-]+$/.test(url) || (allowRemote && REMOTE_IMAGE.test(url))
    if (!ok) found.push(`${where}: CSS url(${url})`)
  }
  return found
}

function urlViolation(tag: string, name: string, value: string, allowRemote: boolean) {
  const compact = value.replace(URL_NOISE, '')
  if (name === 'src' || (tag === 'image' && name.endsWith('href')) || name === 'background') {
    const ok =
      compact === BLOCKED_IMAGE_SRC ||
      RASTER.test(compact) ||
      (allowRemote && REMOTE_IMAGE.test(compact))
    return ok ? null : `<${tag} ${name}="${value}">`
  }
  if (name === 'href' || name === 'xlink:href') {
    const linkable = tag === 'a' || tag === 'area'
    const ok = linkable ? LINK.test(compact) : compact.startsWith('#')
    return ok ? null : `<${tag} ${name}="${value}">`
  }
  return `<${tag} ${name}> should not exist`
}

export function findViolations(html: string, allowRemote = false): string[] {
  const found: string[] = []
  if (/<script/i.test(html)) found.push('raw "<script" in the output')
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase()
    if (FORBIDDEN_ELEMENTS.has(tag)) found.push(`<${tag}> element`)
    if (tag === 'style')
      found.push(...cssViolations(element.textContent ?? '', '<style>', allowRemote))
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? ''
      if (/^on/i.test(name)) found.push(`<${tag} ${name}> event handler`)
      if (name === 'attributename') found.push(`<${tag} attributeName>`)
      if (
        /^\s*(?:javascript|vbscript|data:text|data:application)/i.test(
          value.replace(URL_NOISE, ''),
        ) &&
        name !== 'alt' &&
        name !== 'title'
      )
        found.push(`<${tag} ${name}="${value}"> script URL`)
      if (name === 'style') found.push(...cssViolations(value, `<${tag} style>`, allowRemote))
      if (URL_ATTRIBUTES.has(name)) {
        const violation = urlViolation(tag, name, value, allowRemote)
        if (violation) found.push(violation)
      }
      if (name === 'target' && value !== '_blank') found.push(`<${tag} target="${value}">`)
    }
    if ((tag === 'a' || tag === 'area') && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? ''
      if (!href.startsWith('#') && element.getAttribute('rel') !== 'noopener noreferrer')
        found.push(`<${tag} href="${href}"> without rel="noopener noreferrer"`)
    }
  }
  return found
}
