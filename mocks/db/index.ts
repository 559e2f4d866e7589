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

/**
 * Empties every collection. @msw/data's `clear` deletes record by record, each looked up by key
 * and announced to the delete listeners: ≈ 30–60 ms for the default seed. When the only listener
 * is ours (muted here), the collection's own list is emptied at once instead.
 */
export function clearDb(): void {
  muted++
  try {
    for (const name of collectionNames) {
      const collection = db[name] as unknown as BulkTarget & {
        clear(): void
        hooks: { listenerCount(type: string): number }
      }
      const onlyOurs =
        collection.hooks.listenerCount('delete') === 1 && collection.hooks.listenerCount('*') === 0
      if (onlyOurs) collection.all().length = 0
      else collection.clear()
    }
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
 * How @msw/data marks a record as its own: the two symbol-keyed, non-enumerable properties its
 * `create` defines (a primary key it looks records up by, and a relation map). Read off the first
 * record each collection creates, never written by hand; null when the library no longer makes
 * them so, and then every record goes through `create` again.
 */
interface RecordInternals {
  primaryKey: symbol
  relationMap: symbol
}

function internalsOf(record: object): RecordInternals | null {
  const symbols = Object.getOwnPropertySymbols(record)
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey')
  const relationMap = symbols.find((symbol) => symbol.description === 'kRelationMap')
  if (!primaryKey || !relationMap || symbols.length !== 2) return null
  return { primaryKey, relationMap }
}

interface BulkTarget {
  create(values: unknown): Promise<object>
  all(): object[]
}

/**
 * A deep copy of JSON-safe data (every record is, by schema): ≈ 5 ms for the demo's ~4,000
 * records where `structuredClone` takes ≈ 28 ms and @msw/data's own copy far more.
 */
function copyRecord<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(copyRecord) as T
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value))
    out[key] = copyRecord((value as Record<string, unknown>)[key])
  return out as T
}

/**
 * Inserts trusted records into one collection. The first goes through `create`; the rest are
 * copied (the cached seed they may come from must stay as it is), given the same internals and
 * appended to the collection's own list (`all()` returns it, not a copy). What `create` does per record for trusted data (a
 * recursive copy key by key, an awaited validation that passes it through, the two symbols) was
 * ≈ 200 ms of a demo start on a busy machine (issue 11, decision 368);
 * tests/unit/mocks/trustedInsert.test.ts checks the records behave as created ones.
 */
async function insertRecords(target: BulkTarget, records: unknown[]): Promise<void> {
  if (records.length === 0) return
  const first = await target.create(records[0])
  const internals = internalsOf(first)
  const rest = records.slice(1)
  if (!internals || !Array.isArray(target.all())) {
    await Promise.all(rest.map((record) => target.create(record)))
    return
  }
  const copies = rest.map(copyRecord) as object[]
  for (const copy of copies) {
    Object.defineProperties(copy, {
      [internals.primaryKey]: {
        value: crypto.randomUUID(),
        enumerable: false,
        configurable: false,
      },
      [internals.relationMap]: { value: new Map(), enumerable: false, configurable: false },
    })
  }
  const list = target.all()
  for (const copy of copies) list.push(copy)
}

/**
 * Without a create hook @msw/data skips its event per record: a quarter of the insert time of
 * the demo's ~4,000 records at every start (issue 11). The hook would be muted anyway.
 */
async function insertAll(snapshot: DbSnapshot): Promise<void> {
  await withoutChangeEvents(async () => {
    for (const name of collectionNames) {
      // The snapshot came from these very collections, so its records fit their schemas.
      const target = db[name] as unknown as BulkTarget
      const hook = createHooks.get(name)!
      db[name].hooks.removeListener('create', hook)
      try {
        await insertRecords(target, snapshot[name] ?? [])
      } finally {
        db[name].hooks.on('create', hook)
      }
    }
  })
}
