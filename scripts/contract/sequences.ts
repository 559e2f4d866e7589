/**
 * `--write`: the mutations of openapi.yaml, run in self-cleaning sequences on scratch objects
 * (create → read → update → delete). One table; each step names its operation and builds its
 * request from what earlier answers put in `v`. Names carry the run's `contract-kit-<time>`
 * (at most 20 characters, the shortest name limit of the contract). Mail sequences are in
 * sequences.mail.ts, those that open and end sessions in sequences.session.ts; what is not sent, and why, in writeSkips.ts.
 */
import { CALENDAR_SEQUENCES, CONTACT_IMPORT_SEQUENCE } from './sequences.calendar.ts'
import { field, keepId, mine, renamed, shows } from './sequenceKit.ts'
import { LOCK_SEQUENCES } from './sequences.lock.ts'
import { MAILBOX_MOVE_SEQUENCE } from './sequences.mailboxMove.ts'
import { IMPORT_SEQUENCE, MAIL_SEQUENCES } from './sequences.mail.ts'
import { SESSION_SEQUENCES } from './sequences.session.ts'
import type { Sequence } from './sequence.types.ts'

const SCRATCH_SEQUENCES: Sequence[] = [
  {
    name: 'folder',
    family: 'folders',
    steps: [
      {
        op: 'createFolder',
        creates: 'folder',
        body: (v) => ({ name: v.run }),
        then: (b, v) => {
          v.folderId = field(b, 'id') as number
          v.folderRaw = field(b, 'raw_name') as string
          return undefined
        },
      },
      {
        op: 'listFolders',
        then: (b, v) =>
          shows(
            true,
            'folder',
            mine(b, (f) => f.raw_name === v.folderRaw),
          ),
      },
      {
        op: 'renameFolder',
        params: (v) => ({ id: v.folderId }),
        body: (v) => ({ name: renamed(v) }),
      },
      {
        op: 'listFolders',
        then: (b, v) =>
          mine(b, (f) => f.id === v.folderId && f.name === renamed(v))
            ? undefined
            : 'the list does not show the new name',
      },
      { op: 'emptyFolder', body: (v) => ({ folder: v.folderRaw }) },
      {
        op: 'deleteFolder',
        body: (v) => ({ name: renamed(v), src_folder: v.folderRaw, is_delete: true }),
      },
      {
        op: 'listFolders',
        then: (b, v) =>
          shows(
            false,
            'folder',
            mine(b, (f) => f.raw_name === v.folderRaw),
          ),
      },
    ],
  },
  {
    name: 'tag',
    family: 'tags',
    steps: [
      {
        op: 'createTag',
        creates: 'tag',
        body: (v) => ({ name: v.run, color: '#33B679' }),
        then: (b, v) => {
          v.tagname = field(b, 'tagname') as string
          return undefined
        },
      },
      {
        op: 'listTags',
        then: (b, v) =>
          shows(
            true,
            'tag',
            mine(b, (t) => t.tagname === v.tagname),
          ),
      },
      {
        op: 'updateTag',
        params: (v) => ({ tagname: v.tagname }),
        body: (v) => ({ name: renamed(v), color: '#3F51B5' }),
      },
      { op: 'deleteTag', params: (v) => ({ tagname: v.tagname }) },
      {
        op: 'listTags',
        then: (b, v) =>
          shows(
            false,
            'tag',
            mine(b, (t) => t.tagname === v.tagname),
          ),
      },
    ],
  },
  {
    name: 'contact',
    family: 'contacts',
    steps: [
      {
        op: 'createContact',
        creates: 'contact',
        body: (v) => ({ email: `${v.run}@example.com`, fullname: v.run }),
        then: keepId('contactId', 'contact_id'),
      },
      { op: 'getContact', params: (v) => ({ contact_id: v.contactId }) },
      {
        op: 'updateContact',
        params: (v) => ({ contact_id: v.contactId }),
        body: (v) => ({
          email: `${v.run}@example.com`,
          fullname: renamed(v),
          company: 'contract kit',
        }),
      },
      {
        op: 'getContact',
        params: (v) => ({ contact_id: v.contactId }),
        then: (b, v) =>
          field(b, 'fullname') === renamed(v) ? undefined : 'the update is not there',
      },
      { op: 'deleteContacts', body: (v) => ({ contact_ids: [v.contactId] }) },
    ],
  },
  {
    name: 'contact group',
    family: 'contacts',
    steps: [
      {
        op: 'createContactGroup',
        creates: 'contactGroup',
        body: (v) => ({ groupname: v.run }),
        then: keepId('groupId'),
      },
      {
        op: 'listContactGroups',
        then: (b, v) =>
          shows(
            true,
            'group',
            mine(b, (g) => g.id === v.groupId),
          ),
      },
      {
        op: 'updateContactGroup',
        params: (v) => ({ id: v.groupId }),
        body: (v) => ({ groupname: renamed(v) }),
      },
      { op: 'deleteContactGroup', params: (v) => ({ id: v.groupId }) },
      {
        op: 'listContactGroups',
        then: (b, v) =>
          shows(
            false,
            'group',
            mine(b, (g) => g.id === v.groupId),
          ),
      },
    ],
  },
  {
    name: 'signature',
    family: 'settings',
    steps: [
      {
        op: 'listSignatures',
        then: (b, v) => {
          // Kept so the run can put them back after setting its own.
          const now = (b ?? {}) as { default_new?: number | null; default_reply?: number | null }
          v.signatureDefaults = {
            default_new: now.default_new ?? null,
            default_reply: now.default_reply ?? null,
          }
          return undefined
        },
      },
      {
        op: 'createSignature',
        creates: 'signature',
        body: (v) => ({ caption: v.run, content: '<p>contract kit</p>' }),
        then: keepId('signatureId'),
      },
      {
        op: 'updateSignature',
        params: (v) => ({ id: v.signatureId }),
        body: (v) => ({ caption: renamed(v), content: '<p>contract kit, updated</p>' }),
      },
      {
        op: 'setDefaultSignatures',
        creates: 'signatureDefaults',
        body: (v) => ({ default_new: v.signatureId, default_reply: v.signatureId }),
      },
      {
        op: 'listSignatures',
        then: (b, v) =>
          field(b, 'default_new') === v.signatureId ? undefined : 'the new default is not there',
      },
      { op: 'setDefaultSignatures', body: (v) => v.signatureDefaults },
      { op: 'deleteSignature', params: (v) => ({ id: v.signatureId }) },
      {
        op: 'listSignatures',
        then: (b, v) =>
          shows(
            false,
            'signature',
            mine(b, (s) => s.id === v.signatureId),
          ),
      },
    ],
  },
  {
    name: 'template',
    family: 'settings',
    steps: [
      {
        op: 'createTemplate',
        creates: 'template',
        body: (v) => ({ caption: v.run, content: '<p>contract kit</p>' }),
        then: (b, v) => {
          v.templateId = field(b, 'id') as number
          return undefined
        },
      },
      {
        op: 'listTemplates',
        params: () => ({ page_size: 100 }),
        then: (b, v) =>
          shows(
            true,
            'template',
            mine(b, (t) => t.id === v.templateId),
          ),
      },
      {
        op: 'updateTemplate',
        params: (v) => ({ id: v.templateId }),
        body: (v) => ({ caption: renamed(v), content: '<p>contract kit, updated</p>' }),
      },
      { op: 'deleteTemplate', params: (v) => ({ id: v.templateId }) },
    ],
  },
]

export const SEQUENCES: readonly Sequence[] = [
  ...SCRATCH_SEQUENCES,
  MAILBOX_MOVE_SEQUENCE,
  CONTACT_IMPORT_SEQUENCE,
  ...CALENDAR_SEQUENCES,
  ...MAIL_SEQUENCES,
  IMPORT_SEQUENCE,
  ...LOCK_SEQUENCES,
  ...SESSION_SEQUENCES,
]
