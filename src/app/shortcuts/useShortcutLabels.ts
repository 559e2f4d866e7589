/** The sheet's words for each shortcut and group, in the user's language. */
import { useLingui } from '@lingui/react/macro'
import type { ShortcutGroup, ShortcutId } from './shortcutTable.ts'

export function useShortcutLabels() {
  const { t } = useLingui()
  const actions: Record<ShortcutId, string> = {
    help: t`显示快捷键列表`,
    compose: t`写信`,
    search: t`搜索邮件`,
    close: t`关闭对话框、邮件或列表`,
    goInbox: t`转到收件箱`,
    goSent: t`转到已发送`,
    goDrafts: t`转到草稿箱`,
    next: t`下一封邮件`,
    previous: t`上一封邮件`,
    open: t`打开邮件`,
    back: t`返回邮件列表`,
    reply: t`回复`,
    replyAll: t`回复全部`,
    forward: t({ message: '转发', context: 'shortcut' }),
    delete: t({ message: '删除', context: 'shortcut' }),
    move: t`移动到…`,
    flag: t`设置或取消旗标`,
    markRead: t`标记为已读`,
    markUnread: t`标记为未读`,
    send: t`发送邮件（写信时）`,
  }
  const groups: Record<ShortcutGroup, string> = {
    general: t`通用`,
    navigation: t`浏览`,
    mail: t`邮件操作`,
    compose: t({ message: '写信', context: 'shortcut group' }),
  }
  return {
    actions,
    groups,
    then: t({ message: '然后', context: 'key sequence: G then I' }),
    or: t`或`,
  }
}
