/**
 * Creating and deleting user folders (R-CALL "Folder list ... Create folder
 * (name). Delete folder (src_folder, is_delete, dst_folder when contents are moved)").
 */
import { t } from '@lingui/core/macro'
import { ownErrors } from '../../../api/client.ts'
import { badRequestMessage, type ServerErrorBody } from '../../../api/errors.ts'
import { notify } from '../../../api/notices.ts'
import type { Folder } from '../../../api/types.ts'
import { api } from '../../../app/services.ts'
import { emitMailboxChange } from '../../common/mailboxEvents.ts'

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === 'string' && item.trim() !== '')
  return undefined
}

/**
 * The error catalogue's "Create tag or folder failure" (M-ERR-18): the first `name` error; for
 * folders the server may also answer with a plain string or `error_message`. Then the usual 400
 * fields.
 */
export function createFolderErrorText(body: unknown): string | undefined {
  if (typeof body === 'string') return firstText(body)
  if (typeof body !== 'object' || body === null) return undefined
  const fields = body as ServerErrorBody
  return firstText(fields.name) ?? firstText(fields.error_message) ?? badRequestMessage(fields)
}

export type CreateFolderResult = { ok: true; folder: Folder } | { ok: false; message?: string }

export async function createFolder(name: string): Promise<CreateFolderResult> {
  // The dialog shows the server's refusal beside the name, so no toast repeats it.
  const { data, error } = await api().POST('/api/mail/folders/', {
    body: { name },
    middleware: [ownErrors],
  })
  if (!data) return { ok: false, message: createFolderErrorText(error) }
  emitMailboxChange('folders')
  return { ok: true, folder: data }
}

export interface DeleteFolderRequest {
  folder: Pick<Folder, 'raw_name' | 'name'>
  /** Delete the folder's mail instead of moving it. */
  deleteMail: boolean
  /** Where its mail goes when kept (INBOX by default). */
  target: string
}

/** Errors follow the catalogue (toast by the client middleware); resolves whether it worked. */
export async function deleteFolder({ folder, deleteMail, target }: DeleteFolderRequest) {
  const { error } = await api().POST('/api/mail/folders/delete/', {
    body: {
      name: folder.name,
      src_folder: folder.raw_name,
      is_delete: deleteMail,
      ...(deleteMail ? {} : { dst_folder: target }),
    },
  })
  if (error !== undefined) return false
  notify({ intent: 'success', message: t`操作成功` })
  emitMailboxChange('folders', 'list')
  return true
}
