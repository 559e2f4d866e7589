/** How the contract kit shows its result: a table for people, JSON and JUnit XML for CI. */
import type { KitResult, ResultRow } from './kit.ts'

const MARK: Record<ResultRow['outcome'], string> = {
  conforms: 'yes',
  violates: 'NO',
  error: 'NO',
  'not-implemented': '501',
  skipped: '-',
}

/** A write step carries its sequence: `folder: createFolder`. */
const label = (r: ResultRow) => (r.sequence ? `${r.sequence}: ${r.operationId}` : r.operationId)

export function table(result: KitResult): string {
  const header = ['operation', 'call', 'status', 'conforms', 'first error / note']
  const lines = result.rows.map((r) => [
    label(r),
    `${r.method} ${r.path}`,
    r.status === null ? '-' : String(r.status),
    MARK[r.outcome],
    r.detail,
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.slice(0).map((l) => l[i]!.length)),
  )
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n')
}

export function summary(result: KitResult): string {
  const c = result.counts
  const called = c.conforms + c.violates + c.error
  return (
    `${result.ok ? 'PASS' : 'FAIL'}: ${c.conforms} of ${called} called operations conform` +
    (c.violates ? `, ${c.violates} break the contract` : '') +
    (c.error ? `, ${c.error} gave no answer` : '') +
    `; ${c['not-implemented']} not implemented (501), ${c.skipped} not called` +
    (result.scratch
      ? `; --write made ${result.scratch.created.length} scratch objects and removed ${result.scratch.removed.length}` +
        (result.scratch.leftover.length
          ? `, ${result.scratch.leftover.length} COULD NOT BE REMOVED`
          : '')
      : '')
  )
}

/** What `--write` made and what became of it (empty without --write). */
export function scratchLines(result: KitResult): string {
  const s = result.scratch
  if (!s) return ''
  return [
    `Scratch objects (${s.created.length} made):`,
    ...s.removed.map((line) => `  removed  ${line}`),
    ...s.leftover.map((line) => `  LEFT     ${line} — remove it by hand`),
  ].join('\n')
}

const xml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function junit(result: KitResult): string {
  const c = result.counts
  const cases = result.rows.map((r) => {
    const name = `${label(r)} (${r.method} ${r.path})`
    const open = `    <testcase classname="contract.${xml(r.family)}" name="${xml(name)}">`
    if (r.outcome === 'violates' || r.outcome === 'error') {
      return `${open}\n      <failure message="${xml(r.detail)}">status ${r.status ?? '-'}</failure>\n    </testcase>`
    }
    if (r.outcome === 'skipped' || r.outcome === 'not-implemented') {
      return `${open}\n      <skipped message="${xml(r.detail)}"/>\n    </testcase>`
    }
    return `${open}</testcase>`
  })
  for (const left of result.scratch?.leftover ?? []) {
    cases.push(
      `    <testcase classname="contract.cleanup" name="${xml(left)}">\n      <failure message="not removed: ${xml(left)}">left on the server</failure>\n    </testcase>`,
    )
  }
  const failures = c.violates + c.error + (result.scratch?.leftover.length ?? 0)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="openapi contract" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="openapi.yaml" tests="${cases.length}" failures="${failures}" skipped="${c.skipped + c['not-implemented']}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}
