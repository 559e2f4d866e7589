/**
 * The actions on received mail shared by the folder list, search results and the reader
 * (calls-and-behaviour.md §7 "Mail message operations"). Each resolves true on success, shows
 * the 'operation success' toast where the spec has one, and announces the change so the folder
 * tree's unseen counts, open lists and readers reload. Failures were already shown by the client
 * middleware (error catalogue), so callers only need the boolean.
 */
import { t } from '@lingui/core/macro'
import { notify } from '../../api/notices.ts'
import { api } from '../../app/services.ts'
import { emitMailboxChange } from '../mailbox/mailboxEvents.ts'

export type FlagAction = 'add' | 'remove'

interface Outcome {
  error?: unknown
  data?: { success: boolean; message?: string } | unknown
}

function settle(result: Outcome, options: { toast?: boolean } = {}): boolean {
  if (result.error !== undefined) return false
  const data = result.data as { success?: boolean; message?: string } | undefined
  if (data && data.success === false) return false
  if (data?.message) notify({ intent: 'info', message: data.message })
  else if (options.toast) notify({ intent: 'success', message: t`操作成功` })
  emitMailboxChange('folders', 'list')
  return true
}

/** Flags: \Seen (read), \flagged, umail-<colour>, a tag's tagname, a label name. */
export async function updateFlags(
  folder: string,
  uids: number[],
  action: FlagAction,
  flags: string[],
  options: { toast?: boolean } = {},
): Promise<boolean> {
  const result = await api().POST('/api/mail/messages/flags/', {
    body: { folder, uids, action, flags },
  })
  return settle(result, options)
}

export const markRead = (folder: string, uids: number[], read: boolean) =>
  updateFlags(folder, uids, read ? 'add' : 'remove', ['\\Seen'], { toast: true })

export async function markFolderRead(folder: string): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/read-all/', { body: { folder } }), {
    toast: true,
  })
}

export async function clearTags(folder: string, uids: number[]): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/tags/clear/', { body: { folder, uids } }), {
    toast: true,
  })
}

export async function moveMessages(
  srcFolder: string,
  uids: number[],
  dstFolder: string,
): Promise<boolean> {
  const result = await api().POST('/api/mail/messages/move/', {
    body: { src_folder: srcFolder, dst_folder: dstFolder, uids },
  })
  return settle(result, { toast: true })
}

/** To Trash (or out of Trash for good, as the server decides). */
export async function deleteMessages(folder: string, uids: number[]): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/delete/', { body: { folder, uids } }), {
    toast: true,
  })
}

export async function realDeleteMessages(folder: string, uids: number[]): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/real-delete/', { body: { folder, uids } }), {
    toast: true,
  })
}

/** Reject: refuse the senders and move the mail to Spam. */
export async function rejectMessages(folder: string, uids: number[]): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/reject/', { body: { folder, uids } }), {
    toast: true,
  })
}

export async function markNotSpam(folder: string, uids: number[]): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/not-spam/', { body: { folder, uids } }), {
    toast: true,
  })
}

export async function saveRemark(folder: string, uid: number, remark: string): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/remark/', { body: { folder, uid, remark } }), {
    toast: true,
  })
}

export async function deleteRemark(folder: string, uid: number): Promise<boolean> {
  return settle(await api().POST('/api/mail/messages/remark/delete/', { body: { folder, uid } }), {
    toast: true,
  })
}
