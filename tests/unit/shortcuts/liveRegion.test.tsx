/**
 * The layout's one polite live region: new mail from the live channel is said by sender and
 * subject (several by their count), a shown send result is said once, the same words twice are
 * said twice, and an account switch leaves nothing of the last account to read.
 */
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { announce, useAnnounce } from '../../../src/app/liveRegion/announce.ts'
import { LiveRegion } from '../../../src/app/liveRegion/LiveRegion.tsx'
import { receiveNewMail, resetNewMail } from '../../../src/app/newMail/newMailNotices.ts'
import { renderWithProviders } from '../../support/render.tsx'

const mail = (uid: number, subject: string) => ({
  uid,
  folder: 'INBOX',
  subject,
  mfrom: [`u${uid}@example.com`, `Sender ${uid}`],
  abstract: '',
  date: '2026-11-26 10:00:00',
})

function Result({ text }: { text: string | null }) {
  useAnnounce(text)
  return null
}

afterEach(() => resetNewMail())

describe('live region', () => {
  it('is one polite status region in the layout', () => {
    renderWithProviders(<LiveRegion account="a@example.com" />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveAttribute('aria-atomic', 'true')
  })

  it('starts empty: what was said before it was there is not read now', () => {
    // A send result announced with no layout up (another account's, or a screen before it).
    announce('Failed to send the mail!')
    renderWithProviders(<LiveRegion account="a@example.com" />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => announce('Sent'))
    expect(screen.getByRole('status')).toHaveTextContent('Sent')
  })

  it('says a new mail by sender and subject, several by their count', () => {
    renderWithProviders(<LiveRegion account="a@example.com" />)
    act(() => receiveNewMail([mail(1, 'Quarterly report')]))
    expect(screen.getByRole('status')).toHaveTextContent('New mail from Sender 1: Quarterly report')
    act(() => receiveNewMail([mail(2, 'A'), mail(3, 'B')]))
    expect(screen.getByRole('status')).toHaveTextContent('2 new mails arrived')
    // A mail already announced is not announced again.
    act(() => announce('something else'))
    act(() => receiveNewMail([mail(3, 'B')]))
    expect(screen.getByRole('status')).toHaveTextContent('something else')
  })

  it('says it in the user language', () => {
    renderWithProviders(<LiveRegion account="a@example.com" />, { locale: 'zh-hans' })
    act(() => receiveNewMail([mail(4, '周报')]))
    expect(screen.getByRole('status')).toHaveTextContent('新邮件，来自 Sender 4：周报')
  })

  it('says a shown send result once, and the same words again as a new node', () => {
    const { rerender } = renderWithProviders(
      <>
        <LiveRegion account="a@example.com" />
        <Result text="Failed to send the mail!" />
      </>,
    )
    const first = screen.getByRole('status').firstElementChild
    expect(first).toHaveTextContent('Failed to send the mail!')
    act(() => announce('Failed to send the mail!'))
    expect(screen.getByRole('status').firstElementChild).not.toBe(first)
    rerender(
      <>
        <LiveRegion account="b@example.com" />
        <Result text={null} />
      </>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
