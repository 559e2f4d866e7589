/**
 * Attachments of the open mail (R-LAYOUT, R-VALID, R-ROLE) as a wrapping grid of compact cards, one
 * row while collapsed ("show all (n)" opens the rest), and "download all" as one zip. Download
 * and preview only with is_maildownload; preview only for the listed extensions, refused above
 * 10485760 bytes with a closable error that stays 6 seconds; preview opens /preview in a new
 * window. The same list serves a held mail under review (`reviewId`: its own download call,
 * /preview type review).
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  AttachRegular,
  ChevronDownRegular,
  ChevronUpRegular,
  DismissRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MessageAttachment } from '../../../api/types.ts'
import { PREVIEW_REFUSED_TOAST_SECONDS } from '../../../domain/constants.ts'
import {
  canPreview,
  fileExtension,
  isTooLargeToPreview,
  opensAsMail,
  previewSearch,
} from '../../../domain/mail/attachments.ts'
import { downloadAttachment } from '../readerActions.ts'
import { AttachmentCard } from './AttachmentCard.tsx'
import { downloadAllAttachments } from './downloadAll.ts'
import { CARD_GAP, CARD_MIN_WIDTH, useAttachmentStyles } from './useAttachmentStyles.styles.ts'
import { useGridColumns } from './useGridColumns.ts'

/** Whose attachments: a mail in a folder, or a held mail under review. */
type AttachmentOwner =
  | { folder: string; uid: number; reviewId?: undefined }
  | { reviewId: number; folder?: undefined; uid?: undefined }

export type AttachmentListProps = AttachmentOwner & {
  subject: string
  attachments: readonly MessageAttachment[]
  /** is_maildownload */
  allowDownload: boolean
  /**
   * Opens an attached mail in place (the preview window's nested levels); without it an
   * attached mail opens in a new preview window.
   */
  onOpenMail?: (attachment: MessageAttachment) => void
}

/** Cards in the collapsed row where the grid was never measured (no layout). */
const UNMEASURED_COLUMNS = 4

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
  onOpenMail,
  ...owner
}: AttachmentListProps) {
  const styles = useAttachmentStyles()
  const { t } = useLingui()
  const [refused, setRefused] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [zipping, setZipping] = useState(false)
  const [grid, setGrid] = useState<HTMLUListElement | null>(null)
  const columns = useGridColumns(grid, CARD_MIN_WIDTH, CARD_GAP, UNMEASURED_COLUMNS)

  useEffect(() => {
    if (!refused) return
    // M-ERR-15, C-TIME-12: the over-10 MB refusal closes itself after 6 s (or by hand)
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

  const downloadAll = async () => {
    setZipping(true)
    try {
      await downloadAllAttachments(
        attachments.map((attachment) => ({
          name: attachment.name,
          ref: fileRef(owner, attachment),
        })),
        subject,
        t`附件`,
      )
    } finally {
      setZipping(false)
    }
  }

  // An attached mail opens as a mail (getAttachedMessage reads a folder's mail, not a held one).
  const asMail = (attachment: MessageAttachment) =>
    owner.reviewId === undefined && opensAsMail(attachment.name, attachment.did)
  const opens = (attachment: MessageAttachment) => canPreview(attachment.name) || asMail(attachment)

  const total = attachments.length
  const folds = total > columns
  const shown = expanded || !folds ? attachments : attachments.slice(0, columns)

  return (
    <section className={styles.section} aria-label={t`附件`}>
      <div className={styles.heading}>
        <Text weight="semibold" className={styles.title}>
          <AttachRegular /> {t`附件（${total}）`}
        </Text>
        {allowDownload && total > 1 && (
          <Button
            size="small"
            appearance="subtle"
            icon={zipping ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />}
            disabled={zipping}
            onClick={() => void downloadAll()}
          >
            {t({ message: '全部下载（zip）', comment: "English: 'Download all (zip)'" })}
          </Button>
        )}
        {folds && (
          <Button
            size="small"
            appearance="subtle"
            icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t`收起附件` : t`显示全部（${total}）`}
          </Button>
        )}
      </div>
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
      <ul className={styles.grid} ref={setGrid}>
        {shown.map((attachment) => (
          <AttachmentCard
            key={`${attachment.sid}-${attachment.did ?? ''}`}
            attachment={attachment}
            opensAsMail={asMail(attachment)}
            {...(allowDownload
              ? {
                  onDownload: () =>
                    void downloadAttachment(fileRef(owner, attachment), attachment.name),
                }
              : {})}
            {...(allowDownload && opens(attachment)
              ? {
                  onPreview: () =>
                    onOpenMail && asMail(attachment) ? onOpenMail(attachment) : preview(attachment),
                }
              : {})}
          />
        ))}
      </ul>
    </section>
  )
}
