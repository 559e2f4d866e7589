/**
 * The pending-review count asks afresh on its own: every REVIEW_POLL_SECONDS while a screen shows
 * it for a reviewer (decision 84), besides the live channel's pushes and the review decisions.
 * One shared timer however many screens show the count; it stops when the last one goes (the
 * layout, and with it the count, is gone while locked or logged out). A hidden tab skips a beat.
 */
import { emitMailboxChange } from '../common/mailboxEvents.ts'

export const REVIEW_POLL_SECONDS = 180

let holders = 0
let timer: ReturnType<typeof setInterval> | undefined

function tick(): void {
  if (typeof document !== 'undefined' && document.hidden) return
  emitMailboxChange('review')
}

/** Keeps the poll running until the returned release is called. */
export function retainReviewPoll(): () => void {
  holders += 1
  if (holders === 1) timer = setInterval(tick, REVIEW_POLL_SECONDS * 1000)
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}
