/**
 * The actions on received mail shared by the folder list, search results and the reader
 * (R-CALL-6). Each resolves true on success, shows
 * the 'operation success' toast where the spec has one, and announces the change so the folder
 * tree's unseen counts, open lists and readers reload. Failures were already shown by the client
 * middleware (error catalogue), so callers only need the boolean.
 */
import { t } from '@lingui/core/macro'
import { notify } from '../../api/notices.ts'
import { api } from '../../app/services.ts'
import type { Tag } from '../../api/types.ts'
import { COLOR_FLAGS, FLAGGED, flagColorOf } from '../../domain/mail/tags.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'

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
  else if (options.toast) notify({ intent: 'success', message: t`操作成功` }) // M-ERR-24
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

// Tags, colour flags, senders and contacts (helper E2; the list and the reader share them).

/**
 * Sets one colour flag (null clears it). `current` lists the flags the mail is known to carry
 * (a row, the reader); without it every other colour is removed. Only flags that are there are
 * removed, so flagging an unflagged mail is one request.
 */
export async function setFlagColor(
  folder: string,
  uids: number[],
  colorFlag: string | null,
  current?: readonly string[],
): Promise<boolean> {
  const others = COLOR_FLAGS.filter(
    (flag) => flag !== colorFlag && (current === undefined || current.includes(flag)),
  )
  if (others.length > 0 && !(await updateFlags(folder, uids, 'remove', [...others]))) return false
  if (colorFlag === null) return true
  return updateFlags(folder, uids, 'add', [colorFlag])
}

/** A tag is applied as the flag named by its tagname (openapi.yaml updateFlags). */
export const applyTag = (folder: string, uids: number[], tagname: string) =>
  updateFlags(folder, uids, 'add', [tagname], { toast: true })

export const removeTag = (folder: string, uids: number[], tagname: string) =>
  updateFlags(folder, uids, 'remove', [tagname], { toast: true })

export async function fetchTags(): Promise<Tag[]> {
  const { data, error } = await api().GET('/api/mail/tags/')
  if (error || !data) throw new Error('listTags failed')
  return data
}

export type CreateTagResult = { ok: true; tag: Tag } | { ok: false; nameError?: string }

function firstNameError(error: unknown): string | undefined {
  const field = (error as { name?: unknown } | undefined)?.name
  return Array.isArray(field) && typeof field[0] === 'string' ? field[0] : undefined
}

/** Create-tag failures show the first `name` error text (M-ERR-18). */
export async function createTag(name: string, color: string): Promise<CreateTagResult> {
  const { data, error } = await api().POST('/api/mail/tags/', { body: { name, color } })
  if (error || !data) return { ok: false, nameError: firstNameError(error) }
  emitMailboxChange('tags')
  return { ok: true, tag: data }
}

/** Rename or recolour (/setting/tag); refusals as createTag's. Rows show the new name at once. */
export async function updateTag(
  tagname: string,
  name: string,
  color: string,
): Promise<CreateTagResult> {
  const { data, error } = await api().PATCH('/api/mail/tags/{tagname}/', {
    params: { path: { tagname } },
    body: { name, color },
  })
  if (error || !data) return { ok: false, nameError: firstNameError(error) }
  emitMailboxChange('tags', 'list')
  return { ok: true, tag: data }
}

/** The server takes the tag off every mail with it; open lists and readers reload. */
export async function deleteTag(tagname: string): Promise<boolean> {
  const { error, response } = await api().DELETE('/api/mail/tags/{tagname}/', {
    params: { path: { tagname } },
  })
  if (error !== undefined || !response.ok) return false
  emitMailboxChange('tags', 'list')
  return true
}

/** 'refuse mail' (black) and 'add to whitelist' (white) of the sender card and the reader. */
export async function addSenderListEntry(email: string, action: 'white' | 'black') {
  const result = await api().POST('/api/setting/senderlist/', { body: { email, action } })
  if (result.error !== undefined) return false
  notify({ intent: 'success', message: t`操作成功` })
  return true
}

/** The s shortcut: a flagged mail (any colour) loses its flag, another gets the red one. */
export const toggleFlag = (folder: string, uids: number[], flags: readonly string[]) =>
  setFlagColor(folder, uids, flagColorOf(flags) ? null : FLAGGED, flags)
