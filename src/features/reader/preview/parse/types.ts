/**
 * What the preview worker answers for an office or table file: plain data (strings, data: URLs
 * of raster images) that the page renders itself, so nothing a file holds becomes markup of the
 * app's page. A file the parser gives up on is `broken`; one behind a password is `encrypted`.
 */
export type OfficeKind = 'sheet' | 'csv' | 'docx' | 'pptx'

export interface SheetPreview {
  name: string
  /** Cell values as the spreadsheet shows them (formatted text), row by row. */
  rows: string[][]
  /** Rows in the sheet; more than rows.length when the sheet was cut (SHEET_ROW_LIMIT). */
  totalRows: number
  /** Columns in the sheet; more than a row's length when it was cut (SHEET_COLUMN_LIMIT). */
  totalColumns: number
}

export interface SlidePreview {
  /** Each paragraph's a:t runs joined, in the order of the slide's XML. */
  paragraphs: string[]
  /** The slide's pictures (ppt/media by the slide's rels), raster only, as data: URLs. */
  images: string[]
}

export type OfficePreview =
  | { kind: 'sheets'; sheets: SheetPreview[] }
  /** Mammoth's HTML: images are cid: references into `images` (raster data: URLs). */
  | { kind: 'document'; html: string; images: Record<string, string> }
  | { kind: 'slides'; slides: SlidePreview[] }
  | { kind: 'broken'; reason: 'encrypted' | 'corrupt' }

/** Rows shown of a sheet; a bigger one says "first N rows" (decision 253). */
export const SHEET_ROW_LIMIT = 500
/** Columns shown of a sheet; wider ones are cut with the same note. */
export const SHEET_COLUMN_LIMIT = 50
