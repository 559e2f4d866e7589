// Types for office-samples.mjs, so tests (strict TS, no allowJs) can import it.

/** Key in OFFICE_SAMPLE_BASE64 → file name in tests/fixtures/office/. */
export const SAMPLES: Record<'xlsx' | 'docx' | 'pictureDocx' | 'pptx', string>
