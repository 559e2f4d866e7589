/**
 * Real office files for the seed's attachments, so the demo's previews show content: small
 * files from public test corpora, byte for byte (tests/fixtures/office/README.md names each
 * source and licence). Vite inlines them as data: URLs in the demo, vitest and the mock server.
 */
import budgetXlsx from '../../tests/fixtures/office/exceljs__test-issue-1669.xlsx?inline'
import tablesDocx from '../../tests/fixtures/office/mammoth__tables.docx?inline'
import pictureDocx from '../../tests/fixtures/office/mammoth__tiny-picture.docx?inline'
import slidesPptx from '../../tests/fixtures/office/python-pptx__test_slides.pptx?inline'

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1)

/** Base64 of each sample, the form attachments keep their bytes in (MailAttachment.content). */
export const OFFICE_SAMPLES = {
  /** Two sheets: Sheet1 "Column1 / Column2", Sheet2 "DK / Name" (T123456789, Test 89 …). */
  xlsx: base64Of(budgetXlsx),
  /** A paragraph "Above", a 2×2 table "Top left" … "Bottom right", a paragraph "Below". */
  docx: base64Of(tablesDocx),
  /** One small PNG picture. */
  pictureDocx: base64Of(pictureDocx),
  /** One slide: "Test text", "Group test text", boxes, a table, a GIF and a JPEG picture. */
  pptx: base64Of(slidesPptx),
} as const
