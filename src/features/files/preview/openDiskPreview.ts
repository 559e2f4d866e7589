/**
 * The file centre's 预览: a file the viewer can show opens /preview in a new window, as a mail
 * attachment does; one above the 10485760-byte limit is refused in place with the limit's
 * message (nothing is fetched), as the attachment list refuses it.
 */
import { t } from '@lingui/core/macro'
import { notify } from '../../../api/notices.ts'
import {
  diskPreviewSearch,
  previewOffer,
  type DiskPreviewSource,
} from '../../../domain/files/preview.ts'

export function openDiskPreview(
  source: DiskPreviewSource,
  file: { id: number; name: string; size: number },
): void {
  const offer = previewOffer(file)
  if (offer === 'tooLarge') {
    notify({ intent: 'error', message: t`文件超过10M，无法预览` })
    return
  }
  if (offer === 'none') return
  const search = diskPreviewSearch({ source, id: file.id, name: file.name, size: file.size })
  window.open(`/preview${search}`, '_blank', 'noopener')
}
