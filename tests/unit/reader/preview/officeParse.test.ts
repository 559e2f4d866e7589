/**
 * The preview worker's parsers (issue 15), run directly in Node against real files from public
 * test corpora (tests/fixtures/office/README.md): a known cell, paragraph and slide text each,
 * and what a broken or password-protected file answers.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  parseCsv,
  parseOffice,
  SHEET_ROW_LIMIT,
  slideParagraphs,
} from '../../../../src/features/reader/preview/parse/index.ts'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../fixtures/office/${name}`, import.meta.url)))

describe('spreadsheets', () => {
  it('reads every sheet of an xlsx with its cells as shown', async () => {
    const answer = await parseOffice('sheet', fixture('exceljs__test-issue-1669.xlsx'), 'a.xlsx')
    if (answer.kind !== 'sheets') throw new Error(answer.kind)
    expect(answer.sheets.map((s) => s.name)).toEqual(['Sheet1', 'Sheet2'])
    expect(answer.sheets[0]!.rows[0]).toEqual(['Column1', 'Column2'])
    expect(answer.sheets[0]!.rows[2]).toEqual(['2', 'e'])
    expect(answer.sheets[1]!.rows[1]).toEqual(['T123456789', 'Test 89'])
    expect(answer.sheets[1]!.totalRows).toBe(6)
  })

  it('keeps a cell that looks like markup as text', async () => {
    const answer = await parseOffice(
      'csv',
      new TextEncoder().encode('名称,备注\n"<img src=x onerror=alert(1)>","a, b"\n'),
      'x.csv',
    )
    if (answer.kind !== 'sheets') throw new Error(answer.kind)
    expect(answer.sheets[0]!.rows).toEqual([
      ['名称', '备注'],
      ['<img src=x onerror=alert(1)>', 'a, b'],
    ])
  })

  it('reads a csv saved by a Chinese Excel (GBK) as well as UTF-8', async () => {
    // "名称,金额\n差旅,18500" in GBK.
    const gbk = new Uint8Array([
      0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xbd, 0xf0, 0xb6, 0xee, 0x0a, 0xb2, 0xee, 0xc2, 0xc3, 0x2c,
      0x31, 0x38, 0x35, 0x30, 0x30,
    ])
    const answer = await parseOffice('csv', gbk, 'gbk.csv')
    if (answer.kind !== 'sheets') throw new Error(answer.kind)
    expect(answer.sheets[0]!.rows).toEqual([
      ['名称', '金额'],
      ['差旅', '18500'],
    ])
  })

  it('cuts a big sheet to the first rows and says how many there are', () => {
    const lines = Array.from({ length: SHEET_ROW_LIMIT + 20 }, (_, i) => `${i + 1},x`)
    const sheet = parseCsv(lines.join('\n'), 'big.csv')
    expect(sheet.rows).toHaveLength(SHEET_ROW_LIMIT)
    expect(sheet.totalRows).toBe(SHEET_ROW_LIMIT + 20)
    expect(sheet.rows.at(-1)).toEqual([String(SHEET_ROW_LIMIT), 'x'])
  })
})

describe('docx', () => {
  it('turns paragraphs and tables into html', async () => {
    const answer = await parseOffice('docx', fixture('mammoth__tables.docx'), 'a.docx')
    if (answer.kind !== 'document') throw new Error(answer.kind)
    expect(answer.html).toContain('<p>Above</p>')
    expect(answer.html).toMatch(/<table[^>]*>.*<td[^>]*><p>Top left<\/p><\/td>.*<\/table>/)
  })

  it('hands pictures over as cid: references to raster data: URLs', async () => {
    const answer = await parseOffice('docx', fixture('mammoth__tiny-picture.docx'), 'a.docx')
    if (answer.kind !== 'document') throw new Error(answer.kind)
    expect(answer.html).toContain('src="cid:docx-image-1"')
    expect(answer.images['docx-image-1']).toMatch(/^data:image\/png;base64,iVBOR/)
  })
})

describe('pptx', () => {
  it('gives each slide its paragraphs in order and its pictures', async () => {
    const answer = await parseOffice('pptx', fixture('python-pptx__test_slides.pptx'), 'a.pptx')
    if (answer.kind !== 'slides') throw new Error(answer.kind)
    expect(answer.slides).toHaveLength(1)
    expect(answer.slides[0]!.paragraphs.slice(0, 2)).toEqual(['Test text', 'Group test text'])
    expect(answer.slides[0]!.paragraphs).toContain('Cell text 2')
    expect(answer.slides[0]!.images).toEqual([
      expect.stringMatching(/^data:image\/gif;base64,R0lGOD/),
      expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//),
    ])
  })

  it('keeps the slides in the presentation order', async () => {
    const answer = await parseOffice('pptx', fixture('python-pptx__txt-text.pptx'), 'a.pptx')
    if (answer.kind !== 'slides') throw new Error(answer.kind)
    expect(answer.slides).toHaveLength(2)
    expect(answer.slides[1]!.paragraphs).toEqual(['Text run in table cell'])
  })

  it('joins the runs of a paragraph, breaks at a:br and decodes entities', () => {
    const xml =
      '<p:txBody><a:p><a:r><a:t>A &amp; </a:t></a:r><a:r><a:t xml:space="preserve">B</a:t></a:r>' +
      '<a:br/><a:r><a:t>&#x4e2d;&lt;x&gt;</a:t></a:r></a:p><a:p/><a:p><a:pPr/><a:r><a:t>C</a:t></a:r></a:p></p:txBody>'
    expect(slideParagraphs(xml)).toEqual(['A & B\n中<x>', 'C'])
  })
})

describe('files that cannot be shown', () => {
  const truncated = (name: string) => fixture(name).slice(0, 2000)

  it.each([
    ['sheet', 'exceljs__test-issue-1669.xlsx'],
    ['docx', 'mammoth__tables.docx'],
    ['pptx', 'python-pptx__test_slides.pptx'],
  ] as const)('a truncated %s is corrupt', async (kind, name) => {
    expect(await parseOffice(kind, truncated(name), name)).toEqual({
      kind: 'broken',
      reason: 'corrupt',
    })
  })

  it('text named as a workbook is no workbook', async () => {
    const text = new TextEncoder().encode('会议纪要\n第一项,第二项\n')
    expect(await parseOffice('sheet', text, 'a.xlsx')).toEqual({
      kind: 'broken',
      reason: 'corrupt',
    })
  })

  it('an OOXML file inside an OLE container is password-protected', async () => {
    const cfb = new Uint8Array(4096)
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(await parseOffice('docx', cfb, 'a.docx')).toEqual({
      kind: 'broken',
      reason: 'encrypted',
    })
    expect(await parseOffice('pptx', cfb, 'a.pptx')).toEqual({
      kind: 'broken',
      reason: 'encrypted',
    })
  })
})
