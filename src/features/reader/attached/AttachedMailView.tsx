/**
 * A mail attached to a mail (a forwarded .eml, a digest entry, a bounced original), opened in the
 * preview window as a mail: its subject, sender, recipients and date in the reader's format, its
 * body through the same sanitising, sandboxed MailBody, and its own files, which download by their
 * did inside the attached mail. A mail attached to it opens in the same window (`onOpen`), with
 * a breadcrumb and a back button to the mails around it (decision 133).
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import type { AttachedMessage, MessageAttachment } from '../../../api/types.ts'
import dayjs from '../../../i18n/dates.ts'
import { AttachmentList } from '../attachments/AttachmentList.tsx'
import { MailBody } from '../body/MailBody.tsx'
import { fetchAttachedMessage, fetchAttachment } from '../readerActions.ts'
import { usePageStyles } from '../pages/usePageStyles.styles.ts'
import { AttachedMailTrail, BackToEnclosing } from './AttachedMailTrail.tsx'
import { saveBlob } from '../../common/saveBlob.ts'

export interface AttachedMailViewProps {
  /** The outer mail's folder and uid, and the attached mail's sid in it. */
  folder: string
  uid: number
  sid: string
  /** The path to a mail nested inside the attached mail sid; absent for sid's own mail. */
  did?: string
  /** The attachment's file name (the window's title and the download's name). */
  name: string
  /**
   * Opens another level in this window: a mail attached to this one, or one around it. Without
   * it a mail attached to this one opens in a new preview window.
   */
  onOpen?: (level: MessageAttachment) => void
}

type Party = readonly string[]

const partyText = ([address = '', name = '']: Party) => (name ? `${name} <${address}>` : address)

function Field({ label, children }: { label: string; children: ReactNode }) {
  const styles = usePageStyles()
  return (
    <div className={styles.field}>
      <Text className={styles.label}>{label}</Text>
      <Text>{children}</Text>
    </div>
  )
}

function Headers({ mail, focusOnLoad }: { mail: AttachedMessage; focusOnLoad: boolean }) {
  const { t } = useLingui()
  const styles = usePageStyles()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // After a move between levels the card or crumb that was clicked is gone: keep the
    // keyboard user's place at the top of the mail now shown.
    if (focusOnLoad) heading.current?.focus()
  }, [mail, focusOnLoad])
  return (
    <header>
      <h2 className={styles.heading} ref={heading} tabIndex={-1}>
        {mail.subject || t`（无主题）`}
      </h2>
      <Field label={t`发件人`}>{partyText(mail.mfrom) || t`（无发件人）`}</Field>
      {mail.to.length > 0 && <Field label={t`收件人`}>{mail.to.map(partyText).join('; ')}</Field>}
      {mail.cc.length > 0 && <Field label={t`抄送`}>{mail.cc.map(partyText).join('; ')}</Field>}
      <Field label={t`时间`}>
        {mail.date ? (
          // The reader's own format, in the user's time zone, never the sender's US-style text.
          <time dateTime={mail.date}>{dayjs(mail.date).format('YYYY-MM-DD HH:mm:ss')}</time>
        ) : (
          t({ message: '（无日期）', comment: "English: '(no date)': the mail has no Date header" })
        )}
      </Field>
    </header>
  )
}

export function AttachedMailView({ folder, uid, sid, did, name, onOpen }: AttachedMailViewProps) {
  const styles = usePageStyles()
  const { t } = useLingui()
  const { data, loading, failed } = useLoad(
    () => fetchAttachedMessage({ folder, uid, sid, ...(did ? { did } : {}) }),
    [folder, uid, sid, did ?? ''],
  )
  const [moved, setMoved] = useState(false)
  const download = async () => {
    const blob = await fetchAttachment({ folder, uid, sid, ...(did ? { did } : {}) })
    if (blob) saveBlob(blob, name)
  }
  const open =
    onOpen &&
    ((level: MessageAttachment) => {
      setMoved(true)
      onOpen(level)
    })
  const enclosing = data?.enclosing ?? []

  const content = () => {
    if (loading) return <Spinner label={t`加载中`} />
    if (failed || data === null) return <Text role="alert">{t`附件加载失败`}</Text>
    if (!data) return null
    return (
      <>
        <Headers mail={data} focusOnLoad={moved} />
        <MailBody
          isHtml={data.is_html}
          {...(data.is_html ? { html: data.html_text } : {})}
          text={data.plain_text}
          allowRemote={false}
          title={data.subject || name}
        />
        <AttachmentList
          folder={folder}
          uid={uid}
          subject={data.subject}
          attachments={data.attachments}
          allowDownload
          {...(open ? { onOpenMail: open } : {})}
        />
      </>
    )
  }

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        {open && !loading && <BackToEnclosing enclosing={enclosing} onOpen={open} />}
        <h1 className={styles.title}>{name}</h1>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
          {t`下载`}
        </Button>
      </div>
      {open && !loading && <AttachedMailTrail enclosing={enclosing} name={name} onOpen={open} />}
      {content()}
    </main>
  )
}
