/**
 * The /preview window for one attachment. The file is fetched as a blob and shown without ever
 * being served as a document of the app's origin: images and svg as <img> of a blob URL, pdf in
 * a frame of a blob URL, text and markup through the sanitising, sandboxed MailBody. Office and
 * table files are parsed in a worker (preview/parse): sheets as tables, docx as a mail body,
 * pptx as slide cards; doc and ppt get a download with the reason. Anything above 10485760
 * bytes is refused before a byte is fetched. A file whose bytes are not what its name says (a
 * ".png" that is text, a ".pdf" that is not one, a ".txt" full of binary, a broken or
 * password-protected office file) or that the browser cannot decode says so, with a download.
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import {
  isTooLargeToPreview,
  previewKind,
  type PreviewKind,
  type PreviewQuery,
} from '../../../domain/mail/attachments.ts'
import { formatSize } from '../../../domain/format/size.ts'
import { sniffRaster } from '../body/inlineParts.ts'
import { MailBody } from '../body/MailBody.tsx'
import {
  fetchAnyAttachment,
  type AttachmentRef,
  type ReviewAttachmentRef,
} from '../readerActions.ts'
import { usePageStyles } from './usePageStyles.styles.ts'
import { saveBlob } from '../../common/saveBlob.ts'
import { OfficeView } from '../preview/OfficeView.tsx'
import { parseInWorker } from '../preview/parseInWorker.ts'
import type { OfficeKind, OfficePreview } from '../preview/parse/types.ts'

type Unreadable = 'image' | 'pdf' | 'text' | 'corrupt' | 'encrypted'

type Loaded =
  | { kind: 'image' | 'pdf'; blob: Blob }
  | { kind: 'html' | 'text'; text: string }
  | { kind: 'office'; preview: Exclude<OfficePreview, { kind: 'broken' }> }
  /** The bytes are not a file of the kind its name says. */
  | { kind: 'unreadable'; as: Unreadable }

const OFFICE_KINDS: Partial<Record<PreviewKind, OfficeKind>> = {
  sheet: 'sheet',
  csv: 'csv',
  docx: 'docx',
  pptx: 'pptx',
}

type FileRef = AttachmentRef | ReviewAttachmentRef

/** type review reads a held mail's part (id = the review id); attach a mail's in its folder. */
function fileRef(query: PreviewQuery): FileRef {
  const part = { sid: query.sid, ...(query.did ? { did: query.did } : {}) }
  return query.type === 'review'
    ? { reviewId: query.id, ...part }
    : { folder: query.fid, uid: query.id, ...part }
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/** Enough of the head of a file to tell its type; a NUL there means binary, not text. */
const SNIFF_BYTES = 4096

async function loadPreview(ref: FileRef, kind: PreviewKind, name: string): Promise<Loaded | null> {
  const blob = await fetchAnyAttachment(ref)
  if (!blob) return null
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer())
  const office = OFFICE_KINDS[kind]
  if (kind === 'csv' && head.includes(0)) return unreadable('text')
  if (office) {
    const preview = await parseInWorker(office, blob, name)
    return preview.kind === 'broken' ? unreadable(preview.reason) : { kind: 'office', preview }
  }
  if (kind === 'svg') {
    // Shown as an image only; text that is no svg (or binary) gets the image message.
    if (head.includes(0) || !/<svg[\s>]/i.test(await blob.text())) return unreadable('image')
    return { kind: 'image', blob: new Blob([blob], { type: 'image/svg+xml' }) }
  }
  if (kind === 'image') {
    // The name decides nothing: a ".png" that is text or html would show a broken icon.
    const type = sniffRaster(head)
    return type ? { kind, blob: new Blob([blob], { type: `image/${type}` }) } : unreadable('image')
  }
  if (kind === 'pdf') {
    // The pdf viewer takes anything; a file that is no pdf gets a message, not an error page.
    if (!PDF_SIGNATURE.every((b, i) => head[i] === b)) return unreadable('pdf')
    // The server labels every attachment octet-stream; the pdf viewer needs the real type.
    return { kind, blob: new Blob([blob], { type: 'application/pdf' }) }
  }
  if (kind === 'html' || kind === 'text') {
    if (head.includes(0)) return unreadable('text')
    return { kind, text: await blob.text() }
  }
  return null
}

const unreadable = (as: Unreadable): Loaded => ({ kind: 'unreadable', as })

export function PreviewView({ query }: { query: PreviewQuery }) {
  const styles = usePageStyles()
  const { t } = useLingui()
  const kind = previewKind(query.suffix)
  const tooLarge = isTooLargeToPreview(query.size)
  const ref = fileRef(query)
  const folder = query.type === 'attach' ? query.fid : ''
  const viewable = kind !== null && kind !== 'legacyOffice' && !tooLarge
  const { data, loading, failed } = useLoad(
    () => loadPreview(ref, kind ?? 'legacyOffice', query.name),
    [query.type, folder, query.id, query.sid, query.did ?? '', kind],
    viewable,
  )
  const blob = data && 'blob' in data ? data.blob : undefined
  // The bytes looked like an image but the browser could not decode them (a truncated file).
  const [undecodable, setUndecodable] = useState<Blob | null>(null)
  // Never revoked: the window shows this one file and the URL goes when the window closes.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  const download = async () => {
    const blob = await fetchAnyAttachment(ref)
    if (blob) saveBlob(blob, query.name)
  }

  const downloadOffer = (reason: string, role: 'alert' | 'note') => (
    <div className={styles.problem}>
      <Text role={role}>{reason}</Text>
      <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => void download()}>
        {t`下载附件`}
      </Button>
    </div>
  )
  const problem = (as: Unreadable) => downloadOffer(problemText(as), 'alert')
  const problemText = (as: Unreadable) => {
    switch (as) {
      case 'image':
        return t`无法显示此图片：文件内容不是可识别的图片，或者文件已损坏。请下载后用本地程序打开。`
      case 'pdf':
        return t`无法预览此文件：文件内容不是有效的 PDF。请下载后用本地程序打开。`
      case 'text':
        return t`无法以文本方式预览此文件：文件包含二进制内容。请下载后用本地程序打开。`
      case 'corrupt':
        return t`无法预览此文件：文件已损坏，或者内容与扩展名不符。请下载后用本地程序打开。`
      case 'encrypted':
        return t`无法预览此文件：文件设有打开密码。请下载后用本地程序打开并输入密码。`
    }
  }
  const legacyText = () =>
    query.suffix === 'doc'
      ? t`这是旧版 Word 97-2003 文档（.doc），浏览器中无法安全地解析这种二进制格式。请下载后用本地程序打开；另存为 .docx 后即可在线预览。`
      : t`这是旧版 PowerPoint 97-2003 演示文稿（.ppt），浏览器中无法安全地解析这种二进制格式。请下载后用本地程序打开；另存为 .pptx 后即可在线预览。`

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
    if (kind === 'legacyOffice') return downloadOffer(legacyText(), 'note')
    if (loading) return <Spinner label={t`加载中`} />
    if (failed || data === null) return <Text role="alert">{t`附件加载失败`}</Text>
    if (!data) return null
    if (data.kind === 'unreadable') return problem(data.as)
    if (data.kind === 'office') return <OfficeView preview={data.preview} title={query.name} />
    if (data.kind === 'image') {
      if (blob && undecodable === blob) return problem('image')
      return url ? (
        <img
          className={styles.image}
          src={url}
          alt={query.name}
          onError={() => setUndecodable(blob ?? null)}
        />
      ) : null
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
