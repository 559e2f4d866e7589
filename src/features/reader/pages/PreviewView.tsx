/**
 * The /preview window: a bar with the file's name, size and a download, then the file itself
 * (preview/FilePreview.tsx, which refuses anything above 10485760 bytes before a byte is
 * fetched). PreviewView is a mail attachment's window (type attach or review); the file
 * centre's window (source=…) uses the same frame.
 */
import { Button, Text } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PreviewQuery } from '../../../domain/mail/attachments.ts'
import { formatSize } from '../../../domain/format/size.ts'
import {
  fetchAnyAttachment,
  type AttachmentRef,
  type ReviewAttachmentRef,
} from '../readerActions.ts'
import { downloadPreviewFile, FilePreview, type PreviewFile } from '../preview/FilePreview.tsx'
import { usePageStyles } from './usePageStyles.styles.ts'

type FileRef = AttachmentRef | ReviewAttachmentRef

/** type review reads a held mail's part (id = the review id); attach a mail's in its folder. */
function fileRef(query: PreviewQuery): FileRef {
  const part = { sid: query.sid, ...(query.did ? { did: query.did } : {}) }
  return query.type === 'review'
    ? { reviewId: query.id, ...part }
    : { folder: query.fid, uid: query.id, ...part }
}

export function PreviewFrame({ file, children }: { file: PreviewFile; children?: ReactNode }) {
  const styles = usePageStyles()
  const { t } = useLingui()
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{file.name}</h1>
        <Text>{formatSize(file.size)}</Text>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadPreviewFile(file)}>
          {t`下载`}
        </Button>
      </div>
      {children}
      <FilePreview file={file} />
    </main>
  )
}

export function PreviewView({ query }: { query: PreviewQuery }) {
  const { t } = useLingui()
  const ref = fileRef(query)
  const folder = query.type === 'attach' ? query.fid : ''
  const file: PreviewFile = {
    name: query.name,
    size: query.size,
    suffix: query.suffix,
    key: [query.type, folder, query.id, query.sid, query.did ?? ''].join('\u0000'),
    noun: 'attachment',
    fetch: () => fetchAnyAttachment(ref),
  }
  return (
    <PreviewFrame file={file}>
      {query.subject && <Text>{t`邮件：${query.subject}`}</Text>}
    </PreviewFrame>
  )
}
