/**
 * Decision 218: when the list is idle (or the pointer reaches it) the reader's code is fetched and
 * a hidden frame with the mail body's sandbox is added once, so the first mail opened does not
 * wait for the browser to start the sandboxed frames' process.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { MAIL_FRAME_SANDBOX } from '../../../../src/features/reader/body/frameDocument.ts'
import {
  WARM_FRAME_ATTRIBUTE,
  warmMailFrame,
} from '../../../../src/features/reader/body/frameSandbox.ts'
import { preloadNextClick } from '../../../../src/features/mailbox/list/nextClick.ts'

const warmFrames = () => document.querySelectorAll(`iframe[${WARM_FRAME_ATTRIBUTE}]`)

afterEach(() => warmFrames().forEach((frame) => frame.remove()))

describe('the warm mail frame', () => {
  it('is one hidden, empty frame with the body frame’s sandbox, out of focus and a11y', () => {
    warmMailFrame()
    warmMailFrame()
    const frames = warmFrames()
    expect(frames).toHaveLength(1)
    const frame = frames[0] as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe(MAIL_FRAME_SANDBOX)
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
    expect(frame.style.display).toBe('none')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(frame.srcdoc).toBe('')
  })

  it('is added again after it was removed', () => {
    warmMailFrame()
    warmFrames().forEach((frame) => frame.remove())
    warmMailFrame()
    expect(warmFrames()).toHaveLength(1)
  })

  it('comes with the reader’s code when the pointer reaches a list', () => {
    preloadNextClick('demo@example.com')
    expect(warmFrames()).toHaveLength(1)
  })
})
