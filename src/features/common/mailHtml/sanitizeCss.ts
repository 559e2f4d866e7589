/**
 * CSS from mail (style attributes and <style> blocks) rewritten so that it can neither fetch
 * anything the user has not allowed nor escape its frame. The rewrite always validates the exact
 * text it emits: escapes are decoded first (so `u\72l(` or `@\69mport` cannot hide), comments are
 * dropped, and a declaration whose escapes decode to syntax characters is dropped whole, because
 * re-emitting it could change how the browser splits it.
 */
import { classifyUrl, upgradeRemote } from './urlPolicy.ts'

export interface CssPolicy {
  allowRemote: boolean
  /** Maps a `cid:` reference to a displayable (data:) URL, or null when unknown. */
  resolveCid(contentId: string): string | null
  /** Maps a reference by Content-Location (MHTML) to a displayable (data:) URL, or null. */
  resolveLocation?(raw: string): string | null
  /** A data: URL that is one of those cid: replacements: no other data: image is allowed. */
  isInlineData(url: string): boolean
  /** Called once per remote URL removed because remote content is not allowed. */
  onBlockedRemote(): void
}

/** Escapes may only decode to characters that cannot alter the CSS structure. */
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const UNSAFE_DECODED = /["'\\;{}()<>/*:@\u0000-\u001f\u007f]/

const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding', 'binding'])
/** Functions whose arguments may be bare strings taken as URLs, or that pull in elements. */
const URL_LIKE_FUNCTIONS =
  /(?:^|[^-\w])(?:-webkit-)?(?:image-set|image|src|element|-moz-element)\(/i
const SCRIPT_IN_CSS = /expression\s*\(|javascript:|vbscript:|livescript:|-moz-binding/i
const ESCAPING_POSITION = /fixed|sticky/i
const FONT_DATA_URL = /^data:(?:font\/[\w.+-]+|application\/(?:x-)?font-[\w.+-]+)[;,]/i

/** Rule groups whose body is again a list of rules. */
const NESTED_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'layer',
  'keyframes',
  '-webkit-keyframes',
])
/** At-rules whose body is a declaration list. */
const DECLARATION_AT_RULES = new Set(['font-face', 'page'])

/** Decodes CSS escapes; null when one decodes to a structural character. */
export function decodeCssEscapes(text: string): string | null {
  let unsafe = false
  const decoded = text.replace(
    /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S])|$)/g,
    (_match, hex: string | undefined, char: string | undefined) => {
      let out: string
      if (hex !== undefined) {
        const code = Number.parseInt(hex, 16)
        const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        out = invalid ? '\ufffd' : String.fromCodePoint(code)
      } else if (char !== undefined && char !== '\n' && char !== '\r' && char !== '\f') {
        out = char
      } else {
        unsafe = true
        return ''
      }
      if (UNSAFE_DECODED.test(out)) unsafe = true
      return out
    },
  )
  return unsafe ? null : decoded
}

/** Removes comments outside strings; an unterminated comment runs to the end, as in CSS. */
function stripComments(css: string): string {
  let out = ''
  let quote: string | null = null
  for (let i = 0; i < css.length; i++) {
    const ch = css.charAt(i)
    if (quote) {
      out += ch
      if (ch === '\\') out += css.charAt(++i)
      else if (ch === quote || ch === '\n') quote = null
      continue
    }
    if (ch === '/' && css.charAt(i + 1) === '*') {
      const end = css.indexOf('*/', i + 2)
      if (end < 0) break
      i = end + 1
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '\\') {
      out += ch + css.charAt(++i)
      continue
    }
    out += ch
  }
  return out
}

/**
 * Splits `css` at top-level occurrences of any character in `stops`, honouring strings,
 * escapes and brackets. Each piece carries the stop character that ended it ('' at the end).
 */
