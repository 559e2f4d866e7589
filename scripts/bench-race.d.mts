export interface RaceOptions {
  runs: number
  warmup: number
  sizes: number[]
  skipRoundcube: boolean
  only: 'real' | 'demo' | null
  notes: string[]
  tableOnly: boolean
}
/** The command line's options, checked; throws with a message for the user on a bad one. */
export function parseRaceOptions(argv: string[]): RaceOptions
