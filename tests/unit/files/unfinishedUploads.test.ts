/**
 * The disk's unfinished uploads kept for after a reload (decision 264): stored per account and
 * disk, garbage in storage ignored, and a file picked again accepted only when name, size and
 * (once known) md5 match.
 */
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type UnfinishedUpload,
  mismatchOf,
  readUnfinished,
  writeUnfinished,
} from '../../../src/features/files/disk/unfinishedUploads.ts'

const report: UnfinishedUpload = { name: '报告.pdf', size: 5000, md5: 'abc', folderId: 7 }

describe('unfinished disk uploads', () => {
  beforeEach(() => localStorage.clear())

  it('are kept per account and disk, and an empty list leaves nothing behind', () => {
    writeUnfinished('demo@x.cn', 'pfile', [report])
    expect(readUnfinished('demo@x.cn', 'pfile')).toEqual([report])
    expect(readUnfinished('demo@x.cn', 'cfile')).toEqual([])
    expect(readUnfinished('other@x.cn', 'pfile')).toEqual([])
    writeUnfinished('demo@x.cn', 'pfile', [])
    expect(localStorage.length).toBe(0)
  })

  it('ignores what is not a list of uploads', () => {
    localStorage.setItem('webmail.diskUploads.demo%40x.cn.pfile', '{"not": "a list"')
    expect(readUnfinished('demo@x.cn', 'pfile')).toEqual([])
    localStorage.setItem(
      'webmail.diskUploads.demo%40x.cn.pfile',
      JSON.stringify([report, { name: 1 }, null]),
    )
    expect(readUnfinished('demo@x.cn', 'pfile')).toEqual([report])
  })

  it.each([
    ['the same file', { name: '报告.pdf', size: 5000 }, 'abc', null],
    ['another name', { name: '报告 (1).pdf', size: 5000 }, 'abc', 'nameOrSize'],
    ['another size', { name: '报告.pdf', size: 5001 }, 'abc', 'nameOrSize'],
    ['other bytes', { name: '报告.pdf', size: 5000 }, 'abd', 'content'],
    ['not hashed yet', { name: '报告.pdf', size: 5000 }, null, null],
  ] as const)('a file picked again: %s', (_, picked, md5, expected) => {
    expect(mismatchOf(report, picked, md5)).toBe(expected)
  })
})
