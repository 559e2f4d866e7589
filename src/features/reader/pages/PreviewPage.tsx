/**
 * The /preview route: the attachment comes from the query (id, fid, sid, type, size, ...); an
 * attached mail opens as a mail.
 */
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { opensAsMail, parsePreviewSearch } from '../../../domain/mail/attachments.ts'
import { AttachedMailView } from '../attached/AttachedMailView.tsx'
import { PreviewView } from './PreviewView.tsx'

export default function PreviewPage() {
  const { t } = useLingui()
  const search = useLocation({ select: (location) => location.searchStr })
  const query = parsePreviewSearch(search)
  if (!query) return <p role="alert">{t`链接无效`}</p>
  if (query.type === 'attach' && opensAsMail(query.name, query.did)) {
    return <AttachedMailView folder={query.fid} uid={query.id} sid={query.sid} name={query.name} />
  }
  return <PreviewView query={query} />
}
