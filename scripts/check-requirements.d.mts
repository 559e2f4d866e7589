// Types for check-requirements.mjs, so tests (strict TS, no allowJs) can import it.

export const DOC: string
export const SOURCE_ROOTS: string[]
export const TEST_ROOTS: string[]
export const ID_PATTERN: RegExp
export const IGNORE_MARKER: string
/** A requirement text ending in "(planned: issue N)"; group 1 is N. */
export const PLANNED: RegExp
export function listFiles(root: string, roots: string[]): string[]
export function parseDoc(text: string): {
  index: number
  id: string
  text: string
  implementedIn: string[]
  checkedBy: string[]
  /** N of a trailing "(planned: issue N)", else undefined. */
  plannedIssue: number | undefined
}[]
export function check(
  root: string,
  options?: { verbose?: boolean },
): { errors: string[]; warnings: string[]; notes: string[]; doc: string }
