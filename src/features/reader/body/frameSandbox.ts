/**
 * The mail body frame's sandbox, and a hidden frame with the same sandbox that keeps the browser
 * ready for the first mail opened.
 *
 * A sandboxed frame without allow-same-origin runs in a renderer process of its own in Chromium
 * (sandboxed frames are isolated from the page), and such frames of one page share it. Without a
 * frame like it already there, the first mail's body waited for a new process to start before its
 * `load`; the hidden frame made when the list is idle (list/nextClick.ts) starts it beforehand
 * and keeps it (decision 218). It holds an empty document, gets no focus and is not in the
 * accessibility tree.
 */

/**
 * The sandbox tokens, and only these: links open in new, unsandboxed tabs, and scripts may run
 * only as the CSP allows (the size reporter alone). Never allow-same-origin: the frame keeps an
 * opaque origin, so even a script would reach nothing of the app.
 */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-scripts'

export const WARM_FRAME_ATTRIBUTE = 'data-mail-frame-warm'

/** Adds the hidden frame to `doc` once (again only if it was removed). */
export function warmMailFrame(doc: Document = document): void {
  if (doc.querySelector(`iframe[${WARM_FRAME_ATTRIBUTE}]`)) return
  const frame = doc.createElement('iframe')
  frame.setAttribute(WARM_FRAME_ATTRIBUTE, '')
  frame.setAttribute('sandbox', MAIL_FRAME_SANDBOX)
  frame.setAttribute('aria-hidden', 'true')
  frame.setAttribute('referrerpolicy', 'no-referrer')
  frame.tabIndex = -1
  frame.style.display = 'none'
  frame.srcdoc = ''
  doc.body.append(frame)
}
