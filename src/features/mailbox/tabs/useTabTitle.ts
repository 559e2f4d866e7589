import { useLingui } from '@lingui/react/macro'
import type { MailTab } from '../../../domain/mail/mailTabs.ts'

/** A tab's full title; an untitled tab (no subject yet, a new mail) is named by its kind. */
export function useTabTitle(listTitle: string): (tab: MailTab) => string {
  const { t } = useLingui()
  const fallback: Record<MailTab['kind'], string> = {
    list: listTitle,
    // Until the reader knows the subject (a deep link opens a mail by uid alone).
    read: t({ message: '读信', comment: "English: 'Mail'" }),
    search: t`搜索结果`,
    compose: t`写信`,
    review: t`审核邮件`,
  }
  return (tab) => (tab.kind === 'list' ? listTitle : tab.title.trim() || fallback[tab.kind])
}
