// Requirements traceability gate (`npm run requirements:check`, part of `npm test`).
//
// docs/requirements.md lists every rule (R-…), message (M-…) and constant (C-…) of the product
// with a stable id, one table per area; an area's own id (e.g. R-LOCK) stands for the whole
// area. Code and tests cite the ids in comments (`// R-LOCK-3`). This script scans them and
//  - fails on a cited id the document does not define (a typo, or a row deleted too soon),
//    on an id defined twice, on an id the document's own text uses but does not define, and
//    on "Implemented in" / "Checked by" cells that differ from what the scan finds (stale:
//    run `node scripts/check-requirements.mjs --write`, which rewrites them and formats the
//    file with Prettier);
//  - warns about ids that no source file or no test cites yet, and about files that still cite
//    the spec documents (product.md, calls-and-behaviour.md), which are not in the repository:
//    `node scripts/cite-requirements.mjs` converts what it can. `--strict` turns warnings into
//    failures.
// A row whose requirement text ends with "(planned: issue N)" belongs to a screen not built
// yet: it is exempt from the "cited by no …" warnings and counted in a note of its own, so the
// gate can be strict today and the planned work stays visible.
import console from 'node:console'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

export const DOC = 'docs/requirements.md'
/** Where implementations live, and where tests live (paths relative to the repository). */
export const SOURCE_ROOTS = ['src', 'machines', 'mocks', 'openapi.yaml']
export const TEST_ROOTS = ['tests']
/** Also scanned for stale spec citations (documentation and scripts). */
const OTHER_ROOTS = ['docs', 'scripts', 'README.md', 'bench']
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'fixtures'])
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|ya?ml|md|json|css|html)$/
const GENERATED = new Set(['src/api/schema.gen.ts'])
/** An id: R-, M- or C-, an area in capitals, optionally a number. */
export const ID_PATTERN = /\b[RMC]-[A-Z]{2,}(?:-\d+)?\b/g
/** The marker of a row for a screen not built yet; the number is the issue that builds it. */
export const PLANNED = /\(planned: issue (\d+)\)$/
const SPEC_CITATION = /\b(?:product|calls-and-behaviour)\.md\b/
/** A file whose ids and citations are examples, not traceability (the scripts' own tests). */
export const IGNORE_MARKER = 'requirements-check: ignore-file'
const ignored = (text) => text.includes(IGNORE_MARKER)

/** Every text file under the given roots, as repository-relative paths. */
export function listFiles(root, roots) {
  const files = []
  const walk = (path) => {
    const full = join(root, path)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full)) {
        if (SKIP_DIRS.has(name) || name.startsWith('dist-')) continue
        walk(join(path, name))
      }
    } else if (TEXT_FILE.test(path) && !GENERATED.has(path)) {
      files.push(path.split('\\').join('/'))
    }
  }
  roots.forEach(walk)
  return files.sort()
}

/**
 * The document's tables: rows whose first cell is an id. Returns the rows in order, with the
 * line index, the id, the requirement text and the two generated cells as path lists.
 */
export function parseDoc(text) {
  const rows = []
  text.split('\n').forEach((line, index) => {
    const cells = line.split('|').slice(1, -1)
    if (cells.length !== 4) return
    const id = cells[0].trim()
    if (!/^[RMC]-[A-Z]{2,}(?:-\d+)?$/.test(id)) return
    const paths = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])
    rows.push({
      index,
      id,
      text: cells[1].trim(),
      implementedIn: paths(cells[2]),
      checkedBy: paths(cells[3]),
      plannedIssue: Number(PLANNED.exec(cells[1].trim())?.[1] ?? 0) || undefined,
    })
  })
  return rows
}

/** Which files cite which ids: Map id → Set of files. */
function citations(root, files) {
  const byId = new Map()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    if (ignored(text)) continue
    for (const [id] of text.matchAll(ID_PATTERN)) {
      if (!byId.has(id)) byId.set(id, new Set())
      byId.get(id).add(file)
    }
  }
  return byId
}

/** A long list shortened for the console unless --verbose. */
const shortList = (items, verbose, separator = ' ') =>
  verbose || items.length <= 12
    ? items.join(separator)
    : `${items.slice(0, 12).join(separator)}${separator}… (${items.length - 12} more; --verbose lists all)`

const sorted = (set) => [...(set ?? [])].sort()
const cell = (paths) => paths.map((p) => `\`${p}\``).join(', ')

/**
 * Runs every check; returns { errors, warnings, notes, doc } where doc is the regenerated text
 * and notes are informational (they never fail, even with --strict).
 */
