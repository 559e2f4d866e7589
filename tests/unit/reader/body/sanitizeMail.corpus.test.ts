// @vitest-environment jsdom
/**
 * Every vector of the three public corpora in /work/shared/fixtures/xss (DOMPurify's own test
 * fixtures, html5sec, OWASP's filter-evasion sheet) through the mail sanitiser, with and without
 * remote content allowed. Byte equality with DOMPurify's expected output is not asked for: the
 * mail profile deliberately removes more (forms, media, MathML, SVG animation) and rewrites CSS.
 * What is asked for is the safety properties of tests/unit/reader/body/safety.ts, plus that the
 * output is stable when parsed again (no mutation-based XSS between sanitiser and frame).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sanitizeMail } from '../../../../src/features/common/mailHtml/sanitizeMail.ts'
import { findViolations } from './safety.ts'
import { XSS_CORPUS } from '../../../support/fixtures.ts'

const FIXTURES = XSS_CORPUS

function load<T>(file: string): T[] {
  return JSON.parse(readFileSync(`${FIXTURES}/${file}`, 'utf8')) as T[]
}

const dompurify = load<{ title?: string; payload: string }>('dompurify-expect.json').map(
  (entry, index) => ({ name: `#${index} ${entry.title ?? ''}`, input: entry.payload }),
)
const h5sc = load<{ id: number; name: string; data: string }>('h5sc-vectors.json').map((entry) => ({
  name: `#${entry.id} ${entry.name}`,
  input: entry.data,
}))
const owasp = load<{ section: string; vector: string }>(
  'owasp-xss-filter-evasion-vectors.json',
).map((entry, index) => ({ name: `#${index} ${entry.section}`, input: entry.vector }))

/** Serialising what the frame will parse must give the same markup back. */
function reparsed(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.innerHTML
}

describe.each([
  { corpus: 'dompurify-expect.json', vectors: dompurify, size: 223 },
  { corpus: 'h5sc-vectors.json', vectors: h5sc, size: 149 },
  { corpus: 'owasp-xss-filter-evasion-vectors.json', vectors: owasp, size: 110 },
])('$corpus', ({ vectors, size }) => {
  it('is the whole corpus', () => {
    expect(vectors).toHaveLength(size)
  })

  it.each(vectors)('$name', ({ input }) => {
    const blocked = sanitizeMail(input)
    expect(findViolations(blocked.html)).toEqual([])
    expect(reparsed(blocked.html)).toBe(blocked.html)
    // Allowing remote content only changes what was blocked; with nothing blocked the output
    // is the same, so the second pass is run where it can differ.
    if (blocked.blockedRemote === 0) return
    const allowed = sanitizeMail(input, { allowRemote: true })
    expect(findViolations(allowed.html, true)).toEqual([])
    expect(reparsed(allowed.html)).toBe(allowed.html)
  })
})
