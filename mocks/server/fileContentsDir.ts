/**
 * `--data FILE`: uploaded files' bytes in a side directory `FILE.files/`, one file per disk id,
 * written when the upload finishes (the JSON snapshot holds only the records; decision 265). The
 * directory appears with the first upload and goes with a reset.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ContentBackend } from '../disk/fileContents.ts'

export const contentsDirOf = (dataFile: string): string => `${dataFile}.files`

export function directoryContents(dir: string): ContentBackend {
  const pathOf = (id: number) => join(dir, `${id}.bin`)
  return {
    async put(id, bytes) {
      await mkdir(dir, { recursive: true })
      // Temporary file + rename, as the snapshot: a crash mid-write leaves no half file.
      const temporary = `${pathOf(id)}.${process.pid}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, pathOf(id))
    },
    async get(id) {
      try {
        return new Uint8Array(await readFile(pathOf(id)))
      } catch {
        return null
      }
    },
    async delete(id) {
      await rm(pathOf(id), { force: true })
    },
    async clear() {
      await rm(dir, { recursive: true, force: true })
    },
  }
}
