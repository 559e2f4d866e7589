/**
 * Attachments of the open mail (product.md §2, §5, §6): name and size; download and preview only
 * with is_maildownload; preview only for the listed extensions, refused above 10485760 bytes
 * with a closable error that stays 6 seconds; preview opens /preview in a new window. The same
 * list serves a held mail under review (`reviewId`: its own download call, /preview type review).
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
} from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  AttachRegular,
  DismissRegular,
  EyeRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MessageAttachment } from '../../api/types.ts'
import { PREVIEW_REFUSED_TOAST_SECONDS } from '../../domain/constants.ts'
import {
  canPreview,
  fileExtension,
  isTooLargeToPreview,
  previewSearch,
} from '../../domain/mail/attachments.ts'
import { formatSize } from '../../domain/format/size.ts'
import { downloadAttachment } from './readerActions.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'

/** Whose attachments: a mail in a folder, or a held mail under review. */
type AttachmentOwner =
  | { folder: string; uid: number; reviewId?: undefined }
  | { reviewId: number; folder?: undefined; uid?: undefined }

export type AttachmentListProps = AttachmentOwner & {
  subject: string
  attachments: readonly MessageAttachment[]
  /** is_maildownload */
  allowDownload: boolean
}

function fileRef(owner: AttachmentOwner, { sid, did }: MessageAttachment) {
  const part = { sid, ...(did ? { did } : {}) }
  return owner.reviewId !== undefined
    ? { reviewId: owner.reviewId, ...part }
    : { folder: owner.folder, uid: owner.uid, ...part }
}

export function AttachmentList({
  subject,
  attachments,
  allowDownload,
  ...owner
}: AttachmentListProps) {
  const styles = useReaderStyles()
  const { t } = useLingui()
  const [refused, setRefused] = useState<string | null>(null)

  useEffect(() => {
    if (!refused) return
    const timer = setTimeout(() => setRefused(null), PREVIEW_REFUSED_TOAST_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [refused])

  if (attachments.length === 0) return null

  const preview = (attachment: MessageAttachment) => {
    if (isTooLargeToPreview(attachment.size)) {
      setRefused(attachment.name)
      return
    }
    const file = {
      sid: attachment.sid,
      size: attachment.size,
      suffix: fileExtension(attachment.name),
      name: attachment.name,
      subject,
      ...(attachment.did ? { did: attachment.did } : {}),
    }
    const search = previewSearch(
      owner.reviewId !== undefined
        ? { ...file, type: 'review', id: owner.reviewId }
        : { ...file, type: 'attach', id: owner.uid, fid: owner.folder },
    )
    window.open(`/preview${search}`, '_blank', 'noopener')
  }

  return (
    <section className={styles.attachments} aria-label={t`附件`}>
      <Text weight="semibold">
        <AttachRegular /> {t`附件（${attachments.length}）`}
      </Text>
      {refused && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t({
              message: '附件超过10M，无法预览',
              comment: "English: 'The attachment is over 10 MB and cannot be previewed'",
            })}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t`关闭`}
                icon={<DismissRegular />}
                onClick={() => setRefused(null)}
              />
            }
          />
        </MessageBar>
      )}
      {attachments.map((attachment) => (
        <div key={`${attachment.sid}-${attachment.did ?? ''}`} className={styles.attachment}>
          <Text>{attachment.name}</Text>
          <Text className={styles.muted}>{formatSize(attachment.size)}</Text>
          {allowDownload && (
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              aria-label={t`下载 ${attachment.name}`}
              onClick={() => void downloadAttachment(fileRef(owner, attachment), attachment.name)}
            >
              {t`下载`}
            </Button>
          )}
          {allowDownload && canPreview(attachment.name) && (
            <Button
              size="small"
              appearance="subtle"
              icon={<EyeRegular />}
              aria-label={t`预览 ${attachment.name}`}
              onClick={() => preview(attachment)}
            >
              {t`预览`}
            </Button>
          )}
        </div>
      ))}
    </section>
  )
}
