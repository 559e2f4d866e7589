/**
 * How `--write` finds and removes its scratch objects after a sequence, whatever happened in
 * it: each kind is looked up by the run's unique name (`contract-kit-<time>`) in its list call,
 * so an object whose create answer was broken or lost is still found, and nothing the kit did
 * not create can match. After the removal the kit looks again: what is still there is reported.
 */
import { LOCK_PASSWORDS, lockSecret } from './sequences.lock.ts'
import type { Api, ScratchKey, ScratchKind, Vars } from './sequence.types.ts'

type Item = Record<string, unknown>

/** The items of a bare array, a `{count, results}` page or `{data: [...]}`. */
export function items(body: unknown): Item[] {
  if (Array.isArray(body)) return body as Item[]
  if (typeof body !== 'object' || body === null) return []
  for (const key of ['results', 'data', 'items']) {
    const list = (body as Item)[key]
    if (Array.isArray(list)) return list as Item[]
  }
  return []
}

/** Whether any of the fields carries the run's name. */
const ours = (item: Item, v: Vars, ...fields: string[]) =>
  fields.some((f) => typeof item[f] === 'string' && (item[f] as string).includes(v.run))

async function listed(api: Api, op: string, params?: Record<string, string | number>) {
  const verdict = await api(op, params)
  if (verdict.status === null || verdict.status >= 300) {
    throw new Error(`${op} answered ${verdict.status ?? 'nothing'}: ${verdict.detail}`)
  }
  return items(verdict.body)
}

/** Every folder the kit's mail can be in; a scratch folder is removed with its mail. */
const MAIL_FOLDERS = ['INBOX', 'Sent', 'Drafts', 'Trash']

