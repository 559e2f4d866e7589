import { describe, expect, it } from 'vitest'
import {
  attachmentsZipName,
  distinctFileNames,
  fileKind,
} from '../../../../src/domain/mail/attachmentFiles.ts'

describe('fileKind', () => {
  it.each([
    ['截图.png', 'image'],
    ['合同扫描件.PDF', 'pdf'],
    ['需求文档.docx', 'word'],
    ['预算明细.csv', 'sheet'],
    ['deck.pptx', 'slides'],
    ['会议纪要.txt', 'text'],
    ['网页存档.html', 'code'],
    ['源码.zip', 'archive'],
    ['invite.ics', 'calendar'],
    ['原邮件.eml', 'mail'],
    ['README', 'other'],
    ['.hidden', 'other'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind)
  })
})

describe('distinctFileNames', () => {
  it.each<[string[], string[]]>([
    [
      ['a.txt', 'b.txt'],
      ['a.txt', 'b.txt'],
    ],
    [
      ['a.txt', 'a.txt', 'A.TXT'],
      ['a.txt', 'a (2).txt', 'A (3).TXT'],
    ],
    [
      ['a (2).txt', 'a.txt', 'a.txt'],
      ['a (2).txt', 'a.txt', 'a (3).txt'],
    ],
    [
      ['notes', 'notes'],
      ['notes', 'notes (2)'],
    ],
    [
      ['../x/y.txt', ''],
      ['.._x_y.txt', 'file'],
    ],
  ])('%j → %j', (names, expected) => {
    expect(distinctFileNames(names)).toEqual(expected)
  })
})

describe('attachmentsZipName', () => {
  it('is the subject without characters a file name cannot hold', () => {
    expect(attachmentsZipName('周报: 11/26', 'attachments')).toBe('周报_ 11_26.zip')
    expect(attachmentsZipName('  ', '附件')).toBe('附件.zip')
  })
})
