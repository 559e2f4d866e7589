/**
 * The /preview window for one attachment. The file is fetched as a blob and shown without ever
 * being served as a document of the app's origin: images as <img> of a blob URL, pdf in a frame
 * of a blob URL, text and markup through the sanitising, sandboxed MailBody; office files get a
 * download offer. Anything above 10485760 bytes is refused before a byte is fetched.
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import {
  isTooLargeToPreview,
  previewKind,
  type PreviewKind,
  type PreviewQuery,
} from '../../../domain/mail/attachments.ts'
import { formatSize } from '../../../domain/format/size.ts'
import { MailBody } from '../body/MailBody.tsx'
import {
  fetchAnyAttachment,
  saveBlob,
  type AttachmentRef,
  type ReviewAttachmentRef,
} from '../readerActions.ts'
import { usePageStyles } from './usePageStyles.styles.ts'

type Loaded = { kind: 'image' | 'pdf'; blob: Blob } | { kind: 'html' | 'text'; text: string }

type FileRef = AttachmentRef | ReviewAttachmentRef

/** type review reads a held mail's part (id = the review id); attach a mail's in its folder. */
function fileRef(query: PreviewQuery): FileRef {
  const part = { sid: query.sid, ...(query.did ? { did: query.did } : {}) }
  return query.type === 'review'
    ? { reviewId: query.id, ...part }
    : { folder: query.fid, uid: query.id, ...part }
}

async function loadPreview(ref: FileRef, kind: PreviewKind): Promise<Loaded | null> {
  const blob = await fetchAnyAttachment(ref)
  if (!blob) return null
  if (kind === 'image') return { kind, blob }
  // The server labels every attachment octet-stream; the pdf viewer needs the real type.
  if (kind === 'pdf') return { kind, blob: new Blob([blob], { type: 'application/pdf' }) }
  if (kind === 'html' || kind === 'text') return { kind, text: await blob.text() }
  return null
}

export function PreviewView({ query }: { query: PreviewQuery }) {
  const styles = usePageStyles()
  const { t } = useLingui()
  const kind = previewKind(query.suffix)
  const tooLarge = isTooLargeToPreview(query.size)
  const ref = fileRef(query)
  const folder = query.type === 'attach' ? query.fid : ''
  const viewable = kind !== null && kind !== 'office' && !tooLarge
  const { data, loading, failed } = useLoad(
    () => loadPreview(ref, kind ?? 'office'),
    [query.type, folder, query.id, query.sid, query.did ?? '', kind],
    viewable,
  )
  const blob = data && 'blob' in data ? data.blob : undefined
  // Never revoked: the window shows this one file and the URL goes when the window closes.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  const download = async () => {
    const blob = await fetchAnyAttachment(ref)
    if (blob) saveBlob(blob, query.name)
  }

  const content = () => {
    if (tooLarge) {
      return (
        <Text role="alert">
          {t({
            message: '附件超过10M，无法预览',
            comment: "English: 'The attachment is over 10 MB and cannot be previewed'",
          })}
        </Text>
      )
    }
    if (kind === null) return <Text role="alert">{t`该类型的文件不支持预览`}</Text>
    if (kind === 'office') {
      return <Text>{t`Office 文档无法在浏览器中安全地直接显示，请下载后用本地程序打开。`}</Text>
    }
    if (loading) return <Spinner label={t`加载中`} />
    if (failed || data === null) return <Text role="alert">{t`附件加载失败`}</Text>
    if (!data) return null
    if (data.kind === 'image') {
      return url ? <img className={styles.image} src={url} alt={query.name} /> : null
    }
    if (data.kind === 'pdf') {
      return url ? <iframe className={styles.frame} src={url} title={query.name} /> : null
    }
    const text = 'text' in data ? data.text : ''
    return (
      <MailBody
        isHtml={data.kind === 'html'}
        {...(data.kind === 'html' ? { html: text } : {})}
        text={text}
        allowRemote={false}
        title={query.name}
      />
    )
  }

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{query.name}</h1>
        <Text>{formatSize(query.size)}</Text>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
          {t`下载`}
        </Button>
      </div>
      {query.subject && <Text>{t`邮件：${query.subject}`}</Text>}
      {content()}
    </main>
  )
}
