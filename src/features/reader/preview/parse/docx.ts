/**
 * docx with mammoth: the document as plain semantic HTML (headings, paragraphs, lists, tables,
 * links). Pictures become cid: references into a map of raster data: URLs, the same road a mail's
 * inline parts take through the mail sanitiser; an emf/wmf or unknown picture is left out.
 */
import mammoth from 'mammoth'
import { rasterDataUrl } from './bytes.ts'

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function parseDocx(
  bytes: Uint8Array,
): Promise<{ html: string; images: Record<string, string> }> {
  const images: Record<string, string> = {}
  const convertImage = mammoth.images.imgElement(async (image) => {
    const url = rasterDataUrl(base64ToBytes(await image.read('base64')))
    if (!url) return { src: '' }
    const id = `docx-image-${Object.keys(images).length + 1}`
    images[id] = url
    return { src: `cid:${id}` }
  })
  // Node's mammoth reads `buffer`, the browser build `arrayBuffer`: give both.
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const input = { arrayBuffer: buffer, buffer } as unknown as Parameters<
    typeof mammoth.convertToHtml
  >[0]
  const result = await mammoth.convertToHtml(input, { convertImage })
  return { html: withTableLines(result.value), images }
}

/**
 * Mammoth writes bare tables; Word draws their grid, so the preview does too (inline styles,
 * which the mail sanitiser keeps, as it does a mail's).
 */
function withTableLines(html: string): string {
  return html
    .replace(/<table>/g, '<table style="border-collapse: collapse; margin: 8px 0">')
    .replace(
      /<(td|th)(?=[\s>])/g,
      '<$1 style="border: 1px solid #a0a0a0; padding: 4px 8px; vertical-align: top"',
    )
}
