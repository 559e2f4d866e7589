/** Small byte helpers the parsers share (pure; they run in the worker and in Node tests). */
import { sniffRaster } from '../../body/inlineParts.ts'

/** The OLE compound file signature: xls/doc/ppt, and an OOXML file encrypted with a password. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** A zip's local file header: every xlsx, docx and pptx starts with one. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

export function isCompoundFile(bytes: Uint8Array): boolean {
  return CFB_SIGNATURE.every((b, i) => bytes[i] === b)
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

/** A data: URL when the bytes really are a raster image; emf, wmf, svg and junk give null. */
export function rasterDataUrl(bytes: Uint8Array): string | null {
  const type = sniffRaster(bytes)
  return type ? `data:image/${type};base64,${toBase64(bytes)}` : null
}
