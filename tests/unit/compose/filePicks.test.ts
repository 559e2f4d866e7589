/**
 * The file-centre picker's rules (src/domain/compose/filePicks.ts): which send-form list a picked
 * file goes to, the duplicate-name rule, which company permissions allow attaching, paging.
 */
import { describe, expect, it } from 'vitest'
import {
  acceptPicked,
  mayAttachCompanyFile,
  pageCountOf,
  pickKey,
  toComposeAttachment,
  type DiskPermission,
  type PickedFile,
} from '../../../src/domain/compose/filePicks.ts'

const file = (source: PickedFile['source'], id: number, name: string): PickedFile => ({
  source,
  id,
  name,
  size: 100 + id,
})

describe('toComposeAttachment', () => {
  it.each([
    ['core', 'local'],
    ['net', 'net'],
    ['company', 'company'],
  ] as const)('a %s file goes to the %s list, without a level', (source, formSource) => {
    expect(toComposeAttachment(file(source, 7, 'a.pdf'))).toEqual({
      id: 7,
      name: 'a.pdf',
      size: 107,
      source: formSource,
      level: null,
    })
  })
})

describe('acceptPicked', () => {
  it.each([
    {
      case: 'nothing attached yet',
      attached: [],
      picked: [file('net', 1, 'a.pdf'), file('company', 2, 'b.pdf')],
      accepted: ['a.pdf', 'b.pdf'],
      duplicates: [],
    },
    {
      case: 'a name already attached',
      attached: [{ name: 'a.pdf' }],
      picked: [file('net', 1, 'a.pdf'), file('company', 2, 'b.pdf')],
      accepted: ['b.pdf'],
      duplicates: ['a.pdf'],
    },
    {
      case: 'the same name from two tabs: the first one picked',
      attached: [],
      picked: [file('company', 2, 'a.pdf'), file('net', 1, 'a.pdf')],
      accepted: ['a.pdf'],
      duplicates: ['a.pdf'],
    },
    {
      case: 'names differ in case: both kept',
      attached: [{ name: 'A.pdf' }],
      picked: [file('core', 1, 'a.pdf')],
      accepted: ['a.pdf'],
      duplicates: [],
    },
  ])('$case', ({ attached, picked, accepted, duplicates }) => {
    const result = acceptPicked(attached, picked)
    expect(result.accepted.map((a) => a.name)).toEqual(accepted)
    expect(result.duplicates).toEqual(duplicates)
  })

  it('keeps the first picked of a duplicate pair, with its own source', () => {
    const { accepted } = acceptPicked([], [file('company', 2, 'a.pdf'), file('net', 1, 'a.pdf')])
    expect(accepted).toEqual([{ id: 2, name: 'a.pdf', size: 102, source: 'company', level: null }])
  })
})

describe('mayAttachCompanyFile', () => {
  // R-ROLE-5
  it.each<[DiskPermission | undefined, boolean]>([
    ['all', true],
    ['manage', true],
    ['download', true],
    ['upload_download', true],
    ['upload', false],
    [undefined, false],
  ])('%s → %s', (permission, allowed) => {
    expect(mayAttachCompanyFile(permission)).toBe(allowed)
  })
})

describe('pickKey and pageCountOf', () => {
  it('keys differ per source for the same id', () => {
    expect(pickKey(file('net', 3, 'x'))).not.toBe(pickKey(file('company', 3, 'x')))
  })

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [64_483, 6_449],
  ])('%i files → %i pages of 10', (count, pages) => {
    expect(pageCountOf(count)).toBe(pages)
  })
})
