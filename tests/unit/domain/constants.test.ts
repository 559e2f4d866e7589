/**
 * src/domain/constants.ts holds the spec's figures that the code reads, and nothing else: a figure
 * nobody reads is a promise nothing keeps (the upload once used a CHUNK_SIZE of its own while the
 * one here sat unread). What each figure does is tested where it takes effect (the upload's chunks
 * in tests/unit/upload/upload.machine.test.ts, the session's clocks in the session tests, …), not
 * by writing the numbers out a second time.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as constants from '../../../src/domain/constants.ts'

const ROOT = process.cwd()
const CONSTANTS_FILE = join('src', 'domain', 'constants.ts')

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && path !== CONSTANTS_FILE ? [path] : []
  })
}

/** What the running code reads: the app, the machines and the fake backend; not the tests. */
const code = ['src', 'machines', 'mocks']
  .flatMap(sources)
  .map((path) => ({ path: relative(ROOT, join(ROOT, path)), text: readFileSync(path, 'utf8') }))

function readers(name: string): string[] {
  const word = new RegExp(`\\b${name}\\b`)
  return code.filter(({ text }) => word.test(text)).map(({ path }) => path)
}

describe('src/domain/constants.ts', () => {
  const names = Object.keys(constants)

  it.each(names)('%s is read by the code', (name) => {
    expect(readers(name)).not.toEqual([])
  })

  it('finds a reader where there is one, and none for a name nothing uses', () => {
    expect(readers('CHUNK_SIZE_BYTES')).toContain(join('machines', 'upload', 'upload.types.ts'))
    expect(readers('NO_SUCH_CONSTANT_ANYWHERE')).toEqual([])
  })
})
