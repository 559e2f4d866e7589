/** The disk pages' rules (src/domain/files/disk.ts): permissions, order, names, selection. */
import { describe, expect, it } from 'vitest'
import {
  abilitiesOf,
  clickSelect,
  commonAbilities,
  type DiskItem,
  NO_SELECTION,
  sortDiskItems,
  validateDiskName,
} from '../../../src/domain/files/disk.ts'

const item = (
  id: number,
  name: string,
  folder = false,
  size = 0,
  updated = '2026-01-01',
): DiskItem => ({
  id,
  name,
  nettype: folder ? 'folder' : 'file',
  size,
  folder_id: 0,
  updated,
})

describe('abilitiesOf (spec §6)', () => {
  it.each([
    ['all', { upload: true, download: true, manage: true, grant: true }],
    ['manage', { upload: true, download: true, manage: true, grant: false }],
    ['upload_download', { upload: true, download: true, manage: false, grant: false }],
    ['upload', { upload: true, download: false, manage: false, grant: false }],
    ['download', { upload: false, download: true, manage: false, grant: false }],
  ] as const)('company %s', (permission, abilities) => {
    expect(abilitiesOf('cfile', permission)).toEqual(abilities)
  })

  it('the personal disk allows everything; the company disk without a permission nothing', () => {
    expect(abilitiesOf('pfile', undefined)).toEqual({
      upload: true,
      download: true,
      manage: true,
      grant: true,
    })
    expect(Object.values(abilitiesOf('cfile', undefined)).some(Boolean)).toBe(false)
    expect(commonAbilities('cfile', [{ permission: 'manage' }, { permission: 'upload' }])).toEqual({
      upload: true,
      download: false,
      manage: false,
      grant: false,
    })
  })
})

describe('sortDiskItems', () => {
  const items = [
    item(1, 'b.txt', false, 30, '2026-03-01'),
    item(2, 'Zeta', true),
    item(3, 'a.pdf', false, 10, '2026-01-01'),
    item(4, 'Alpha', true),
    item(5, 'c.doc', false, 20, '2026-02-01'),
  ]
  const names = (key: Parameters<typeof sortDiskItems>[1], order: 'asc' | 'desc') =>
    sortDiskItems(items, key, order).map((i) => i.name)

  it('keeps folders first in either order', () => {
    expect(names('name', 'asc')).toEqual(['Alpha', 'Zeta', 'a.pdf', 'b.txt', 'c.doc'])
    expect(names('name', 'desc')).toEqual(['Zeta', 'Alpha', 'c.doc', 'b.txt', 'a.pdf'])
    expect(names('size', 'asc').slice(2)).toEqual(['a.pdf', 'c.doc', 'b.txt'])
    expect(names('updated', 'desc').slice(2)).toEqual(['b.txt', 'c.doc', 'a.pdf'])
    expect(names('type', 'asc').slice(2)).toEqual(['c.doc', 'a.pdf', 'b.txt'])
  })
})

describe('validateDiskName', () => {
  it.each([
    ['', true, 'nameRequired'],
    ['   ', false, 'nameRequired'],
    ['x'.repeat(20), true, null],
    ['x'.repeat(21), true, 'folderNameTooLong'],
    ['x'.repeat(255), false, null],
    ['x'.repeat(256), false, 'fileNameTooLong'],
    ['a/b', true, 'nameSlash'],
    ['a\\b.txt', false, 'nameSlash'],
    [' 报告 ', true, null],
  ] as const)('%j (folder %s) → %s', (name, folder, error) => {
    expect(validateDiskName(name, folder)).toBe(error)
  })
})

describe('clickSelect', () => {
  const order = [1, 2, 3, 4, 5]
  it('click alone, ctrl toggles, shift takes the range from the anchor', () => {
    const one = clickSelect(NO_SELECTION, order, 2, { shift: false, toggle: false })
    expect([...one.ids]).toEqual([2])
    const two = clickSelect(one, order, 4, { shift: false, toggle: true })
    expect([...two.ids].sort()).toEqual([2, 4])
    const range = clickSelect(one, order, 5, { shift: true, toggle: false })
    expect([...range.ids].sort()).toEqual([2, 3, 4, 5])
    const back = clickSelect(range, order, 1, { shift: true, toggle: false })
    expect([...back.ids].sort()).toEqual([1, 2])
    const off = clickSelect(two, order, 4, { shift: false, toggle: true })
    expect([...off.ids]).toEqual([2])
  })
})