export function check(root, { verbose = false } = {}) {
  const errors = []
  const warnings = []
  const notes = []
  const docPath = join(root, DOC)
  const text = readFileSync(docPath, 'utf8')
  const rows = parseDoc(text)
  const defined = new Set()
  for (const row of rows) {
    if (defined.has(row.id)) errors.push(`${DOC}: ${row.id} is defined twice`)
    defined.add(row.id)
  }
  for (const row of rows) {
    for (const [id] of row.text.matchAll(ID_PATTERN))
      if (!defined.has(id)) errors.push(`${DOC}: ${row.id} refers to ${id}, which is not defined`)
  }

  const sourceFiles = listFiles(root, SOURCE_ROOTS)
  const testFiles = listFiles(root, TEST_ROOTS)
  const inSource = citations(root, sourceFiles)
  const inTests = citations(root, testFiles)
  for (const byId of [inSource, inTests]) {
    for (const [id, citing] of byId) {
      if (defined.has(id)) continue
      for (const file of citing) {
        const line = readFileSync(join(root, file), 'utf8')
          .split('\n')
          .findIndex((l) => l.includes(id))
        errors.push(`${file}:${line + 1}: cites ${id}, which ${DOC} does not define`)
      }
    }
  }

  const lines = text.split('\n')
  let stale = 0
  const noSource = []
  const noTest = []
  /** Issue number → ids of rows planned for it. */
  const planned = new Map()
  for (const row of rows) {
    const implementedIn = sorted(inSource.get(row.id))
    const checkedBy = sorted(inTests.get(row.id))
    for (const path of [...row.implementedIn, ...row.checkedBy])
      if (!existsSync(join(root, path)))
        errors.push(`${DOC}: ${row.id} lists ${path}, which does not exist`)
    if (
      implementedIn.join() !== row.implementedIn.join() ||
      checkedBy.join() !== row.checkedBy.join()
    )
      stale += 1
    const cells = lines[row.index].split('|')
    cells[3] = ` ${cell(implementedIn)} `
    cells[4] = ` ${cell(checkedBy)} `
    lines[row.index] = cells.join('|')
    // An area id stands for its rows; only the rows themselves need citations.
    if (!/-\d+$/.test(row.id)) continue
    if (row.plannedIssue) {
      if (!planned.has(row.plannedIssue)) planned.set(row.plannedIssue, [])
      planned.get(row.plannedIssue).push(row.id)
      continue
    }
    if (!implementedIn.length) noSource.push(row.id)
    if (!checkedBy.length) noTest.push(row.id)
  }
  if (stale)
    errors.push(
      `${DOC}: ${stale} rows' "Implemented in" / "Checked by" cells are stale; run node scripts/check-requirements.mjs --write`,
    )
  const items = rows.filter((row) => /-\d+$/.test(row.id)).length
  if (noSource.length)
    warnings.push(
      `${noSource.length} of ${items} ids are cited by no source file: ${shortList(noSource, verbose)}`,
    )
  if (noTest.length)
    warnings.push(
      `${noTest.length} of ${items} ids are cited by no test: ${shortList(noTest, verbose)}`,
    )

  if (planned.size) {
    const issues = [...planned.keys()].sort((a, b) => a - b)
    const ids = issues.flatMap((issue) => planned.get(issue))
    notes.push(
      `${ids.length} planned for issue${issues.length > 1 ? 's' : ''} ${issues.join(', ')}: ` +
        shortList(
          issues.map((issue) => `#${issue} ${planned.get(issue).join(' ')}`),
          verbose,
          '; ',
        ),
    )
  }

  const specCiting = listFiles(root, [...SOURCE_ROOTS, ...TEST_ROOTS, ...OTHER_ROOTS]).filter(
    (file) =>
      file !== DOC &&
      !file.startsWith('scripts/check-requirements') &&
      !file.startsWith('scripts/cite-requirements') &&
      SPEC_CITATION.test(readFileSync(join(root, file), 'utf8')) &&
      !ignored(readFileSync(join(root, file), 'utf8')),
  )
  if (specCiting.length)
    warnings.push(
      `${specCiting.length} files still cite product.md / calls-and-behaviour.md (not in the repository; ` +
        `node scripts/cite-requirements.mjs converts what it can):\n  ${shortList(specCiting, verbose, '\n  ')}`,
    )
  return { errors, warnings, notes, doc: lines.join('\n') }
}

async function main() {
  const root = process.cwd()
  const write = process.argv.includes('--write')
  const strict = process.argv.includes('--strict')
  const verbose = process.argv.includes('--verbose')
  let result = check(root, { verbose })
  if (write) {
    const prettier = await import('prettier')
    const options = (await prettier.resolveConfig(join(root, DOC))) ?? {}
    const formatted = await prettier.format(result.doc, { ...options, filepath: join(root, DOC) })
    writeFileSync(join(root, DOC), formatted)
    result = check(root, { verbose })
  }
  for (const note of result.notes) console.log(`note: ${note}`)
  for (const warning of result.warnings) console.warn(`warning: ${warning}`)
  const failures = strict ? [...result.errors, ...result.warnings] : result.errors
  for (const error of result.errors) console.error(`error: ${error}`)
  if (failures.length) {
    console.error(`requirements check failed (${failures.length})`)
    process.exit(1)
  }
  console.log(`requirements check passed (${relative(root, resolve(root, DOC))})`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
