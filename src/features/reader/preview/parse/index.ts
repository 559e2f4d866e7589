/**
 * The preview worker's work, as pure functions (the worker entry and the Node tests import
 * them): bytes of an office or table file in, plain data out, or why it cannot be shown.
 */
import { isCompoundFile, isZip } from './bytes.ts'
import { parseDocx } from './docx.ts'
import { parseCsv, parseWorkbook } from './sheets.ts'
import { parsePptx } from './slides.ts'
import type { OfficeKind, OfficePreview } from './types.ts'

export * from './types.ts'
export { parseCsv, parseWorkbook } from './sheets.ts'
export { parseDocx } from './docx.ts'
export { parsePptx, slideParagraphs } from './slides.ts'

const PASSWORD_ERROR = /password|encrypt/i

export async function parseOffice(
  kind: OfficeKind,
  bytes: Uint8Array,
  name: string,
): Promise<OfficePreview> {
  // An OOXML file saved with a password is an OLE container holding the encrypted package.
  if ((kind === 'docx' || kind === 'pptx') && isCompoundFile(bytes)) {
    return { kind: 'broken', reason: 'encrypted' }
  }
  // SheetJS reads any text as a csv sheet: a workbook must be a zip (xlsx) or an OLE file (xls).
  if (kind === 'sheet' && !isZip(bytes) && !isCompoundFile(bytes)) return broken()
  try {
    switch (kind) {
      case 'sheet': {
        const sheets = parseWorkbook(bytes)
        return sheets.length > 0 ? { kind: 'sheets', sheets } : broken()
      }
      case 'csv':
        return { kind: 'sheets', sheets: [parseCsv(csvText(bytes), name)] }
      case 'docx':
        return { kind: 'document', ...(await parseDocx(bytes)) }
      case 'pptx': {
        const slides = await parsePptx(bytes)
        return slides.length > 0 ? { kind: 'slides', slides } : broken()
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { kind: 'broken', reason: PASSWORD_ERROR.test(message) ? 'encrypted' : 'corrupt' }
  }
}

/**
 * UTF-8 when the bytes are UTF-8; else GB18030, the superset of GBK in which a Chinese Excel
 * saves "CSV (逗号分隔)" files.
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

const broken = (): OfficePreview => ({ kind: 'broken', reason: 'corrupt' })
