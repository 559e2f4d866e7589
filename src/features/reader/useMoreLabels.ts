import { useLingui } from '@lingui/react/macro'
import type { MoreItemKey } from '../../domain/mail/moreMenu.ts'

export function useMoreLabels(): Record<MoreItemKey, string> {
  const { t } = useLingui()
  return {
    sendAgain: t`再次发送`,
    forwardWithAttachments: t`带附件转发`,
    mailSameRecipients: t`给所有收件人发新邮件`,
    addSenderToContacts: t`添加发件人到通讯录`,
    forward: t({ message: '转发', context: 'more menu' }),
    viewHeader: t`查看信头`,
    realDelete: t`彻底删除`,
    addRemark: t`添加备注`,
    viewSource: t`查看源文件`,
    delete: t({ message: '删除', context: 'more menu' }),
    download: t`下载邮件`,
    notSpam: t`这不是垃圾邮件`,
    reject: t`拒收`,
    relatedMail: t`相关邮件`,
    sameSubject: t`同主题邮件`,
    readAsText: t`以纯文本查看`,
    readAsHtml: t`以HTML查看`,
  }
}
