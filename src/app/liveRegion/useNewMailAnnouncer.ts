/**
 * New mail from the live channel, said once through the live region: one mail by sender and
 * subject, several by their count (a screen reader user hears it as Outlook's new-mail alert).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { onNewMailArrived } from '../newMail/newMailNotices.ts'
import { announce } from './announce.ts'

export function useNewMailAnnouncer(): void {
  const { t } = useLingui()
  useEffect(
    () =>
      onNewMailArrived((fresh) => {
        const first = fresh[0]
        if (fresh.length > 1 || !first) {
          const count = fresh.length
          announce(t`收到 ${count} 封新邮件`)
          return
        }
        const sender = first.mfrom[1] || first.mfrom[0] || ''
        const subject = first.subject || t`（无主题）`
        announce(t`新邮件，来自 ${sender}：${subject}`)
      }),
    [t],
  )
}