export const SCRATCH: Record<ScratchKey, ScratchKind> = {
  folder: {
    label: (v) => `folder ${v.run}…`,
    find: async (api, v) =>
      (await listed(api, 'listFolders')).filter((f) => ours(f, v, 'name', 'raw_name', 'label')),
    remove: async (api, _v, found) => {
      for (const f of found as Item[]) {
        await api('deleteFolder', {}, { name: f.name, src_folder: f.raw_name, is_delete: true })
      }
    },
  },
  tag: {
    label: (v) => `tag ${v.run}…`,
    find: async (api, v) => (await listed(api, 'listTags')).filter((t) => ours(t, v, 'name')),
    remove: async (api, _v, found) => {
      for (const t of found as Item[]) await api('deleteTag', { tagname: String(t.tagname) })
    },
  },
  contact: {
    label: (v) => `contact ${v.run}@example.com`,
    find: async (api, v) =>
      (await listed(api, 'listContacts', { search: v.run, page_size: 100 })).filter((c) =>
        ours(c, v, 'email', 'fullname', 'name'),
      ),
    remove: async (api, _v, found) => {
      await api('deleteContacts', {}, { contact_ids: (found as Item[]).map((c) => c.contact_id) })
    },
  },
  contactGroup: {
    label: (v) => `contact group ${v.run}…`,
    find: async (api, v) =>
      (await listed(api, 'listContactGroups')).filter((g) => ours(g, v, 'groupname')),
    remove: async (api, _v, found) => {
      for (const g of found as Item[]) await api('deleteContactGroup', { id: Number(g.id) })
    },
  },
  signature: {
    label: (v) => `signature ${v.run}…`,
    find: async (api, v) =>
      (await listed(api, 'listSignatures')).filter((s) => ours(s, v, 'caption')),
    remove: async (api, _v, found) => {
      for (const s of found as Item[]) await api('deleteSignature', { id: Number(s.id) })
    },
  },
  signatureDefaults: {
    label: (v) =>
      `the change of the default signatures (were new ${v.signatureDefaults?.default_new ?? 'none'}, reply ${v.signatureDefaults?.default_reply ?? 'none'})`,
    // Changed when they differ from what the run found before it set its own.
    find: async (api, v) => {
      const saved = v.signatureDefaults
      if (!saved) return []
      const verdict = await api('listSignatures')
      const now = verdict.body as { default_new?: unknown; default_reply?: unknown } | undefined
      if (!now) throw new Error(`listSignatures answered ${verdict.status ?? 'nothing'}`)
      const same =
        now.default_new === saved.default_new && now.default_reply === saved.default_reply
      return same ? [] : [now]
    },
    remove: async (api, v) => {
      await api('setDefaultSignatures', {}, v.signatureDefaults)
    },
  },
  template: {
    label: (v) => `template ${v.run}…`,
    find: async (api, v) =>
      (await listed(api, 'listTemplates', { page_size: 100 })).filter((t) => ours(t, v, 'caption')),
    remove: async (api, _v, found) => {
      for (const t of found as Item[]) await api('deleteTemplate', { id: Number(t.id) })
    },
  },
  mailboxMove: {
    label: (v) => `mailbox-move account ${v.run}@…`,
    find: async (api, v) =>
      (await listed(api, 'listMailboxMoves')).filter((m) => ours(m, v, 'email')),
    remove: async (api, _v, found) => {
      for (const m of found as Item[]) await api('deleteMailboxMove', { id: Number(m.id) })
    },
  },
  mail: {
    label: (v) => `mail whose subject contains ${v.run}`,
    find: async (api, v) => {
      const found: { folder: string; uid: number }[] = []
      for (const folder of MAIL_FOLDERS) {
        const list = await listed(api, 'listMessages', { folder, subject: v.run, page_size: 100 })
        for (const m of list) if (ours(m, v, 'subject')) found.push({ folder, uid: Number(m.uid) })
      }
      return found
    },
    remove: async (api, _v, found) => {
      const mails = found as { folder: string; uid: number }[]
      for (const folder of new Set(mails.map((m) => m.folder))) {
        const uids = mails.filter((m) => m.folder === folder).map((m) => m.uid)
        await api('realDeleteMessages', {}, { uids, folder })
      }
    },
  },
  calendar: {
    label: (v) => `calendar ${v.run}… (with its events and shares)`,
    find: async (api, v) =>
      (await listed(api, 'listCalendars')).filter((c) => c.is_owner && ours(c, v, 'name')),
    remove: async (api, _v, found) => {
      for (const c of found as Item[]) await api('deleteCalendar', { id: Number(c.id) })
    },
  },
  calendarSettings: {
    label: () => 'the calendar settings (written back as they were)',
    // Changed when they differ from what the run read before writing them back.
    find: async (api, v) => {
      const saved = v.calendarSettings
      if (!saved) return []
      const verdict = await api('getCalendarSettings')
      if (!verdict.body)
        throw new Error(`getCalendarSettings answered ${verdict.status ?? 'nothing'}`)
      return JSON.stringify(verdict.body) === JSON.stringify(saved) ? [] : [verdict.body]
    },
    remove: async (api, v) => {
      await api('updateCalendarSettings', {}, v.calendarSettings)
    },
  },
  lock: {
    label: (v) => `the ${v.lockType} module lock`,
    // Only a module that had no lock is ever locked by the run, so a lock there is the run's.
    find: async (api, v) => {
      if (!v.lockType) return []
      const verdict = await api('getLockSettings')
      const settings = verdict.body as Record<string, { is_set?: boolean }> | undefined
      if (!settings) throw new Error(`getLockSettings answered ${verdict.status ?? 'nothing'}`)
      return settings[v.lockType]?.is_set ? [v.lockType] : []
    },
    // The lock has the first password, or the second once editLock went through.
    remove: async (api, v) => {
      for (const password of [...LOCK_PASSWORDS].reverse()) {
        const verdict = await api(
          'cancelLock',
          {},
          { lock_type: v.lockType, lock_password: lockSecret(v, password) },
        )
        if (verdict.status !== null && verdict.status < 300) return
      }
    },
  },
}
