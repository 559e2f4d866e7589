/**
 * A shared file read in the public /fileshare page (/fileshare?key=…&file=…, decision 268): the
 * attachments' viewer inside the share's card, fetched like its download — without the token,
 * with the extraction code the visitor entered (kept in the page's machine, never in the URL).
 * Lazily loaded: the page's first paint does not carry the viewer.
 */
import { formatSize } from '../../../../domain/format/size.ts'
import { fileExtension } from '../../../../domain/mail/attachments.ts'
import { FilePreview, type PreviewFile } from '../../../reader/preview/FilePreview.tsx'
import { saveBlob } from '../../../common/saveBlob.ts'
import { downloadPublicFile, type PublicShareFile } from './publicShareCalls.ts'
import { useFileSharePageStyles } from './useFileSharePageStyles.styles.ts'
import { SubtleButton } from '../../../auth/ui/controls.tsx'
import { useLingui } from '@lingui/react/macro'

export interface SharedFilePreviewProps {
  shareKey: string
  code: string
  file: PublicShareFile
  onBack(): void
}

export default function SharedFilePreview({
  shareKey,
  code,
  file,
  onBack,
}: SharedFilePreviewProps) {
  const { t } = useLingui()
  const styles = useFileSharePageStyles()
  // A refusal (cancelled or expired meanwhile) reads as "failed to load"; the list says why.
  const fetchBytes = () => downloadPublicFile(shareKey, code, file.id).catch(() => null)
  const preview: PreviewFile = {
    name: file.name,
    size: file.size,
    suffix: fileExtension(file.name),
    key: `${shareKey}:${file.id}`,
    noun: 'file',
    fetch: fetchBytes,
  }
  const download = async () => {
    const blob = await fetchBytes()
    if (blob) saveBlob(blob, file.name)
  }
  return (
    <>
      <div className={styles.previewBar}>
        <SubtleButton onClick={onBack}>{t`返回文件列表`}</SubtleButton>
        <h1 className={`${styles.title} ${styles.previewTitle}`}>{file.name}</h1>
        <span className={styles.size}>{formatSize(file.size)}</span>
        <SubtleButton aria-label={t`下载 ${file.name}`} onClick={() => void download()}>
          {t`下载`}
        </SubtleButton>
      </div>
      <FilePreview file={preview} />
    </>
  )
}
