/**
 * scripts/bench-race-page.mjs, the race's in-page checks, run in a jsdom window of their own: they
 * give the same answers as before, and force no style or layout pass (`checkVisibility`,
 * `getClientRects`) while nothing they wait for is in the DOM, as measure.mjs's own checks do not.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { raceInit } from '../../../scripts/bench-race-page.mjs'

interface RaceWindow {
  __rowVisible(folder: string | null): boolean
  __bodyState(): string | null
  __perf: { down: number | null }
  document: Document
}

function page() {
  const dom = new JSDOM('<!doctype html><body></body>', {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  })
  const window = dom.window as unknown as RaceWindow & typeof globalThis
  const layout = { asked: 0 }
  const element = (dom.window as unknown as { Element: typeof Element }).Element.prototype
  Object.assign(element, {
    checkVisibility() {
      layout.asked++
      return !(this as Element).hasAttribute('hidden')
    },
    getClientRects() {
      layout.asked++
      return (this as Element).closest('[hidden]') ? [] : [{}]
    },
  })
  dom.window.eval(`(${raceInit.toString()})(${JSON.stringify({ INBOX: '季度预算', Sent: null })})`)
  const panel = (inner: string, hidden = false) =>
    `<div role="tabpanel"${hidden ? ' hidden' : ''}>${inner}</div>`
  const rows = (...subjects: string[]) =>
    `<table><tbody>${subjects
      .map(
        (s, i) => `<tr aria-rowindex="${i + 2}"><td><input type="checkbox"></td><td>${s}</td></tr>`,
      )
      .join('')}</tbody></table>`
  return { window, layout, panel, rows, body: window.document.body }
}

describe('the race page checks (scripts/bench-race-page.mjs)', () => {
  it('wait for the first row without asking for layout until a row holds the subject', () => {
    const { window, layout, panel, rows, body } = page()
    expect(window.__rowVisible(null)).toBe(false)
    body.innerHTML = panel(rows('周报', '会议纪要'))
    expect(window.__rowVisible(null)).toBe(false)
    expect(layout.asked).toBe(0)
    body.innerHTML = panel(rows('季度预算', '周报'))
    expect(window.__rowVisible(null)).toBe(true)
    expect(layout.asked).toBeGreaterThan(0)
  })

  it('count only the shown panel, whose first row must hold the subject', () => {
    const { window, panel, rows, body } = page()
    body.innerHTML = panel(rows('季度预算'), true) + panel(rows('周报'))
    expect(window.__rowVisible(null)).toBe(false)
    body.innerHTML = panel(rows('周报', '季度预算'))
    expect(window.__rowVisible(null)).toBe(false)
  })

  it('wait for a body without asking for layout until one could count', () => {
    const { window, layout, panel, body } = page()
    window.__perf.down = 1
    body.innerHTML = panel('<p>loading</p>')
    expect(window.__bodyState()).toBeNull()
    expect(layout.asked).toBe(0)
    body.innerHTML = panel('<div data-testid="mail-body-text">正文</div>')
    expect(window.__bodyState()).toBe('text')
    body.innerHTML = panel('<input type="password">')
    expect(window.__bodyState()).toBe('locked')
    body.innerHTML = panel('<div data-testid="mail-body-text">正文</div>', true)
    expect(window.__bodyState()).toBeNull()
  })
})
