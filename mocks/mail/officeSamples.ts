/**
 * Real office files for the seed's attachments, so the demo's previews show content: small
 * files from public test corpora, byte for byte (tests/fixtures/office/README.md names each
 * source and licence), kept as base64 in officeSamples.gen.ts (scripts/office-samples.mjs).
 */
import { OFFICE_SAMPLE_BASE64 } from './officeSamples.gen.ts'

/** Base64 of each sample, the form attachments keep their bytes in (MailAttachment.content). */
export const OFFICE_SAMPLES: Readonly<Record<keyof typeof OFFICE_SAMPLE_BASE64, string>> = {
  /** Two sheets: Sheet1 "Column1 / Column2", Sheet2 "DK / Name" (T123456789, Test 89 …). */
  xlsx: OFFICE_SAMPLE_BASE64.xlsx,
  /** A paragraph "Above", a 2×2 table "Top left" … "Bottom right", a paragraph "Below". */
  docx: OFFICE_SAMPLE_BASE64.docx,
  /** One small PNG picture. */
  pictureDocx: OFFICE_SAMPLE_BASE64.pictureDocx,
  /** One slide: "Test text", "Group test text", boxes, a table, a GIF and a JPEG picture. */
  pptx: OFFICE_SAMPLE_BASE64.pptx,
}
