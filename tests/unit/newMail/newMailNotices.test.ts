import { beforeEach, describe, expect, it } from 'vitest'
import {
  dismissNewMail,
  dropNewMail,
  getNewMailState,
  receiveNewMail,
  resetNewMail,
  stepNewMail,
  type NewMailNotice,
} from '../../../src/app/newMail/newMailNotices.ts'

const mail = (uid: number): NewMailNotice => ({
  uid,
  folder: 'INBOX',
  subject: `主题 ${uid}`,
  mfrom: ['li.na@example.cn', '李娜'],
  abstract: `摘要 ${uid}`,
  date: '2026-11-22T09:00:00+08:00',
})

const uids = () => getNewMailState().notices.map((n) => n.uid)

describe('new-mail notices', () => {
  beforeEach(resetNewMail)

  it('lists the newest first, jumps to it and keeps the unseen count', () => {
    receiveNewMail([mail(1)], 5)
    receiveNewMail([mail(2), mail(3)], 7)
    expect(uids()).toEqual([3, 2, 1])
    expect(getNewMailState()).toMatchObject({ index: 0, unseen: 7 })
  })

  it('does not list a mail twice and keeps the position when nothing is new', () => {
    receiveNewMail([mail(1), mail(2)])
    stepNewMail(1)
    receiveNewMail([mail(2)])
    expect(uids()).toEqual([2, 1])
    expect(getNewMailState().index).toBe(1)
    expect(getNewMailState().unseen).toBeNull()
  })

  it('steps within the list only', () => {
    receiveNewMail([mail(1), mail(2)])
    stepNewMail(-1)
    expect(getNewMailState().index).toBe(0)
    stepNewMail(1)
    stepNewMail(1)
    expect(getNewMailState().index).toBe(1)
  })

  it('dropping the last notice shows its neighbour; dismissing forgets all', () => {
    receiveNewMail([mail(1), mail(2), mail(3)], 3)
    stepNewMail(1)
    stepNewMail(1)
    dropNewMail(mail(1))
    expect(uids()).toEqual([3, 2])
    expect(getNewMailState().index).toBe(1)
    dismissNewMail()
    expect(getNewMailState()).toMatchObject({ notices: [], index: 0, unseen: 3 })
  })
})
