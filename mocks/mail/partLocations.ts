/**
 * Content-Location and Content-Base (RFC 2557, MHTML): postal-mime keeps every part's headers on
 * its MIME nodes but hands out only the Content-ID of an attachment. This wraps one parser
 * instance's node walk to note, for each attachment it emits, the part's Content-Location, and
 * the base that relative references in the html body resolve against.
 */
import PostalMime, { type Attachment, type Email, type PostalMimeOptions } from 'postal-mime'

/** The part of postal-mime's MIME node this reads (its type is marked internal). */
interface MimeNodeLike {
  headers: readonly { key: string; value: string }[]
  contentType: { parsed: { value: string }; multipart?: string | false }
}

/** The parser's own walk (marked internal in its typings, but plain instance methods). */
interface ParserInternals {
  attachments: Attachment[]
  collectAttachment(node: MimeNodeLike, ...rest: unknown[]): void
  collectNode(node: MimeNodeLike, ...rest: unknown[]): Promise<void>
}

export interface LocatedEmail {
  mail: Email
  /** Content-Location of each attachment that carries one, as written (whitespace removed). */
  locations: ReadonlyMap<Attachment, string>
  /** What relative references in the html body resolve against, if the mail says. */
  contentBase: string | undefined
}

/**
 * Long URLs may be folded over several lines; the whitespace is not part of them (RFC 2557).
 * Content-Base was a quoted string (RFC 2110), and URLs may come in <>.
 */
function headerOf(headers: readonly { key: string; value: string }[], key: string) {
  const value = headers.find((h) => h.key === key)?.value.replace(/\s+/g, '')
  return value ? value.replace(/^"(.*)"$/, '$1').replace(/^<(.*)>$/, '$1') || undefined : undefined
}

export async function parseWithLocations(
  bytes: Uint8Array,
  options: PostalMimeOptions,
): Promise<LocatedEmail> {
  const parser = new PostalMime(options)
  const internals = parser as unknown as ParserInternals
  const locations = new Map<Attachment, string>()
  let htmlBase: string | undefined

  const collectAttachment = internals.collectAttachment.bind(parser)
  internals.collectAttachment = (node, ...rest) => {
    const before = internals.attachments.length
    collectAttachment(node, ...rest)
    const location = headerOf(node.headers, 'content-location')
    const attachment = internals.attachments[before]
    if (location && attachment) locations.set(attachment, location)
  }
  const collectNode = internals.collectNode.bind(parser)
  internals.collectNode = (node, ...rest) => {
    // The first html leaf is the body shown (RFC 2557: its own base comes before the message's).
    if (htmlBase === undefined && !node.contentType.multipart) {
      if (node.contentType.parsed.value === 'text/html')
        htmlBase =
          headerOf(node.headers, 'content-base') ?? headerOf(node.headers, 'content-location')
    }
    return collectNode(node, ...rest)
  }

  const mail = await parser.parse(bytes)
  const contentBase =
    htmlBase ?? headerOf(mail.headers, 'content-base') ?? headerOf(mail.headers, 'content-location')
  return { mail, locations, contentBase }
}
