/**
 * RFC 5322 comments and obsolete source routes, taken out of an address header before
 * postal-mime's `addressParser` reads it. That parser knows a comment only outside angle
 * brackets, without nesting or `\)`, so `<pete(his account)@silly.test(his host)>` came out as
 * that whole string and `Pete(A wonderful \) chap)` named the sender "Pete chap)"; a route
 * (`<@relay.tld:mary@example.net>`, RFC 5322 §4.4 obs-route) stayed in front of the mailbox.
 *
 * Inside <…> comments and folding whitespace go (a comment is CFWS there) and so does a route.
 * Outside, a comment stays, flattened to one level without escapes, because a comment may be the
 * only name an address has (`jdoe@example.org (John Doe)`). Quoted strings pass untouched.
 */

/** `@a,@b:` before a mailbox with an '@': the relays, not the address. */
function withoutRoute(address: string): string {
  const colon = address.indexOf(':')
  if (!address.startsWith('@') || colon < 0 || address.indexOf('@', colon) < 0) return address
  return address.slice(colon + 1)
}

const flat = (comment: string) => comment.replace(/[()\\\s]+/g, ' ').trim()

export function withoutAddressComments(value: string): string {
  let out = ''
  let angle: string | undefined
  let comment = ''
  let depth = 0
  let quoted = false
  const emit = (text: string) => {
    if (angle === undefined) out += text
    else angle += text
  }
  for (let i = 0; i < value.length; i++) {
    const chr = value[i]!
    if (depth > 0) {
      if (chr === '\\') comment += value[++i] ?? ''
      else if (chr === '(') depth++
      else if (chr === ')' && --depth === 0) {
        // Outside <…> the comment survives as one flat level; inside it is whitespace.
        if (angle === undefined) out += `(${flat(comment)})`
        comment = ''
      } else comment += chr
      continue
    }
    if (quoted) {
      emit(chr)
      if (chr === '\\' && i + 1 < value.length) emit(value[++i]!)
      else if (chr === '"') quoted = false
    } else if (chr === '"') {
      quoted = true
      emit(chr)
    } else if (chr === '(') {
      depth = 1
    } else if (chr === '<' && angle === undefined) {
      angle = ''
    } else if (chr === '>' && angle !== undefined) {
      out += `<${withoutRoute(angle)}>`
      angle = undefined
    } else if (angle !== undefined && /\s/.test(chr)) {
      // Folding whitespace inside an angle-addr is not part of the address.
    } else emit(chr)
  }
  if (depth > 0 && angle === undefined) out += `(${flat(comment)})`
  if (angle !== undefined) out += `<${withoutRoute(angle)}`
  return out
}
