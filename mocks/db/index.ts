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
  calendarSettingsSchema,
  diskEntrySchema,
  diskPermissionSchema,
  fileShareSchema,
  loginLogSchema,
} from './schemas/workspace.ts'
import { accountSchema, domainSchema, sessionSchema } from './schemas/account.ts'
import { mailOverlaySchema } from './schemas/overlay.ts'
import { feedbackSchema, recallLogSchema } from './schemas/other.ts'

export * from './schemas/mail.ts'
export * from './schemas/org.ts'
export * from './schemas/settings.ts'
export * from './schemas/workspace.ts'
export * from './schemas/account.ts'
export * from './schemas/overlay.ts'
export * from './schemas/other.ts'

let trusting = 0

/**
 * The schema as @msw/data sees it: validated as usual, except inside `trusted()`, where data that
 * already passed these very schemas (a saved snapshot, the checked seed) goes in as it is.
 * Validating the ~4,000 records of a restore took most of the demo's start-up (about a second on
 * a busy machine); @msw/data copies each record before validating, so nothing is shared.
 */
type Validating = { '~standard': { validate: (value: unknown) => unknown } }

function checked<S extends Validating>(schema: S): S {
  const standard = schema['~standard']
  return Object.create(schema, {
    '~standard': {
      value: {
        ...standard,
        validate: (value: unknown) => (trusting > 0 ? { value } : standard.validate(value)),
      },
    },
  }) as S
}

/** What the collection's schema makes of `record` (tests: the seed must fit as it is). */
export function validateRecord(name: CollectionName, record: unknown): unknown {
  const schema = (db[name] as unknown as { options: { schema: Validating } }).options.schema
  return schema['~standard'].validate(record)
}

/** Runs bulk inserts of already-validated records (see `checked`). */
export async function trusted<T>(work: () => Promise<T>): Promise<T> {
  trusting++
  try {
    return await work()
  } finally {
    trusting--
  }
}

/** One collection per entity of R-DATA. Handlers read and write only through these. */
export const db = {
  domain: new Collection({ schema: checked(domainSchema) }),
  departments: new Collection({ schema: checked(departmentSchema) }),
  users: new Collection({ schema: checked(userSchema) }),
  accounts: new Collection({ schema: checked(accountSchema) }),
  folders: new Collection({ schema: checked(folderSchema) }),
  messages: new Collection({ schema: checked(messageSchema) }),
  rawMessages: new Collection({ schema: checked(rawMessageSchema) }),
  tags: new Collection({ schema: checked(tagSchema) }),
  attachments: new Collection({ schema: checked(attachmentIndexSchema) }),
  reviewItems: new Collection({ schema: checked(reviewItemSchema) }),
  contacts: new Collection({ schema: checked(contactSchema) }),
  contactGroups: new Collection({ schema: checked(contactGroupSchema) }),
  publicCategories: new Collection({ schema: checked(publicCategorySchema) }),
  publicContacts: new Collection({ schema: checked(publicContactSchema) }),
  mailingLists: new Collection({ schema: checked(mailingListSchema) }),
  sharedMailboxes: new Collection({ schema: checked(sharedMailboxSchema) }),
  signatures: new Collection({ schema: checked(signatureSchema) }),
  templates: new Collection({ schema: checked(templateSchema) }),
  stationery: new Collection({ schema: checked(stationerySchema) }),
  filters: new Collection({ schema: checked(filterSchema) }),
  autoReplies: new Collection({ schema: checked(autoReplySchema) }),
  autoForwards: new Collection({ schema: checked(autoForwardSchema) }),
  addressLists: new Collection({ schema: checked(addressListEntrySchema) }),
  mailboxMoves: new Collection({ schema: checked(mailboxMoveSchema) }),
  relays: new Collection({ schema: checked(relaySchema) }),
  calendars: new Collection({ schema: checked(calendarSchema) }),
  events: new Collection({ schema: checked(calendarEventSchema) }),
  calendarSettings: new Collection({ schema: checked(calendarSettingsSchema) }),
  diskEntries: new Collection({ schema: checked(diskEntrySchema) }),
  diskPermissions: new Collection({ schema: checked(diskPermissionSchema) }),
  fileShares: new Collection({ schema: checked(fileShareSchema) }),
  loginLogs: new Collection({ schema: checked(loginLogSchema) }),
  sessions: new Collection({ schema: checked(sessionSchema) }),
  mailOverlays: new Collection({ schema: checked(mailOverlaySchema) }),
  feedback: new Collection({ schema: checked(feedbackSchema) }),
  recallLogs: new Collection({ schema: checked(recallLogSchema) }),
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

/** Each collection's create hook, kept to take it off during bulk inserts (`insertAll`). */
const createHooks = new Map<CollectionName, () => void>()

for (const name of collectionNames) {
  const notify = () => {
    if (muted === 0) changeListeners.forEach((listener) => listener(name))
  }
  createHooks.set(name, notify)
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
 * The live records themselves, not copies: @msw/data replaces a record on update instead of
 * changing it, so a snapshot stays as it was taken, and whoever stores it copies it anyway
 * (IndexedDB's structured clone, JSON). Copies kept per record used to double the demo's heap.
 */
export function snapshotDb(): DbSnapshot {
  const out = {} as DbSnapshot
  for (const name of collectionNames) out[name] = db[name].all().slice()
  return out
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb()
  await insertTrusted(snapshot)
}

/**
 * Inserts records that fit the collections' schemas as they are: a snapshot of these very
 * collections, or the seed (tests/unit/mocks/seed.test.ts checks that each record of every
 * scenario parses to itself). Not reported as changes.
 */
export async function insertTrusted(data: DbSnapshot): Promise<void> {
  await trusted(() => insertAll(data))
}

/**
 * Without a create hook @msw/data skips its event per record: a quarter of the insert time of
 * the demo's ~4,000 records at every start (issue 11). The hook would be muted anyway.
 */
async function insertAll(snapshot: DbSnapshot): Promise<void> {
  await withoutChangeEvents(async () => {
    for (const name of collectionNames) {
      // The snapshot came from these very collections, so its records fit their schemas.
      const target = db[name] as unknown as { create(values: unknown): Promise<unknown> }
      const hook = createHooks.get(name)!
      db[name].hooks.removeListener('create', hook)
      try {
        await Promise.all((snapshot[name] ?? []).map((record) => target.create(record)))
      } finally {
        db[name].hooks.on('create', hook)
      }
    }
  })
}
