/**
 * The landmarks screen-reader users jump between (issue 17, "Accessibility, measured"): the
 * layout has one main landmark around the routed screen and a named navigation; the screens in it
 * add no second main; the open mail is a region named by its subject heading; compose is a form
 * landmark named by its heading.
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import '../../support/server.ts'
import { renderCompose } from '../compose/ui/composeUi.harness.tsx'
import { renderLayout } from './layoutHarness.tsx'
import { renderReader, signIn, uidOf } from '../reader/readerHarness.tsx'

const renderAtHome = () =>
  renderLayout({ path: '/mailbox/welcome', routes: { '/mailbox/welcome': () => <h2>screen</h2> } })

describe('landmarks', { timeout: 30_000 }, () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  it('the layout: one main around the routed screen, and the named main navigation', async () => {
    await renderAtHome()
    const heading = await screen.findByRole('heading', { name: 'screen' })
    const mains = screen.getAllByRole('main')
    expect(mains).toHaveLength(1)
    expect(mains[0]).toContainElement(heading)
    const nav = screen.getByRole('navigation', { name: '主导航' })
    expect(mains[0]).not.toContainElement(nav)
  })

  it('the open mail: a region named by its subject, which is its heading', async () => {
    const signed = await signIn()
    stop = signed.unsubscribe
    const subject = FIXTURE_TEXT['zh-hans'].htmlSubject
    renderReader(signed.session, { uid: await uidOf(signed.token, subject) })
    const region = await screen.findByRole('region', { name: subject }, { timeout: 15_000 })
    expect(within(region).getByRole('heading', { level: 2, name: subject })).toBeInTheDocument()
  })

  it('compose: a form landmark named by its 写信 heading', () => {
    renderCompose()
    const form = screen.getByRole('form', { name: '写信' })
    expect(within(form).getByRole('heading', { level: 2, name: '写信' })).toBeInTheDocument()
  })
})
