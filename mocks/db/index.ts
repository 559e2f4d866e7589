import { Collection } from '@msw/data'
import {
  attachmentIndexSchema,
  folderSchema,
  messageSchema,
  rawMessageSchema,
  reviewItemSchema,
  tagSchema,
} from './schemas/mail.ts'
import {
  contactGroupSchema,
  contactSchema,
  departmentSchema,
  mailingListSchema,
  publicCategorySchema,
  publicContactSchema,
  sharedMailboxSchema,
  userSchema,
} from './schemas/org.ts'
import {
  addressListEntrySchema,
  autoForwardSchema,
  autoReplySchema,
  filterSchema,
  mailboxMoveSchema,
  relaySchema,
  signatureSchema,
  stationerySchema,
  templateSchema,
} from './schemas/settings.ts'
import {
  calendarEventSchema,
  calendarSchema,
  diskEntrySchema,
  diskPermissionSchema,
  fileShareSchema,
  loginLogSchema,
} from './schemas/workspace.ts'
import { accountSchema, domainSchema, sessionSchema } from './schemas/account.ts'
import { mailOverlaySchema } from './schemas/overlay.ts'

export * from './schemas/mail.ts'
export * from './schemas/org.ts'
export * from './schemas/settings.ts'
export * from './schemas/workspace.ts'
export * from './schemas/account.ts'
export * from './schemas/overlay.ts'

/** One collection per entity of R-DATA. Handlers read and write only through these. */
export const db = {
  domain: new Collection({ schema: domainSchema }),
  departments: new Collection({ schema: departmentSchema }),
  users: new Collection({ schema: userSchema }),
  accounts: new Collection({ schema: accountSchema }),
  folders: new Collection({ schema: folderSchema }),
  messages: new Collection({ schema: messageSchema }),
  rawMessages: new Collection({ schema: rawMessageSchema }),
  tags: new Collection({ schema: tagSchema }),
  attachments: new Collection({ schema: attachmentIndexSchema }),
  reviewItems: new Collection({ schema: reviewItemSchema }),
  contacts: new Collection({ schema: contactSchema }),
  contactGroups: new Collection({ schema: contactGroupSchema }),
  publicCategories: new Collection({ schema: publicCategorySchema }),
  publicContacts: new Collection({ schema: publicContactSchema }),
  mailingLists: new Collection({ schema: mailingListSchema }),
  sharedMailboxes: new Collection({ schema: sharedMailboxSchema }),
  signatures: new Collection({ schema: signatureSchema }),
  templates: new Collection({ schema: templateSchema }),
  stationery: new Collection({ schema: stationerySchema }),
  filters: new Collection({ schema: filterSchema }),
  autoReplies: new Collection({ schema: autoReplySchema }),
  autoForwards: new Collection({ schema: autoForwardSchema }),
  addressLists: new Collection({ schema: addressListEntrySchema }),
  mailboxMoves: new Collection({ schema: mailboxMoveSchema }),
  relays: new Collection({ schema: relaySchema }),
  calendars: new Collection({ schema: calendarSchema }),
  events: new Collection({ schema: calendarEventSchema }),
  diskEntries: new Collection({ schema: diskEntrySchema }),
  diskPermissions: new Collection({ schema: diskPermissionSchema }),
  fileShares: new Collection({ schema: fileShareSchema }),
  loginLogs: new Collection({ schema: loginLogSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  mailOverlays: new Collection({ schema: mailOverlaySchema }),
}

export type Db = typeof db
export type CollectionName = keyof Db

export const collectionNames = Object.keys(db) as CollectionName[]

type ChangeListener = (name: CollectionName) => void
const changeListeners = new Set<ChangeListener>()
let muted = 0

/**
 * Every create / update / delete outside seeding is reported, so reset can skip reseeding an
 * untouched database and the browser can persist only after a real change.
 */
export function onDbChange(listener: ChangeListener): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

for (const name of collectionNames) {
  const notify = () => {
    if (muted === 0) changeListeners.forEach((listener) => listener(name))
  }
  db[name].hooks.on('create', notify)
  db[name].hooks.on('update', notify)
  db[name].hooks.on('delete', notify)
}

/** Runs bulk work (seeding, hydrating, clearing) without reporting it as user changes. */
export async function withoutChangeEvents<T>(work: () => Promise<T>): Promise<T> {
  muted++
  try {
    return await work()
  } finally {
    muted--
  }
}

export function clearDb(): void {
  muted++
  try {
    for (const name of collectionNames) db[name].clear()
  } finally {
    muted--
  }
}

/** Plain-data copy of every collection, for persistence (records are JSON-safe by schema). */
export type DbSnapshot = Record<CollectionName, unknown[]>

/**
 * Plain copies by live record. @msw/data replaces a record on update, so a record seen before is
 * unchanged and its copy can be reused: a save after one change copies one record, not the
 * thousands of messages with their bodies.
 */
const plainCopies = new WeakMap<object, unknown>()

export function snapshotDb(): DbSnapshot {
  const out = {} as DbSnapshot
  for (const name of collectionNames) {
    out[name] = db[name].all().map((record) => {
      let copy = plainCopies.get(record)
      if (copy === undefined) {
        copy = structuredClone({ ...record })
        plainCopies.set(record, copy)
      }
      return copy
    })
  }
  return out
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb()
  await withoutChangeEvents(async () => {
    for (const name of collectionNames) {
      // The snapshot came from these very collections, so its records fit their schemas.
      const target = db[name] as unknown as { create(values: unknown): Promise<unknown> }
      await Promise.all((snapshot[name] ?? []).map((record) => target.create(record)))
    }
  })
}
