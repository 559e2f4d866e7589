import { describe, expect, it } from 'vitest'
import { createFolderErrorText } from '../../../src/features/mailbox/folders/folderApi.ts'
import { checkFolderName } from '../../../src/features/mailbox/folders/folderName.ts'

describe('folder name (required, trimmed, 1 to 20)', () => {
  it.each([
    ['', { ok: false, error: 'required' }],
    ['   ', { ok: false, error: 'required' }],
    [' 项目 ', { ok: true, name: '项目' }],
    ['a'.repeat(20), { ok: true, name: 'a'.repeat(20) }],
    ['a'.repeat(21), { ok: false, error: 'tooLong' }],
    ['文'.repeat(20), { ok: true, name: '文'.repeat(20) }],
    ['𠀀'.repeat(20), { ok: true, name: '𠀀'.repeat(20) }],
  ])('%j → %o', (raw, expected) => {
    expect(checkFolderName(raw)).toEqual(expected)
  })
})

describe('create folder failure text (M-ERR-18)', () => {
  it.each([
    [{ name: ['Folder already exists'] }, 'Folder already exists'],
    [{ name: 'Plain name error' }, 'Plain name error'],
    ['Plain body text', 'Plain body text'],
    [{ error_message: 'Too many folders' }, 'Too many folders'],
    [{ non_field_errors: ['Denied'] }, 'Denied'],
    [{ name: [], error_message: 'Fallback' }, 'Fallback'],
    [undefined, undefined],
  ])('%o → %s', (body, expected) => {
    expect(createFolderErrorText(body)).toBe(expected)
  })
})
