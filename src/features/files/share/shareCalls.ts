/**
 * The owner's side of share links (docs/forms.md shapes): my shares by page, create, cancel,
 * and the link as handed out — absolute on the webmail's own origin, where /fileshare lives.
 */
import { t } from '@lingui/core/macro'
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'

export type FileShare = components['schemas']['FileShare']
export type FileShareInput = components['schemas']['FileShareInput']

export async function loadMyShares(page: number, pageSize: number) {
  const { data, error } = await api().GET('/api/share/', {
    params: { query: { page, page_size: pageSize } },
  })
  return data ?? fail(error)
}

export async function createShare(body: FileShareInput, signal: AbortSignal): Promise<FileShare> {
  const { data, error } = await api().POST('/api/share/', { body, signal, ...ownSaveErrors })
  if (data) return data
  throw rejectionOf(error, { expire_days: 'expireDays', need_code: 'needCode' })
}

/** True when the share is gone; a refusal was already told by the client's toast. */
export async function cancelShare(id: number): Promise<boolean> {
  const { response } = await api().DELETE('/api/share/{id}/', { params: { path: { id } } })
  return response.ok
}

export const shareUrl = (share: Pick<FileShare, 'link'>) =>
  new URL(share.link, window.location.origin).href

/** What "copy link and code" puts on the clipboard. */
export const shareLinkAndCode = (share: Pick<FileShare, 'link' | 'code'>) =>
  t`链接：${shareUrl(share)} 提取码：${share.code}`
