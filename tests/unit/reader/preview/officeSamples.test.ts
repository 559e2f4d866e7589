/** The seed's office samples are the fixture files, byte for byte (scripts/office-samples.mjs). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OFFICE_SAMPLE_BASE64 } from '../../../../mocks/mail/officeSamples.gen.ts'
import { SAMPLES } from '../../../../scripts/office-samples.mjs'

describe('office samples of the seed', () => {
  it.each(Object.entries(SAMPLES))('%s is %s', (key, file) => {
    const bytes = readFileSync(new URL(`../../../fixtures/office/${file}`, import.meta.url))
    expect(OFFICE_SAMPLE_BASE64[key as keyof typeof OFFICE_SAMPLE_BASE64]).toBe(
      bytes.toString('base64'),
    )
  })
})
