/**
 * The two shared-mailbox refusals of R-ROLE, one text each wherever they are raised: the
 * 'no sharing power' message (writing or sending without share_all / post / send; compose's
 * `noSharingPower` alert says the same words) and the 'no permission for this shared mailbox'
 * one (changing mail without write access).
 */
import { msg } from '@lingui/core/macro'

export const NO_SHARING_POWER = msg({
  message: '您没有该共享邮箱的写信权限！',
  comment: "English: 'You have no sharing power to write mail from this shared mailbox!'",
})

// M-TEXT-6
export const NO_SHARED_MAILBOX_PERMISSION = msg`您登录的共享邮箱没有权限执行此操作`
