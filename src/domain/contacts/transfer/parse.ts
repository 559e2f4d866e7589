/**
 * Reads a contacts file into a table of strings with the kept parsers — SheetJS for xls/xlsx,
 * Papa Parse for csv, ical.js for vCard — never by hand. Runs in the dialog's worker and in the
 * fake backend alike. csv is UTF-8 (with or without BOM), UTF-16 with BOM, or else GBK: Chinese
 * Excel saves "CSV" in the system code page (decision 211).
 */
import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import type { ContactFileKind } from './rules.ts'
import { vcardTable } from './vcard.ts'

export interface ContactTable {
  /** The file's header row (for vCard: the field keys it was read into). */
  headers: string[]
  rows: string[][]
  /** The row number of rows[0] in the file, as the user would count it (1 after a header row). */
  firstRow: number
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gbk').decode(bytes)
  }
}

function csvTable(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false })
  const rows = parsed.data
  // Papa keeps the empty line after the last newline as a row of one empty cell.
  if (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop()
  return rows
}

function sheetTable(bytes: Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'array', cellDates: true })
  const first = book.SheetNames[0]
  const sheet = first === undefined ? undefined : book.Sheets[first]
  if (!sheet) return []
  // Dates show as the sheet formats them (1/2/90); the contact keeps ISO dates.
  for (const [key, cell] of Object.entries(sheet)) {
    if (!key.startsWith('!') && cell && (cell as XLSX.CellObject).t === 'd') {
      const date = (cell as XLSX.CellObject).v as Date
      const pad = (n: number) => String(n).padStart(2, '0')
      ;(cell as XLSX.CellObject).w =
        `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    }
  }
  return XLSX.utils.sheet_to_json<string[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
    dateNF: 'yyyy-mm-dd',
  })
}

/** Throws when the parser cannot read the file (the caller reports `fileUnreadable`). */
export function parseContactFile(kind: ContactFileKind, bytes: Uint8Array): ContactTable {
  if (kind === 'vcf') return vcardTable(decodeText(bytes))
  const table = kind === 'csv' ? csvTable(decodeText(bytes)) : sheetTable(bytes)
  const [header = [], ...rows] = table.map((row) => row.map((cell) => String(cell ?? '')))
  return { headers: header.map((h) => h.trim()), rows, firstRow: 2 }
}
