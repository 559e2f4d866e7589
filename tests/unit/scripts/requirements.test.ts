/**
 * The requirements traceability scripts: check-requirements.mjs on a tiny repository in a
 * temporary folder (stale columns, unknown ids and missing paths fail; uncited ids and spec
 * citations only warn; --write's output passes), and cite-requirements.mjs's conversion of
 * spec citations into ids.
 *
 * requirements-check: ignore-file (the ids and citations below are examples, not traceability)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { check } from '../../../scripts/check-requirements.mjs'
import { convert } from '../../../scripts/cite-requirements.mjs'

const DOC = `# Requirements

## R-LOCK — Locks

| Id | Requirement | Implemented in | Checked by |
| --- | --- | --- | --- |
| R-LOCK | The area as a whole. | | |
| R-LOCK-1 | Enter submits the lock screen. | | |
| R-LOCK-2 | The session stays online while locked; see C-TIME-1. | | |

## C-TIME — Times

| Id | Requirement | Implemented in | Checked by |
| --- | --- | --- | --- |
| C-TIME | The area as a whole. | | |
| C-TIME-1 | Idle lock after 600 s. | | |
`

let root = ''
function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'requirements-'))
  for (const [path, text] of Object.entries({ 'docs/requirements.md': DOC, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('check-requirements', () => {
  const cited = {
    'src/lock.ts': '// R-LOCK-1: Enter submits\nexport const IDLE = 600 // C-TIME-1\n',
    'tests/lock.test.ts': '// R-LOCK-1, C-TIME-1\n',
  }

  it('finds the stale columns, then passes once they are written', () => {
    const stale = check(repo(cited))
    expect(stale.errors).toEqual([expect.stringMatching(/2 rows' .* cells are stale/)])
    writeFileSync(join(root, 'docs/requirements.md'), stale.doc)
    const fresh = check(root)
    expect(fresh.errors).toEqual([])
    expect(fresh.doc).toContain(
      '| R-LOCK-1 | Enter submits the lock screen. | `src/lock.ts` | `tests/lock.test.ts` |',
    )
  })

  it('warns about ids no source file or no test cites, and about spec citations', () => {
    const result = check(repo({ ...cited, 'src/old.ts': '// product.md §2 "Lock screen"\n' }))
    expect(result.warnings).toEqual([
      '1 of 3 ids are cited by no source file: R-LOCK-2',
      '1 of 3 ids are cited by no test: R-LOCK-2',
      expect.stringMatching(/^1 files still cite product\.md .*\n {2}src\/old\.ts$/),
    ])
    expect(result.notes).toEqual([])
  })

  it('exempts rows planned for a later issue from the uncited warnings and counts them in a note', () => {
    const doc = DOC.replace(
      '| R-LOCK-2 | The session stays online while locked; see C-TIME-1. | | |',
      '| R-LOCK-2 | The session stays online while locked; see C-TIME-1. (planned: issue 17) | | |\n' +
        '| R-LOCK-3 | The calendar lock. (planned: issue 14) | | |\n' +
        '| R-LOCK-4 | Planned, but the marker is not at the end (planned: issue 14). | | |',
    )
    const result = check(repo({ ...cited, 'docs/requirements.md': doc }))
    expect(result.warnings).toEqual([
      '1 of 5 ids are cited by no source file: R-LOCK-4',
      '1 of 5 ids are cited by no test: R-LOCK-4',
    ])
    expect(result.notes).toEqual(['2 planned for issues 14, 17: #14 R-LOCK-3; #17 R-LOCK-2'])
  })

  it('skips a file that carries the ignore marker', () => {
    const marker = 'requirements-check: ' + 'ignore-file'
    const result = check(repo({ ...cited, 'tests/example.test.ts': `// ${marker}\n// R-LOCK-9\n` }))
    expect(result.errors).toEqual([expect.stringMatching(/stale/)])
  })

  it('fails on a cited id the document does not define', () => {
    const result = check(repo({ ...cited, 'src/typo.ts': 'const a = 1\n// R-LOCK-9\n' }))
    expect(result.errors).toContain(
      'src/typo.ts:2: cites R-LOCK-9, which docs/requirements.md does not define',
    )
  })

  it('fails on an id defined twice, a dangling reference, and a listed path that is gone', () => {
    const doc = `${DOC}| C-TIME-1 | Again, with R-LOCK-7. | \`src/gone.ts\` | |\n`
    const result = check(repo({ ...cited, 'docs/requirements.md': doc }))
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'docs/requirements.md: C-TIME-1 is defined twice',
        'docs/requirements.md: C-TIME-1 refers to R-LOCK-7, which is not defined',
        'docs/requirements.md: C-TIME-1 lists src/gone.ts, which does not exist',
      ]),
    )
  })
})

describe('cite-requirements', () => {
  it.each([
    ['/** The picker (product.md §2 "Address book dialog"). */', '/** The picker (R-ADDR). */'],
    ['// calls-and-behaviour.md §4 Lock, §8: wrong', '// R-LOCK, M-ERR: wrong'],
    ['// product.md §5 "Remark": 200', '// R-VALID-3: 200'],
    ['// product.md §2 "Review", "Mailbox screen"', '// R-REVIEW, R-MAILBOX'],
    ['// product.md "Layout" cards', '// R-LAYOUT cards'],
    [
      '// (product.md §2 Layout, §5 Passwords)',
      '// (R-LAYOUT, R-VALID-4, R-VALID-5, R-VALID-6, R-VALID-7)',
    ],
    // A quoted sentence that is not a heading stays, after the id its start points to.
    [
      '// product.md §2 "Locked folders show a lock icon"',
      '// R-MAILBOX-1 "Locked folders show a lock icon"',
    ],
    // No heading: the words of the line decide.
    [
      '// The folder list toolbar (product.md §2): select',
      '// The folder list toolbar (R-LIST): select',
    ],
    ['// ping 60 s (calls-and-behaviour.md §9)', '// ping 60 s (C-TIME-5)'],
    ['// remark 200 (calls-and-behaviour.md §9)', '// remark 200 (C-LIMIT-3)'],
    ['// wait 5 s (calls-and-behaviour.md §9)', '// wait 5 s (C-TIME)'],
    ['// at most 7 (calls-and-behaviour.md §9)', '// at most 7 (C-LIMIT)'],
  ])('%s', (before, after) => {
    expect(convert(before)).toEqual({ text: after, converted: 1, left: 0 })
  })

  it('leaves what it cannot place, and converted text unchanged on a second run', () => {
    const unplaced = '// see product.md for the rest; product.md §2–§6 "Compose"'
    expect(convert(unplaced)).toEqual({ text: unplaced, converted: 0, left: 2 })
    const once = convert('// product.md §4 "Partial send"').text
    expect(once).toBe('// R-SEND-8')
    expect(convert(once)).toEqual({ text: once, converted: 0, left: 0 })
  })
})
