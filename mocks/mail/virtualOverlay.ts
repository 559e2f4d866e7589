/**
 * The large scenario's per-mailbox overlay on its computed INBOX (mocks/db/schemas/overlay.ts):
 * read when the index is built, written by 'mark all read' and by deleting computed mail for
 * good. One small record, so these changes persist like any other without storing 100,000 mails.
 */
import { type MailOverlayRecord, db } from '../db/index.ts'

export interface VirtualOverlay {
  seenAll: boolean
  isExpunged: (position: number) => boolean
}

function find(owner: string) {
  return db.mailOverlays.findFirst((q) => q.where({ owner }))
}

export function readOverlay(owner: string): VirtualOverlay {
  const record = find(owner)
  const ranges = record?.expunged ?? []
  return {
    seenAll: record?.seen_all ?? false,
    isExpunged: (position) => {
      // Binary search over sorted, disjoint ranges.
      let low = 0
      let high = ranges.length - 1
      while (low <= high) {
        const mid = (low + high) >>> 1
        const [first, last] = ranges[mid]!
        if (position < first) high = mid - 1
        else if (position > last) low = mid + 1
        else return true
      }
      return false
    },
  }
}

/** Adds `position` to sorted, disjoint ranges, joining neighbours. */
export function withPosition(
  ranges: readonly (readonly [number, number])[],
  position: number,
): [number, number][] {
  const out: [number, number][] = []
  let added = false
  for (const [first, last] of ranges) {
    if (position >= first && position <= last) return ranges.map(([a, b]) => [a, b])
    if (!added && position < first) {
      out.push([position, position])
      added = true
    }
    out.push([first, last])
  }
  if (!added) out.push([position, position])
  const merged: [number, number][] = []
  for (const range of out) {
    const previous = merged.at(-1)
    if (previous && range[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

async function change(owner: string, edit: (draft: MailOverlayRecord) => void): Promise<void> {
  const record = find(owner)
  if (record) {
    await db.mailOverlays.update(record, { data: edit })
  } else {
    const draft: MailOverlayRecord = { owner, seen_all: false, expunged: [] }
    edit(draft)
    await db.mailOverlays.create(draft)
  }
}

export function markVirtualSeen(owner: string): Promise<void> {
  return change(owner, (draft) => {
    draft.seen_all = true
  })
}

export function markVirtualExpunged(owner: string, position: number): Promise<void> {
  return change(owner, (draft) => {
    draft.expunged = withPosition(draft.expunged, position)
  })
}
