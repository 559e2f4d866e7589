/** The /print page's content: the header lines and the body, then the browser's print dialog. */
import { Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import dayjs from '../../../i18n/dates.ts'
import { formatSize } from '../../../domain/format/size.ts'
import { MailBody } from '../body/MailBody.tsx'
import type { PrintedMail } from '../printMail.ts'
import { usePageStyles } from './usePageStyles.styles.ts'

const party = (p: readonly string[]) => (p[1] ? `${p[1]} <${p[0]}>` : (p[0] ?? ''))

export function PrintView({ mail, print }: { mail: PrintedMail; print: () => void }) {
  const styles = usePageStyles()
  const { t } = useLingui()

  useEffect(() => {
    // One frame later the body frame has its document, so it is part of the printout.
    const timer = setTimeout(print, 300)
    return () => clearTimeout(timer)
  }, [print])

  const line = (label: string, value: string) => (
    <div className={styles.field}>
      <Text className={styles.label}>{label}</Text>
      <Text>{value}</Text>
    </div>
  )
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{mail.subject || t`（无主题）`}</h1>
      {line(t`发件人`, party(mail.mfrom))}
      {line(t`收件人`, mail.to.map(party).join('; '))}
      {mail.cc.length > 0 && line(t`抄送`, mail.cc.map(party).join('; '))}
      {line(t`时间`, dayjs(mail.date).format('YYYY-MM-DD HH:mm:ss'))}
      {mail.attachments.length > 0 &&
        line(t`附件`, mail.attachments.map((a) => `${a.name} (${formatSize(a.size)})`).join('; '))}
      <MailBody
        isHtml={mail.is_html}
        {...(mail.is_html ? { html: mail.html_text } : {})}
        text={mail.plain_text}
        allowRemote={false}
        title={mail.subject}
      />
    </main>
  )
}
