/**
 * Spreadsheets (xls, xlsx with SheetJS) and csv (papaparse) as tables of display strings. The
 * page builds the <table> from these strings itself, so a cell's text is never markup.
 */
import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import { SHEET_COLUMN_LIMIT, SHEET_ROW_LIMIT, type SheetPreview } from './types.ts'

function sheetPreview(name: string, sheet: XLSX.WorkSheet): SheetPreview {
  const ref = sheet['!ref']
  if (!ref) return { name, rows: [], totalRows: 0, totalColumns: 0 }
  // sheetRows cuts the parse; the full range stays in !fullref.
  const full = XLSX.utils.decode_range((sheet['!fullref'] as string | undefined) ?? ref)
  const range = XLSX.utils.decode_range(ref)
  const lastRow = Math.min(range.e.r, SHEET_ROW_LIMIT - 1)
  const lastColumn = Math.min(full.e.c, SHEET_COLUMN_LIMIT - 1)
  const rows: string[][] = []
  // From A1, as Excel shows a sheet: the row numbers and column letters stay true.
  for (let r = 0; r <= lastRow; r++) {
    const row: string[] = []
    for (let c = 0; c <= lastColumn; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
      row.push(cell ? XLSX.utils.format_cell(cell) : '')
    }
    rows.push(row)
  }
  return { name, rows, totalRows: full.e.r + 1, totalColumns: full.e.c + 1 }
}

/** Every sheet of an xls or xlsx workbook, in the workbook's order. Throws on a broken file. */
export function parseWorkbook(bytes: Uint8Array): SheetPreview[] {
  const book = XLSX.read(bytes, {
    type: 'array',
    sheetRows: SHEET_ROW_LIMIT,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  })
  return book.SheetNames.map((name) => sheetPreview(name, book.Sheets[name]!))
}

/** A csv file as one sheet; quoted commas and line breaks stay inside their cell. */
export function parseCsv(text: string, name: string): SheetPreview {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const all = parsed.data
  const width = all.reduce((most, row) => Math.max(most, row.length), 0)
  const rows = all
    .slice(0, SHEET_ROW_LIMIT)
    .map((row) =>
      Array.from({ length: Math.min(width, SHEET_COLUMN_LIMIT) }, (_, c) => row[c] ?? ''),
    )
  return { name, rows, totalRows: all.length, totalColumns: width }
}
