/**
 * Sharing one's mailbox with a colleague (/setting/relatelist; R-ROLE-2's four levels): a
 * colleague must be chosen; the suggestions are people of the organisation only — addresses of
 * the user's own mail domain, never the user — as the server accepts no one else
 * (decisions.md #282).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The contract's SharePermission, weakest first: read-only, read-write, proxy send, full control. */
export const SHARE_PERMISSIONS = ['read', 'write', 'send', 'all'] as const
export type SharePermission = (typeof SHARE_PERMISSIONS)[number]

export interface MailboxShareValues {
  username: string
  permission: SharePermission
}

export type MailboxShareError = 'shareUserRequired'

export function validateMailboxShare(
  values: MailboxShareValues,
): Partial<Record<keyof MailboxShareValues, MailboxShareError>> {
  return values.username.trim() === '' ? { username: 'shareUserRequired' } : {}
}

export const mailboxSharePayload = (values: MailboxShareValues): MailboxShareValues => ({
  username: values.username.trim(),
  permission: values.permission,
})

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase()

/** A suggestion the share form may offer: same mail domain as the user, and not the user. */
export function isColleagueAddress(address: string, ownAddress: string): boolean {
  if (!address.includes('@') || !ownAddress.includes('@')) return false
  return (
    domainOf(address) === domainOf(ownAddress) && address.toLowerCase() !== ownAddress.toLowerCase()
  )
}

export const MAILBOX_SHARE_MESSAGES: Record<MailboxShareError, MessageDescriptor> = {
  shareUserRequired: msg({
    message: '请选择要共享给的同事',
    comment: "English: 'Choose the colleague to share with'",
  }),
}

/** R-ROLE-2's level names, and what each lets the colleague do. */
export const SHARE_PERMISSION_NAMES: Record<SharePermission, MessageDescriptor> = {
  read: msg({ message: '只读', comment: "Share level. English: 'Read-only'" }),
  write: msg({ message: '读写', comment: "Share level. English: 'Read-write'" }),
  send: msg({ message: '代发', comment: "Share level. English: 'Proxy send'" }),
  all: msg({ message: '完全控制', comment: "Share level. English: 'Full control'" }),
}

export const SHARE_PERMISSION_HINTS: Record<SharePermission, MessageDescriptor> = {
  read: msg`可以阅读邮件，不能写信、发信或整理邮件`,
  write: msg`可以阅读、整理邮件，也可以以此邮箱写信和发信`,
  send: msg`可以阅读邮件，并以此邮箱的名义写信和发信，不能整理邮件`,
  all: msg`可以做邮箱主人能做的一切，包括管理此邮箱的共享`,
}
