/**
 * Images the editor inserted travel in the send form's html as raster `data:` URLs (the fake
 * /api/setting/upload-img/ answers with one, so nothing outside the demo's database is needed).
 * A real mail server stores them as inline MIME parts: so does this one, turning each into a
 * part with a Content-ID and the `<img>` into `cid:` — which the reader shows through its own
 * inline-part path, exactly as it shows embedded images of received mail.
 */
import { base64ToBytes } from '../mail/bytes.ts'
import type { PreparedMail } from './store.ts'

type Part = PreparedMail['attachments'][number]

const DATA_IMAGE =
  /(<img\b[^>]*?\bsrc\s*=\s*)(["'])data:image\/(png|jpe?g|gif|bmp);base64,([a-z0-9+/=\s]+)\2/gi

const EXTENSION: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  bmp: 'bmp',
}

/** `html` with its data: images as cid: references, and the inline parts they now name. */
export function embedDataImages(html: string, messageKey: string): { html: string; parts: Part[] } {
  const parts: Part[] = []
  const out = html.replace(
    DATA_IMAGE,
    (_all, head: string, quote: string, type: string, b64: string) => {
      const kind = type.toLowerCase()
      const ext = EXTENSION[kind] ?? 'png'
      const index = parts.length + 1
      const contentId = `editor-image-${index}.${messageKey}`
      const content = base64ToBytes(b64.replace(/\s+/g, ''))
      parts.push({
        name: `image-${index}.${ext}`,
        size: content.length,
        content,
        content_type: `image/${kind === 'jpg' ? 'jpeg' : kind}`,
        content_id: contentId,
        is_inline: true,
        attach_level: 1,
      })
      return `${head}${quote}cid:${contentId}${quote}`
    },
  )
  return { html: out, parts }
}
