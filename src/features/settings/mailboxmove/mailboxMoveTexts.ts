/** The mailbox-move page's words for a status, a protocol and a scope. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MailboxMoveScope, MailboxMoveStatus } from '../../../domain/settings/index.ts'

export const STATUS_NAMES: Record<MailboxMoveStatus, MessageDescriptor> = {
  idle: msg({ message: '未开始', context: 'mailbox move status' }),
  waiting: msg({ message: '排队中', context: 'mailbox move status' }),
  running: msg({ message: '搬家中', context: 'mailbox move status' }),
  done: msg({ message: '已完成', context: 'mailbox move status' }),
  failed: msg({ message: '失败', context: 'mailbox move status' }),
}

export const STATUS_COLORS = {
  idle: 'subtle',
  waiting: 'warning',
  running: 'brand',
  done: 'success',
  failed: 'danger',
} as const satisfies Record<MailboxMoveStatus, string>

export const SCOPE_NAMES: Record<MailboxMoveScope, MessageDescriptor> = {
  all: msg({ message: '所有文件夹', context: 'mailbox move scope' }),
  inbox: msg({ message: '仅收件箱', context: 'mailbox move scope' }),
}
