/** One attachment as a compact card: type icon, name (full name on hover), size, actions. */
import { Button, Caption1, Text } from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  CalendarRegular,
  CodeRegular,
  DocumentPdfRegular,
  DocumentRegular,
  DocumentTableRegular,
  DocumentTextRegular,
  EyeRegular,
  FolderZipRegular,
  ImageRegular,
  MailRegular,
  MusicNote2Regular,
  OpenRegular,
  SlideTextRegular,
  VideoRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import type { MessageAttachment } from '../../../api/types.ts'
import { fileKind, type FileKind } from '../../../domain/mail/attachmentFiles.ts'
import { formatSize } from '../../../domain/format/size.ts'
import { useAttachmentStyles } from './useAttachmentStyles.styles.ts'

const ICONS: Record<FileKind, ComponentType<{ className?: string }>> = {
  image: ImageRegular,
  pdf: DocumentPdfRegular,
  word: DocumentTextRegular,
  sheet: DocumentTableRegular,
  slides: SlideTextRegular,
  text: DocumentTextRegular,
  code: CodeRegular,
  archive: FolderZipRegular,
  audio: MusicNote2Regular,
  video: VideoRegular,
  mail: MailRegular,
  calendar: CalendarRegular,
  other: DocumentRegular,
}

export function AttachmentCard({
  attachment,
  onDownload,
  onPreview,
  opensAsMail = false,
}: {
  attachment: MessageAttachment
  /** An attached mail: its action opens it as a mail rather than previewing a file. */
  opensAsMail?: boolean
  /** Absent without is_maildownload. */
  onDownload?: () => void
  /** Absent when the file cannot be previewed. */
  onPreview?: () => void
}) {
  const styles = useAttachmentStyles()
  const { t } = useLingui()
  const kind = fileKind(attachment.name)
  const Icon = ICONS[kind]
  return (
    <li className={styles.card} data-file-kind={kind}>
      <Icon className={styles.icon} aria-hidden />
      <div className={styles.text}>
        <Text className={styles.name} title={attachment.name}>
          {attachment.name}
        </Text>
        <Caption1 className={styles.size}>{formatSize(attachment.size)}</Caption1>
      </div>
      <div className={styles.actions}>
        {onDownload && (
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowDownloadRegular />}
            aria-label={t`下载 ${attachment.name}`}
            title={t`下载`}
            onClick={onDownload}
          />
        )}
        {onPreview && (
          <Button
            size="small"
            appearance="subtle"
            icon={opensAsMail ? <OpenRegular /> : <EyeRegular />}
            aria-label={opensAsMail ? t`打开 ${attachment.name}` : t`预览 ${attachment.name}`}
            title={opensAsMail ? t`打开` : t`预览`}
            onClick={onPreview}
          />
        )}
      </div>
    </li>
  )
}
