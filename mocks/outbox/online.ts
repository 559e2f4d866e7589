/**
 * Online attachments (decision 260): the send form's online_attachments name the sender's own
 * transit-area files with an expiry; a mail carries links to them rather than their bytes. On a
 * send each file's expiry becomes the send time plus the chosen days and it gets a download token
 * that works without a session (downloadOnlineAttachment, decision 261); a draft keeps the refs
 * with no expiry yet.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, db } from '../db/index.ts'
import { ONLINE_EXPIRE_DAYS } from '../handlers/composeParams.ts'
import { now } from '../state.ts'

type OnlineRef = components['schemas']['OnlineAttachRef']
export type OnlineAttachment = components['schemas']['OnlineAttachment']

const DAY_MS = 86_400_000
const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

const expired = (entry: DiskEntryRecord, at: number) =>
  entry.expires !== null && Date.parse(entry.expires) <= at

function newToken(): string {
  let token: string
  do {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    token = Array.from(bytes, (b) => TOKEN_ALPHABET[b % TOKEN_ALPHABET.length]).join('')
  } while (db.diskEntries.findFirst((q) => q.where({ link_token: token })))
  return token
}

export type ResolvedOnline =
  | { ok: true; files: { entry: DiskEntryRecord; days: number }[] }
  | { ok: false; field: 'missing' | 'expire_days' }

/** Each ref must be a live transit file of `mailbox` and one of the spec's expiry choices. */
export function resolveOnline(mailbox: string, refs: readonly OnlineRef[] = []): ResolvedOnline {
  const at = now()
  const files: { entry: DiskEntryRecord; days: number }[] = []
  for (const ref of refs) {
    if (!ONLINE_EXPIRE_DAYS.includes(ref.expire_days)) return { ok: false, field: 'expire_days' }
    const entry = db.diskEntries.findFirst((q) =>
      q.where({ disk: 'afile', owner: mailbox, id: ref.id }),
    )
    if (!entry || entry.is_folder || expired(entry, at)) return { ok: false, field: 'missing' }
    files.push({ entry, days: ref.expire_days })
  }
  return { ok: true, files }
}

/** What a draft stores: the refs, with no link yet. */
export const draftOnline = (files: { entry: DiskEntryRecord; days: number }[]) =>
  files.map(({ entry, days }) => ({
    id: entry.id,
    name: entry.name,
    size: entry.size,
    expire_days: days,
    expire_at: null,
    token: '',
  }))

/** Sending: the files' expiry starts now and each gets (or keeps) its download token. */
export async function publishOnline(
  files: { entry: DiskEntryRecord; days: number }[],
): Promise<OnlineAttachment[]> {
  const out: OnlineAttachment[] = []
  for (const { entry, days } of files) {
    const expires = new Date(now() + days * DAY_MS).toISOString()
    const token = entry.link_token ?? newToken()
    await db.diskEntries.update((q) => q.where({ disk: 'afile', id: entry.id }), {
      data(draft) {
        draft.expires = expires
        draft.link_token = token
      },
    })
    out.push({
      id: entry.id,
      name: entry.name,
      size: entry.size,
      expire_days: days,
      expire_at: expires,
      token,
    })
  }
  return out
}

/** The transit file behind a link, or why not: unknown / deleted, or expired. */
export function onlineFileOf(token: string): DiskEntryRecord | 'missing' | 'expired' {
  const entry = token
    ? db.diskEntries.findFirst((q) => q.where({ disk: 'afile', link_token: token }))
    : undefined
  if (!entry || entry.is_folder) return 'missing'
  return expired(entry, now()) ? 'expired' : entry
}
