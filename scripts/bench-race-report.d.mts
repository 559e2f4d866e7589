export type Median = Record<string, number | null | undefined>
export interface MeasureResult {
  median: Median
  [key: string]: unknown
}
export interface Target {
  label: string
  value: number | null
  limit: number
  unit: string
  verdict: 'PASS' | 'FAIL' | 'n/a'
}
export interface SizeEntry {
  size: number
  roundcube: MeasureResult | null
  ours: (MeasureResult & { breakdown?: Record<string, number> }) | null
  ratio: Record<string, number | null>
  targets: Target[]
}
export interface RaceResults {
  date: string
  commit: string
  machine: string
  browser: string
  load: string
  options: { runs: number; warmup: number; sizes: number[] }
  sizes: Record<string, SizeEntry>
  demo: (MeasureResult & { breakdown?: Record<string, number>; targets: Target[] }) | null
  notes: string[]
}

export const RATIO_KEYS: string[]
export function ratios(
  ours: Median | undefined,
  theirs: Median | undefined,
  keys?: string[],
): Record<string, number | null>
export function realTargets(
  ours: Median | undefined,
  ratio: Record<string, number | null> | undefined,
): Target[]
export function demoTargets(
  demo: Median | undefined,
  breakdown: Record<string, number> | undefined,
): Target[]
export function verdict(value: unknown, limit: number): 'PASS' | 'FAIL' | 'n/a'
export function clientShare(median: Median | undefined): number | null
export function whereTimeGoes(median: Median | undefined): string
export function sizeEntry(
  size: number,
  roundcube: MeasureResult | null,
  ours: MeasureResult | null,
): SizeEntry
export function pickResult(result: MeasureResult): MeasureResult
export function mergeResults(
  existing: Record<string, unknown> | null,
  race: RaceResults,
): Record<string, unknown>
export function raceTable(race: RaceResults): string
export const README_START: string
export const README_END: string
export function replaceReadmeSection(readme: string, table: string): string
