/**
 * The personal disk's seed keeps the office preview samples in one known folder (工作文档),
 * whatever the random seed scatters the other files to (tests/e2e/files/preview.spec.ts goes
 * straight there).
 */
import { describe, expect, it } from 'vitest'
import { mulberry32 } from '../../../mocks/seed/random.ts'
import { PREVIEW_SAMPLES, buildDisk } from '../../../mocks/seed/workspace.ts'

describe('buildDisk', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 20240601])(
    'puts the preview samples in 工作文档 (seed %i)',
    (seed) => {
      const { entries } = buildDisk(mulberry32(seed), 'demo', Date.UTC(2026, 10, 26))
      const docs = entries.find((e) => e.disk === 'pfile' && e.name === '工作文档')!
      for (const name of PREVIEW_SAMPLES) {
        expect(entries.find((e) => e.name === name)?.parent_id, name).toBe(docs.id)
      }
    },
  )
})
