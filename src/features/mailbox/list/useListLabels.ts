import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { MailView } from '../../../api/types.ts'
import type { DateGroup } from '../../../domain/format/dateGroup.ts'
import type { ReadDisplayState } from '../../../domain/mail/tags.ts'
import type { ListSort } from '../../../domain/mail/listSource.ts'

export interface ListLabels {
  groups: Record<DateGroup, string>
  readStates: Record<ReadDisplayState, string>
  sorts: Record<ListSort, string>
  views: Record<MailView, string>
}

/** Stable while the language is: every row takes these, and a new object re-renders them all. */
export function useListLabels(): ListLabels {
  const { t } = useLingui()
  return useMemo(
    () => ({
      groups: { today: t`今天`, yesterday: t`昨天`, dayBeforeYesterday: t`前天`, earlier: t`更早` },
      readStates: {
        unread: t`未读`,
        read: t`已读`,
        answered: t`已回复`,
        forwarded: t`已转发`,
        answeredForwarded: t`已回复并转发`,
        scheduled: t`定时发送`,
      },
      sorts: { from: t`发件人`, subject: t`主题`, date: t`时间`, size: t`大小` },
      views: {
        all: t`全部邮件`,
        unread: t`未读邮件`,
        read: t`已读邮件`,
        flagged: t`旗标邮件`,
        attach: t`带附件邮件`,
      },
    }),
    [t],
  )
}
