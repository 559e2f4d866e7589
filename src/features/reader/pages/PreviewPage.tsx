/** The /preview route: the attachment comes from the query (id, fid, sid, type, size, ...). */
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { parsePreviewSearch } from '../../../domain/mail/attachments.ts'
import { PreviewView } from './PreviewView.tsx'

export default function PreviewPage() {
  const { t } = useLingui()
  const search = useLocation({ select: (location) => location.searchStr })
  const query = parsePreviewSearch(search)
  if (!query) return <p role="alert">{t`链接无效`}</p>
  return <PreviewView query={query} />
}