function scan(
  css: string,
  from: number,
  stops: string,
): { text: string; stop: string; end: number } {
  let depth = 0
  let quote: string | null = null
  for (let i = from; i < css.length; i++) {
    const ch = css.charAt(i)
    if (ch === '\\') {
      i++
      continue
    }
    if (quote) {
      if (ch === quote || ch === '\n') quote = null
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(' || ch === '[') depth++
    else if ((ch === ')' || ch === ']') && depth > 0) depth--
    else if (depth === 0 && stops.includes(ch))
      return { text: css.slice(from, i), stop: ch, end: i + 1 }
  }
  return { text: css.slice(from), stop: '', end: css.length }
}

/** The block after `{` at `from`, up to its matching `}`; nested blocks stay inside. */
function readBlock(css: string, from: number): { body: string; end: number } {
  let level = 1
  let at = from
  while (at < css.length) {
    const piece = scan(css, at, '{}')
    at = piece.end
    if (piece.stop === '{') level++
    else if (piece.stop === '}' && --level === 0) return { body: css.slice(from, at - 1), end: at }
    else if (piece.stop === '') break
  }
  return { body: css.slice(from), end: css.length }
}

type UrlContext = 'image' | 'font'

/** Rewrites every url(...) in a decoded value; null drops the declaration. */
function rewriteUrls(value: string, policy: CssPolicy, context: UrlContext): string | null {
  let out = ''
  let rest = value
  for (;;) {
    const match = /url\(\s*/i.exec(rest)
    if (!match) return out + rest
    out += rest.slice(0, match.index)
    let after = rest.slice(match.index + match[0].length)
    let raw: string
    const quote = after.charAt(0)
    if (quote === '"' || quote === "'") {
      const close = after.indexOf(quote, 1)
      if (close < 0) return null
      raw = after.slice(1, close)
      after = after.slice(close + 1).replace(/^\s*/, '')
      if (!after.startsWith(')')) return null
      after = after.slice(1)
    } else {
      const close = after.indexOf(')')
      if (close < 0) return null
      raw = after.slice(0, close).trim()
      after = after.slice(close + 1)
    }
    const safe = allowedUrl(raw, policy, context)
    if (safe === null) return null
    out += `url("${safe.replace(/["\n\r]/g, encodeURIComponent)}")`
    rest = after
  }
}

function allowedUrl(raw: string, policy: CssPolicy, context: UrlContext): string | null {
  const url = classifyUrl(raw)
  if (context === 'image' && (url.kind === 'remote' || url.kind === 'other')) {
    const located = policy.resolveLocation?.(raw) ?? null
    if (located !== null) return located
  }
  switch (url.kind) {
    case 'fragment':
      return url.value
    case 'cid':
      return context === 'image' ? policy.resolveCid(url.contentId) : null
    case 'data':
      if (context === 'font') return FONT_DATA_URL.test(url.value) ? url.value : null
      return policy.isInlineData(url.value) ? url.value : null
    case 'remote':
      // Web fonts stay blocked (font-src data: only), so they are not counted as blocked images.
      if (context === 'font') return null
      if (policy.allowRemote) return upgradeRemote(url.value)
      policy.onBlockedRemote()
      return null
    default:
      return null
  }
}

/** One declaration, or null to drop it. */
function sanitizeDeclaration(raw: string, policy: CssPolicy, context: UrlContext): string | null {
  const decoded = decodeCssEscapes(raw)
  if (decoded === null) return null
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  const property = decoded.slice(0, colon).trim().toLowerCase()
  let value = decoded.slice(colon + 1).trim()
  if (!/^(?:--[\w-]*|-?[a-z][a-z0-9-]*)$/.test(property) || value === '') return null
  if (FORBIDDEN_PROPERTIES.has(property)) return null
  if (SCRIPT_IN_CSS.test(value) || URL_LIKE_FUNCTIONS.test(value) || value.includes('<'))
    return null
  if (property === 'position' && ESCAPING_POSITION.test(value)) value = 'static'
  const rewritten = rewriteUrls(value, policy, context)
  if (rewritten === null) return null
  return `${property}: ${rewritten}`
}

function sanitizeDeclarations(block: string, policy: CssPolicy, context: UrlContext): string {
  const kept: string[] = []
  let at = 0
  while (at < block.length) {
    const piece = scan(block, at, ';')
    at = piece.end
    if (piece.text.trim() === '') continue
    const declaration = sanitizeDeclaration(piece.text, policy, context)
    if (declaration !== null) kept.push(declaration)
  }
  return kept.join('; ')
}

/** A style="" attribute value. */
export function sanitizeStyleAttribute(value: string, policy: CssPolicy): string {
  return sanitizeDeclarations(stripComments(value), policy, 'image')
}

function sanitizeRules(css: string, policy: CssPolicy): string {
  const out: string[] = []
  let at = 0
  while (at < css.length) {
    const head = scan(css, at, '{;}')
    at = head.end
    const prelude = head.text.trim()
    // Statement at-rules (@import, @charset, @namespace) and stray text are dropped.
    if (head.stop !== '{') continue
    const block = readBlock(css, at)
    at = block.end
    // A selector cannot fetch or run anything; one that smuggles braces or script text is
    // invalid anyway, so it is dropped rather than carried along.
    if (prelude === '' || /[<{};]/.test(prelude) || SCRIPT_IN_CSS.test(prelude)) continue
    if (prelude.startsWith('@') || prelude.startsWith('\\')) {
      const name = /^@([-\w]+)/.exec(decodeCssEscapes(prelude) ?? '')?.[1]?.toLowerCase()
      if (name === undefined) continue
      const condition = prelude.slice(prelude.search(/[\s({]|$/)).trim()
      if (NESTED_AT_RULES.has(name)) {
        const decodedCondition = decodeCssEscapes(condition)
        if (decodedCondition === null || SCRIPT_IN_CSS.test(decodedCondition)) continue
        out.push(`@${name} ${decodedCondition} { ${sanitizeRules(block.body, policy)} }`)
      } else if (DECLARATION_AT_RULES.has(name)) {
        const context = name === 'font-face' ? 'font' : 'image'
        out.push(`@${name} { ${sanitizeDeclarations(block.body, policy, context)} }`)
      }
      continue
    }
    out.push(`${prelude} { ${sanitizeDeclarations(block.body, policy, 'image')} }`)
  }
  return out.join('\n')
}

/** The text of a <style> element. */
export function sanitizeStyleSheet(css: string, policy: CssPolicy): string {
  return sanitizeRules(stripComments(css), policy)
}

/**
 * A CSS-typed attribute of an SVG element (fill="url(#g)", filter, mask ...): only references
 * to the document's own fragments survive, since paint servers and filters could fetch.
 */
export function isSafePresentationValue(value: string): boolean {
  const decoded = decodeCssEscapes(stripComments(value))
  if (decoded === null) return false
  if (SCRIPT_IN_CSS.test(decoded) || URL_LIKE_FUNCTIONS.test(decoded)) return false
  const urls = decoded.match(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi) ?? []
  const bareUrl = (decoded.match(/url\(/gi) ?? []).length
  if (urls.length !== bareUrl) return false
  return urls.every((url) => /url\(\s*['"]?#[\w-]+['"]?\s*\)/i.test(url))
}
