// @vitest-environment jsdom
/**
 * scripts/bench-race-page.mjs, the race's in-page checks, in jsdom (this file's own window): they
 * give the same answers as before, and force no style or layout pass (`checkVisibility`,
 * `getClientRects`) while nothing they wait for is in the DOM, as measure.mjs's own checks do not.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { raceInit } from '../../../scripts/bench-race-page.mjs'

interface RaceWindow {
  __rowVisible(folder: string | null): boolean
  __bodyState(): string | null
  __perf: { down: number | null }
}

const race = window as unknown as RaceWindow
const body = document.body
const layout = { asked: 0 }
Object.assign(Element.prototype, {
  checkVisibility(this: Element) {
    layout.asked++
    return !this.hasAttribute('hidden')
  },
  getClientRects(this: Element) {
    layout.asked++
    return this.closest('[hidden]') ? [] : [{}]
  },
})

const panel = (inner: string, hidden = false) =>
  `<div role="tabpanel"${hidden ? ' hidden' : ''}>${inner}</div>`
const rows = (...subjects: string[]) =>
  `<table><tbody>${subjects
    .map(
      (s, i) => `<tr aria-rowindex="${i + 2}"><td><input type="checkbox"></td><td>${s}</td></tr>`,
    )
    .join('')}</tbody></table>`

beforeEach(() => {
  body.innerHTML = ''
  raceInit({ INBOX: '季度预算', Sent: null })
  layout.asked = 0
})

describe('the race page checks (scripts/bench-race-page.mjs)', () => {
  it('wait for the first row without asking for layout until a row holds the subject', () => {
    expect(race.__rowVisible(null)).toBe(false)
    body.innerHTML = panel(rows('周报', '会议纪要'))
    expect(race.__rowVisible(null)).toBe(false)
    // Further down the list is not the first row either.
    body.innerHTML = panel(rows('周报', '回复：季度预算'))
    expect(race.__rowVisible(null)).toBe(false)
    expect(layout.asked).toBe(0)
    body.innerHTML = panel(rows('季度预算', '周报'))
    expect(race.__rowVisible(null)).toBe(true)
    expect(layout.asked).toBeGreaterThan(0)
  })

  it('count only the shown panel, whose first row must hold the subject', () => {
    body.innerHTML = panel(rows('季度预算'), true) + panel(rows('周报'))
    expect(race.__rowVisible(null)).toBe(false)
    body.innerHTML = panel(rows('周报', '季度预算'))
    expect(race.__rowVisible(null)).toBe(false)
  })

  it('wait for a body without asking for layout until one could count', () => {
    race.__perf.down = 1
    body.innerHTML = panel('<p>loading</p>')
    expect(race.__bodyState()).toBeNull()
    expect(layout.asked).toBe(0)
    body.innerHTML = panel('<div data-testid="mail-body-text">正文</div>')
    expect(race.__bodyState()).toBe('text')
    body.innerHTML = panel('<input type="password">')
    expect(race.__bodyState()).toBe('locked')
    body.innerHTML = panel('<div data-testid="mail-body-text">正文</div>', true)
    expect(race.__bodyState()).toBeNull()
  })
})
