/**
 * The scrolling page title of new mail (R-LIVE): "【n 封新邮件】" before the
 * page title, turned one character every 400 ms; it stops and the title comes back when the card
 * is emptied or the window gets the focus back, and starts again with the next new mail.
 */
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  NewMailTitle,
  scrollTitle,
  TITLE_SCROLL_MS,
} from '../../../src/app/newMail/NewMailTitle.tsx'
import {
  dismissNewMail,
  dropNewMail,
  receiveNewMail,
  resetNewMail,
  type NewMailNotice,
} from '../../../src/app/newMail/newMailNotices.ts'
import { renderWithProviders } from '../../support/render.tsx'

const mail = (uid: number): NewMailNotice => ({
  uid,
  folder: 'INBOX',
  subject: `Subject ${uid}`,
  mfrom: ['wang.fang@example.cn', 'Wang Fang'],
  abstract: 'Abstract',
  date: '2026-11-22T09:00:00+08:00',
})

beforeEach(() => {
  vi.useFakeTimers()
  resetNewMail()
  document.title = '邮件'
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scrollTitle', () => {
  it.each([
    ['abc', 0, 'abc'],
    ['abc', 1, 'bca'],
    ['abc', 3, 'abc'],
    ['【2】x', 1, '2】x【'],
    ['', 5, ''],
  ])('%j turned by %i → %j', (text, step, expected) => {
    expect(scrollTitle(text, step)).toBe(expected)
  })
})

// R-LIVE-3
describe('NewMailTitle', () => {
  it('shows the count in Chinese and scrolls it one character per tick', () => {
    renderWithProviders(<NewMailTitle />, { locale: 'zh-hans' })
    expect(document.title).toBe('邮件')
    act(() => receiveNewMail([mail(1), mail(2), mail(3)], 9))
    expect(document.title).toBe('【3 封新邮件】邮件')
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS))
    expect(document.title).toBe('3 封新邮件】邮件【')
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS * 2))
    // document.title trims the space that has scrolled to the end.
    expect(document.title).toBe('封新邮件】邮件【3')
  })

  it.each([
    ['en', '[2 new messages] 邮件'],
    ['zh-tw', '【2 封新郵件】邮件'],
  ] as const)('in %s the banner reads %j', (locale, expected) => {
    renderWithProviders(<NewMailTitle />, { locale })
    act(() => receiveNewMail([mail(1), mail(2)], 2))
    expect(document.title).toBe(expected)
  })

  it('follows the count and restores the title when the card is emptied', () => {
    renderWithProviders(<NewMailTitle />, { locale: 'zh-hans' })
    act(() => receiveNewMail([mail(1), mail(2)], 2))
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS))
    act(() => dropNewMail(mail(2)))
    expect(document.title).toBe('【1 封新邮件】邮件')
    act(() => dropNewMail(mail(1)))
    expect(document.title).toBe('邮件')
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS * 5))
    expect(document.title).toBe('邮件')
  })

  it('closing the card stops it too', () => {
    renderWithProviders(<NewMailTitle />, { locale: 'zh-hans' })
    act(() => receiveNewMail([mail(1)], 1))
    act(() => dismissNewMail())
    expect(document.title).toBe('邮件')
  })

  it('stops when the window gets the focus back, and starts again with the next mail', () => {
    renderWithProviders(<NewMailTitle />, { locale: 'zh-hans' })
    act(() => receiveNewMail([mail(1)], 1))
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS))
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(document.title).toBe('邮件')
    act(() => vi.advanceTimersByTime(TITLE_SCROLL_MS * 3))
    expect(document.title).toBe('邮件')
    act(() => receiveNewMail([mail(2)], 2))
    expect(document.title).toBe('【2 封新邮件】邮件')
  })

  it('restores the title when it unmounts (logout)', () => {
    const view = renderWithProviders(<NewMailTitle />, { locale: 'zh-hans' })
    act(() => receiveNewMail([mail(1)], 1))
    view.unmount()
    expect(document.title).toBe('邮件')
  })
})
