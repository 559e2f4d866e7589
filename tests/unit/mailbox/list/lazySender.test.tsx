/**
 * The sender stand-in of the list's rows and the reader's header (LazySender.tsx): its hover card is a chunk of its own
 * (decision 148), so the stand-in waits for the code before it hands over the pointer or the
 * focus, and does not take the focus back from a user who tabbed on meanwhile.
 */
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LazySender } from '../../../../src/features/mail-actions/LazySender.tsx'
import { renderWithProviders } from '../../../support/render.tsx'

function Card({ email, name }: { email: string; name: string }) {
  return (
    <span tabIndex={0} data-testid="card">
      {name} &lt;{email}&gt;
    </span>
  )
}

function deferredCard() {
  let resolve: (card: typeof Card) => void = () => undefined
  const promise = new Promise<typeof Card>((done) => (resolve = done))
  return { load: () => promise, resolve: () => act(async () => resolve(Card)) }
}

describe('sender stand-in', () => {
  it('mounts the hover card once its code is there and gives it the focus', async () => {
    const card = deferredCard()
    renderWithProviders(<LazySender email="li@huayu.example.com" name="李雷" load={card.load} />)
    await userEvent.tab()
    expect(screen.getByText('李雷')).toHaveFocus()
    expect(screen.queryByTestId('card')).not.toBeInTheDocument()
    await card.resolve()
    expect(screen.getByTestId('card')).toHaveFocus()
  })

  it('leaves the focus where the user took it while the code was coming', async () => {
    const card = deferredCard()
    renderWithProviders(
      <>
        <LazySender email="li@huayu.example.com" name="李雷" load={card.load} />
        <button type="button">next</button>
      </>,
    )
    await userEvent.tab()
    await userEvent.tab()
    await card.resolve()
    expect(screen.getByRole('button', { name: 'next' })).toHaveFocus()
    expect(screen.queryByTestId('card')).not.toBeInTheDocument()
  })
})

describe('sender stand-in under the pointer', () => {
  it('hands the hover to the card once its code is there', async () => {
    const entered: string[] = []
    function HoverCard({ email }: { email: string; name: string }) {
      return (
        <span tabIndex={0} data-testid="card" onMouseEnter={() => entered.push(email)}>
          {email}
        </span>
      )
    }
    let resolve: (card: typeof HoverCard) => void = () => undefined
    const promise = new Promise<typeof HoverCard>((done) => (resolve = done))
    renderWithProviders(
      <LazySender email="li@huayu.example.com" name="李雷" load={() => promise} />,
    )
    await userEvent.hover(screen.getByText('李雷'))
    await act(async () => resolve(HoverCard))
    expect(screen.getByTestId('card')).toBeInTheDocument()
    expect(entered).toEqual(['li@huayu.example.com'])
  })
})
