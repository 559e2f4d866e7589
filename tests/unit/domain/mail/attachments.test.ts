import { describe, expect, it } from 'vitest'
import {
  canPreview,
  fileExtension,
  isTooLargeToPreview,
  parsePreviewSearch,
  previewKind,
  previewSearch,
  type PreviewQuery,
} from '../../../../src/domain/mail/attachments.ts'

// R-READ-2
describe('attachment preview rules', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['README', ''],
    ['.bashrc', ''],
    ['trailing.', ''],
  ])('extension of %s is %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext)
  })

  it('offers preview exactly for the 19 listed extensions', () => {
    const listed = 'gif jpg jpeg png bmp svg pdf html txt xls xlsx doc docx ppt pptx xml csv md log'
    for (const ext of listed.split(' ')) expect(canPreview(`file.${ext}`)).toBe(true)
    for (const ext of ['exe', 'zip', 'htm', 'eml', 'rar', 'js', 'webp']) {
      expect(canPreview(`file.${ext}`)).toBe(false)
    }
  })

  it.each([
    ['png', 'image'],
    ['pdf', 'pdf'],
    ['svg', 'svg'],
    ['html', 'html'],
    ['csv', 'csv'],
    ['xml', 'text'],
    ['xls', 'sheet'],
    ['xlsx', 'sheet'],
    ['docx', 'docx'],
    ['pptx', 'pptx'],
    ['doc', 'legacyOffice'],
    ['ppt', 'legacyOffice'],
    ['zip', null],
  ])('%s previews as %s', (ext, kind) => {
    expect(previewKind(ext)).toBe(kind)
  })

  it('refuses only above 10485760 bytes', () => {
    expect(isTooLargeToPreview(10485760)).toBe(false)
    expect(isTooLargeToPreview(10485761)).toBe(true)
  })
})

describe('/preview query', () => {
  const query: PreviewQuery = {
    id: 12,
    fid: 'INBOX',
    sid: '2',
    type: 'attach',
    size: 2048,
    suffix: 'pdf',
    name: '预算 & 计划.pdf',
    subject: '季度预算?',
  }

  it('carries id, fid, sid, type, size, suffix, name and subject, and reads back', () => {
    const search = previewSearch(query)
    const params = new URLSearchParams(search)
    expect([...params.keys()]).toEqual([
      'id',
      'fid',
      'sid',
      'type',
      'size',
      'suffix',
      'name',
      'subject',
    ])
    expect(parsePreviewSearch(search)).toEqual(query)
  })

  it('adds did only when there is one', () => {
    const search = previewSearch({ ...query, did: '3.1' })
    expect(new URLSearchParams(search).get('did')).toBe('3.1')
    expect(parsePreviewSearch(search)).toEqual({ ...query, did: '3.1' })
  })

  it('a held mail under review has no folder: id is the review id', () => {
    const review: PreviewQuery = {
      id: 7,
      sid: '2',
      type: 'review',
      size: 2048,
      suffix: 'pdf',
      name: '预算 & 计划.pdf',
      subject: '季度预算?',
    }
    const search = previewSearch(review)
    expect([...new URLSearchParams(search).keys()]).toEqual([
      'id',
      'sid',
      'type',
      'size',
      'suffix',
      'name',
      'subject',
    ])
    expect(parsePreviewSearch(search)).toEqual(review)
    // A folder in a review query means nothing and is not read back.
    expect(parsePreviewSearch(`${search}&fid=INBOX`)).toEqual(review)
  })

  it.each([
    ['no id', '?fid=INBOX&sid=2&type=attach&size=1&name=a.txt'],
    ['an unknown type', '?id=1&fid=INBOX&sid=2&type=other&size=1&name=a.txt'],
    ['an attachment without its folder', '?id=1&sid=2&type=attach&size=1&name=a.txt'],
    ['no name', '?id=1&fid=INBOX&sid=2&type=attach&size=1'],
    ['a bad size', '?id=1&fid=INBOX&sid=2&type=attach&size=x&name=a.txt'],
  ])('rejects %s', (_, search) => {
    expect(parsePreviewSearch(search)).toBeNull()
  })
})
