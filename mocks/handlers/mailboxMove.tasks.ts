/**
 * The life of a mailbox-move task in the fake server (decisions.md #301): activation queues it
 * (waiting), after MAILBOX_MOVE_WAIT_MS of the fake clock it runs, after MAILBOX_MOVE_RUN_MS more
 * it ends done (the old mail arrives, last_receive_time is set) or failed with a reason, by the
 * fake world's verdict (mocks/mail/moveWorld.ts). Any read settles what the clock says is due,
 * so `mockControl.advanceTime` drives it; a timer settles it too, so the mail arrives with no one
 * watching. `mockControl.decideMailboxMove` ends a task at once.
 */
import {
  MAILBOX_MOVE_RUN_MS,
  MAILBOX_MOVE_WAIT_MS,
  defaultMovePort,
} from '../../src/domain/settings/mailboxMove.ts'
import { type MailboxMoveRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import { addMessage } from '../mail/addMessage.ts'
import { migratedMail, moveVerdict } from '../mail/moveWorld.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'

export const portOf = (r: MailboxMoveRecord): number => r.port ?? defaultMovePort(r.protocol, r.ssl)

export const isActive = (r: MailboxMoveRecord): boolean =>
  r.is_active ?? (r.status !== 'idle' && r.status !== 'disabled')

const inFlight = (r: MailboxMoveRecord) =>
  isActive(r) && (r.status === 'waiting' || r.status === 'running') && r.started_at != null

async function finish(r: MailboxMoveRecord, outcome: 'done' | 'failed'): Promise<void> {
  const verdict = moveVerdict({ ...r, port: portOf(r) })
  const at = now()
  if (outcome === 'done') {
    for (const mail of migratedMail(r, at)) {
      // A folder the mailbox lacks (scope "all" into a custom one) lands in the inbox.
      const folder = db.folders.findFirst((q) => q.where({ owner: r.owner, raw_name: mail.folder }))
      await addMessage({ ...mail, owner: r.owner, folder: folder ? mail.folder : 'INBOX' })
    }
  }
  await db.mailboxMoves.update((q) => q.where({ owner: r.owner, id: r.id }), {
    data(draft) {
      draft.status = outcome
      draft.started_at = null
      draft.decided = null
      if (outcome === 'done') {
        draft.last_receive = isoAt(at)
        draft.last_error = ''
      } else draft.last_error = verdict === 'ok' ? 'interrupted' : verdict
    },
  })
}

/** Brings the owner's tasks up to the fake clock; true when something changed. */
export async function settleMailboxMoves(owner: string): Promise<boolean> {
  let changed = false
  for (const r of db.mailboxMoves.findMany((q) => q.where({ owner }))) {
    if (!inFlight(r)) continue
    const elapsed = now() - (r.started_at ?? now())
    if (r.decided) await finish(r, r.decided)
    else if (elapsed >= MAILBOX_MOVE_WAIT_MS + MAILBOX_MOVE_RUN_MS) {
      await finish(r, moveVerdict({ ...r, port: portOf(r) }) === 'ok' ? 'done' : 'failed')
    } else if (elapsed >= MAILBOX_MOVE_WAIT_MS && r.status === 'waiting') {
      await db.mailboxMoves.update((q) => q.where({ owner, id: r.id }), {
        data(draft) {
          draft.status = 'running'
        },
      })
    } else continue
    changed = true
  }
  if (changed) await flushDurably()
  return changed
}

function settleLater(owner: string, ms: number): void {
  setTimeout(() => void settleMailboxMoves(owner).catch(() => undefined), ms + 50)
}

/** Activation (or deactivation) of one account; null when it is not the owner's. */
export async function activateMailboxMove(
  owner: string,
  id: number,
  active: boolean,
): Promise<MailboxMoveRecord | null> {
  const updated = await db.mailboxMoves.update((q) => q.where({ owner, id }), {
    data(draft) {
      draft.is_active = active
      draft.status = active ? 'waiting' : 'idle'
      draft.started_at = active ? now() : null
      draft.decided = null
      draft.last_error = ''
    },
  })
  if (!updated) return null
  await flushDurably()
  if (active) {
    settleLater(owner, MAILBOX_MOVE_WAIT_MS)
    settleLater(owner, MAILBOX_MOVE_WAIT_MS + MAILBOX_MOVE_RUN_MS)
  }
  return updated
}

/** The control's decision on a task in flight; false when none of that id is in flight. */
export async function decideMailboxMove(id: number, outcome: 'done' | 'failed'): Promise<boolean> {
  const r = db.mailboxMoves.findFirst((q) => q.where({ id }))
  if (!r || !inFlight(r)) return false
  await db.mailboxMoves.update((q) => q.where({ owner: r.owner, id }), {
    data(draft) {
      draft.decided = outcome
    },
  })
  await settleMailboxMoves(r.owner)
  return true
}
