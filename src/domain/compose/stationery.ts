/**
 * Stationery (R-COMPOSE: 14 backgrounds; §3 "Stationery (id, src)"). The chosen
 * background is part of the form, shown behind the editor, and wraps the body in one container
 * when the mail goes out: `<div data-compose-stationery="<id>" style="background-image: …">`.
 * Opening a saved draft takes the wrapper off again, so the background stays a choice and not
 * markup the editor would lose.
 */
import { innerHtml, openingTagAttributes, splitTopLevel } from './bodyHtml.ts'

export interface ComposeStationery {
  id: number
  /** The image's URL: absolute http(s), or a path on the app's own origin. */
  src: string
}

export const STATIONERY_ATTRIBUTE = 'data-compose-stationery'

/** No quote, bracket, backslash or space: the URL goes into CSS as it is. */
const SAFE_SRC = /^(?:https?:\/\/|\/)[^\s"'()\\<>]*$/i

export function isStationerySrc(src: string): boolean {
  return SAFE_SRC.test(src)
}

export function stationeryStyle(src: string): string {
  return `background-image: url('${src}'); background-repeat: repeat; padding: 16px`
}

/** The body inside its stationery container; as it is without stationery (or a bad src). */
export function wrapStationery(html: string, stationery: ComposeStationery | null): string {
  if (!stationery || !isStationerySrc(stationery.src)) return html
  return `<div ${STATIONERY_ATTRIBUTE}="${stationery.id}" style="${stationeryStyle(stationery.src)}">${html}</div>`
}

const URL_IN_STYLE = /background-image\s*:\s*url\(\s*(["']?)([^"')]*)\1\s*\)/i

/**
 * A body that is one stationery container gives back what is inside and the stationery; any
 * other body is returned as it is, with none.
 */
export function unwrapStationery(html: string): {
  html: string
  stationery: ComposeStationery | null
} {
  const pieces = splitTopLevel(html.trim())
  const [only] = pieces
  if (pieces.length !== 1 || !only || only.tag !== 'div') return { html, stationery: null }
  const attributes = openingTagAttributes(only.html)
  const id = Number(attributes[STATIONERY_ATTRIBUTE])
  const src = URL_IN_STYLE.exec(attributes.style ?? '')?.[2] ?? ''
  if (!Number.isInteger(id) || !isStationerySrc(src)) return { html, stationery: null }
  return { html: innerHtml(only.html), stationery: { id, src } }
}
