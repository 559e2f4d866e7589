/* global window, document, addEventListener, requestAnimationFrame, MutationObserver, HTMLIFrameElement -- serialised into the page */
// The in-page half of `npm run bench:race` (scripts/bench-race-measure.mjs): runs in every frame
// before any page script, exactly like INIT of ../shared/bench/roundcube/measure.mjs. Side by
// side, the definitions are the same; only the selectors differ:
//
//   Roundcube (measure.mjs)                          | ours (this file)
//   ------------------------------------------------ | -------------------------------------------------
//   P.down = absolute time of the capture-phase      | the same
//     pointerdown                                     |
//   __waitFor(pred): MutationObserver on document,   | the same, and also re-checked when an iframe fires
//     when pred() first holds: seen = now; painted = |   `load` (our mail body is a sandboxed srcdoc
//     after requestAnimationFrame + setTimeout 0     |   iframe whose document we cannot observe)
//   (a) rows: '#messagelist tbody tr:not([data-old])'| the shown tab panel's first mail row (the first
//     visible, and rcmail.env.mailbox === mbox       |   `tbody tr[aria-rowindex]` holding a checkbox),
//     for a folder switch                            |   visible and showing the subject the server lists
//                                                    |   first in that folder (read over HTTP before)
//   (b) body: '#messagebody' part visible with text  | the shown panel's body iframe, visible, whose `load`
//     inside the preview iframe                      |   fired after the pointerdown; or the plain-text
//                                                    |   body ([data-testid="mail-body-text"]) with text
// Times are absolute (timeOrigin + now), so (b) spans frames as in measure.mjs.
export function raceInit(expected) {
  const P = (window.__perf = { down: null, expected, loads: new WeakMap() })
  const abs = () => performance.timeOrigin + performance.now()
  addEventListener(
    'pointerdown',
    () => {
      P.down = abs()
    },
    true,
  )
  const visible = (el) => !!el && el.getClientRects().length > 0
  const pending = new Set()
  const recheck = () => pending.forEach((check) => check())
  window.__waitFor = (pred) =>
    new Promise((resolve) => {
      let done = false
      const check = () => {
        if (done || !pred()) return
        done = true
        pending.delete(check)
        const seen = abs()
        requestAnimationFrame(() => setTimeout(() => resolve({ seen, painted: abs() }), 0))
      }
      pending.add(check)
      check()
    })
  const start = () => {
    new MutationObserver(recheck).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    })
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLIFrameElement) {
          P.loads.set(event.target, abs())
          recheck()
        }
      },
      true,
    )
  }
  start()
  // Cheap DOM checks first, as in measure.mjs (whose `visible` is only asked once its element
  // exists): `checkVisibility` and `getClientRects` force a style and layout pass, and these
  // checks run on every DOM change while the app renders. Asked first, they cost the page
  // ≈ 50 ms of the cold start in a CPU profile that measure.mjs's own checks never cost Roundcube.
  const ROW_BOX = 'table tbody tr[aria-rowindex] input[type="checkbox"]'
  const panels = () => [...document.querySelectorAll('[role="tabpanel"]')]
  const firstRowOf = (panel) => panel?.querySelector(ROW_BOX)?.closest('tr') ?? null
  const shownPanel = () => panels().find((p) => p.checkVisibility())
  window.__firstRow = () => {
    if (!panels().some(firstRowOf)) return null
    return firstRowOf(shownPanel())
  }
  window.__rowVisible = (folder) => {
    const want = P.expected[folder ?? 'INBOX']
    // The shown panel's first row is one of these: none holding the subject, no layout asked.
    if (!panels().some((panel) => firstRowOf(panel)?.textContent.includes(want))) return false
    const row = window.__firstRow()
    return visible(row) && row.textContent.includes(want)
  }
  window.__bodyState = () => {
    const loadedSinceDown = (frame) => (P.loads.get(frame) ?? -1) > (P.down ?? Infinity)
    const inPanels = (selector) => [...document.querySelectorAll(`[role="tabpanel"] ${selector}`)]
    // Nothing that could count yet, in any panel: no layout asked.
    if (
      !inPanels('iframe').some(loadedSinceDown) &&
      inPanels('input[type="password"]').length === 0 &&
      inPanels('[data-testid="mail-body-text"]').length === 0
    )
      return null
    const panel = shownPanel()
    if (!panel) return null
    // A protected mail asks for its password instead of showing a body.
    if (panel.querySelector('input[type="password"]')) return 'locked'
    for (const frame of panel.querySelectorAll('iframe')) {
      if (visible(frame) && loadedSinceDown(frame)) return 'html'
    }
    const text = panel.querySelector('[data-testid="mail-body-text"]')
    return visible(text) && text.textContent.trim().length > 0 ? 'text' : null
  }
  if (window === window.top) {
    // (a) first rows of the initial page load
    window
      .__waitFor(() => window.__rowVisible(null))
      .then((t) => {
        P.rows = t
        P.rowsAt = t.painted
      })
  }
}

/**
 * Reads, in the page, the longest server share (Server-Timing `app;dur`, set by the mock
 * server) of the /api calls that started between two absolute times, and how many there were.
 */
export function apiServerShare({ from, to }) {
  const origin = performance.timeOrigin
  const calls = performance
    .getEntriesByType('resource')
    .filter((e) => /\/api\//.test(e.name))
    .filter((e) => origin + e.startTime >= from && origin + e.startTime <= to)
  const durations = calls.map(
    (e) => (e.serverTiming || []).find((t) => t.name === 'app')?.duration ?? null,
  )
  const known = durations.filter((d) => d !== null)
  return { calls: calls.length, maxMs: known.length ? Math.max(...known) : null }
}
