/**
 * `--data FILE`: the mock server's state kept in a JSON snapshot. Read at start (a file that is
 * not a snapshot is refused with a clear message and never overwritten), written atomically
 * (temporary file + rename, so a crash mid-write leaves the old snapshot whole) a moment after
 * each change and once more at shutdown.
 */
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import type { DbSnapshot } from '../db/index.ts'
import { isScenarioName, type ScenarioName } from '../seed/scenarios.ts'

export interface Snapshot {
  scenario: ScenarioName
  anchorMs: number
  data: DbSnapshot
}

export class DataFileError extends Error {
  override name = 'DataFileError'
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    isScenarioName(v.scenario) &&
    typeof v.anchorMs === 'number' &&
    typeof v.data === 'object' &&
    v.data !== null
  )
}

/** The snapshot in `path`, or null when there is no file yet. Throws DataFileError if corrupt. */
export async function readSnapshot(path: string): Promise<Snapshot | null> {
  if (!existsSync(path)) return null
  const text = await readFile(path, 'utf8')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new DataFileError(
      `${path} is not valid JSON (${(error as Error).message}); refusing to start so it is not ` +
        'overwritten. Move it away or point --data at another file.',
    )
  }
  if (!isSnapshot(parsed)) {
    throw new DataFileError(
      `${path} is JSON but not a mock-server snapshot (expected scenario, anchorMs and data); ` +
        'refusing to start so it is not overwritten.',
    )
  }
  return parsed
}

let writeCount = 0

export async function writeSnapshot(path: string, snapshot: Snapshot): Promise<void> {
  // One temporary name per write: two writers of the same file in one process (a server restarted
  // on its own data file, or tests sharing a worker) must never rename each other's file away.
  writeCount += 1
  const temporary = `${path}.${process.pid}.${writeCount}.tmp`
  await writeFile(temporary, JSON.stringify(snapshot))
  await rename(temporary, path)
}

/** Debounced writer: `changed()` after each change, `flush()` at shutdown. */
export function snapshotWriter(
  path: string,
  take: () => Snapshot,
  log: (line: string) => void,
  delayMs = 500,
): { changed(): void; flush(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    // Writes are chained: two renames never race, the last state always lands last. A failed
    // write does not poison the chain: the next change tries again.
    const next = writing.catch(() => undefined).then(() => writeSnapshot(path, take()))
    writing = next
    return next
  }
  return {
    changed() {
      clearTimeout(timer)
      timer = setTimeout(() => {
        flush().catch((error: unknown) => {
          log(`data: could not write ${path}: ${(error as Error).message}`)
        })
      }, delayMs)
    },
    flush,
  }
}
