/**
 * One file shown for reading, without ever being served as a document of the app's origin:
 * images and svg as <img> of a blob URL, pdf in a frame of a blob URL, text and markup through
 * the sanitising, sandboxed MailBody. Office and table files are parsed in a worker
 * (preview/parse): sheets as tables, docx as a mail body, pptx as slide cards; doc and ppt get a
 * download with the reason. Anything above 10485760 bytes is refused before a byte is fetched.
 * A file whose bytes are not what its name says (a ".png" that is text, a ".pdf" that is not one,
 * a ".txt" full of binary, a broken or password-protected office file) or that the browser
 * cannot decode says so, with a download. Mail attachments (/preview) and file-centre files
 * (/preview?source=…, the public /fileshare page) share it; only the wording of the file differs.
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
} from '../../../domain/mail/attachments.ts'
import { sniffRaster } from '../body/inlineParts.ts'
import { MailBody } from '../body/MailBody.tsx'
import { saveBlob } from '../../common/saveBlob.ts'
import { usePageStyles } from '../pages/usePageStyles.styles.ts'
import { OfficeView } from './OfficeView.tsx'
import { parseInWorker } from './parseInWorker.ts'
import type { OfficeKind, OfficePreview } from './parse/types.ts'

export interface PreviewFile {
  name: string
  size: number
  /** Lower-case extension: decides the kind. */
  suffix: string
  /** Names the file among others: a new key loads again. */
  key: string
  /** A mail's attachment or a file-centre file: the messages say which. */
  noun: 'attachment' | 'file'
  /** The bytes; null when the server refused (its toast, if any, said why). */
  fetch(): Promise<Blob | null>
}

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

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/** Enough of the head of a file to tell its type; a NUL there means binary, not text. */
const SNIFF_BYTES = 4096

async function loadPreview(file: PreviewFile, kind: PreviewKind): Promise<Loaded | null> {
  const blob = await file.fetch()
  if (!blob) return null
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer())
  const office = OFFICE_KINDS[kind]
  if (kind === 'csv' && head.includes(0)) return unreadable('text')
  if (office) {
    const preview = await parseInWorker(office, blob, file.name)
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

export async function downloadPreviewFile(file: PreviewFile): Promise<void> {
  const blob = await file.fetch()
  if (blob) saveBlob(blob, file.name)
}

export function FilePreview({ file }: { file: PreviewFile }) {
  const styles = usePageStyles()
  const { t } = useLingui()
  const kind = previewKind(file.suffix)
  const tooLarge = isTooLargeToPreview(file.size)
  const viewable = kind !== null && kind !== 'legacyOffice' && !tooLarge
  const { data, loading, failed } = useLoad(
    () => loadPreview(file, kind ?? 'legacyOffice'),
    [file.key, kind],
    viewable,
  )
  const blob = data && 'blob' in data ? data.blob : undefined
  // The bytes looked like an image but the browser could not decode them (a truncated file).
  const [undecodable, setUndecodable] = useState<Blob | null>(null)
  // Never revoked: the window shows this one file and the URL goes when the window closes.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  const attachment = file.noun === 'attachment'

  const downloadOffer = (reason: string, role: 'alert' | 'note') => (
    <div className={styles.problem}>
      <Text role={role}>{reason}</Text>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        onClick={() => void downloadPreviewFile(file)}
      >
        {attachment ? t`下载附件` : t`下载文件`}
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
    file.suffix === 'doc'
      ? t`这是旧版 Word 97-2003 文档（.doc），浏览器中无法安全地解析这种二进制格式。请下载后用本地程序打开；另存为 .docx 后即可在线预览。`
      : t`这是旧版 PowerPoint 97-2003 演示文稿（.ppt），浏览器中无法安全地解析这种二进制格式。请下载后用本地程序打开；另存为 .pptx 后即可在线预览。`

  if (tooLarge) {
    return (
      <Text role="alert">
        {attachment
          ? t({
              message: '附件超过10M，无法预览',
              comment: "English: 'The attachment is over 10 MB and cannot be previewed'",
            })
          : t({
              message: '文件超过10M，无法预览',
              comment: "English: 'The file is over 10 MB and cannot be previewed'",
            })}
      </Text>
    )
  }
  if (kind === null) return <Text role="alert">{t`该类型的文件不支持预览`}</Text>
  if (kind === 'legacyOffice') return downloadOffer(legacyText(), 'note')
  if (loading) return <Spinner label={t`加载中`} />
  if (failed || data === null) {
    return <Text role="alert">{attachment ? t`附件加载失败` : t`文件加载失败`}</Text>
  }
  if (!data) return null
  if (data.kind === 'unreadable') return problem(data.as)
  if (data.kind === 'office') return <OfficeView preview={data.preview} title={file.name} />
  if (data.kind === 'image') {
    if (blob && undecodable === blob) return problem('image')
    return url ? (
      <img
        className={styles.image}
        src={url}
        alt={file.name}
        onError={() => setUndecodable(blob ?? null)}
      />
    ) : null
  }
  if (data.kind === 'pdf') {
    return url ? <iframe className={styles.frame} src={url} title={file.name} /> : null
  }
  const text = 'text' in data ? data.text : ''
  return (
    <MailBody
      isHtml={data.kind === 'html'}
      {...(data.kind === 'html' ? { html: text } : {})}
      text={text}
      allowRemote={false}
      title={file.name}
    />
  )
}
