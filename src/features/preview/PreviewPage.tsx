/**
 * The /preview route: the attachment comes from the query (id, fid, sid, type, size, ...), a
 * file-centre file from source, id, size, suffix and name (decision 268); an attached mail opens
 * as a mail, and a mail inside it opens in this same window (a new history
 * entry, so the browser's Back returns to the enclosing mail too).
 */
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import type { MessageAttachment } from '../../api/types.ts'
import { isDiskPreviewSearch, parseDiskPreviewSearch } from '../../domain/files/preview.ts'
import {
  fileExtension,
  opensAsMail,
  parsePreviewSearch,
  previewSearch,
} from '../../domain/mail/attachments.ts'
import { DiskPreviewView } from '../files/preview/DiskPreviewView.tsx'
import { AttachedMailView } from '../reader/attached/AttachedMailView.tsx'
import { PreviewView } from '../reader/pages/PreviewView.tsx'

export default function PreviewPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const search = useLocation({ select: (location) => location.searchStr })
  if (isDiskPreviewSearch(search)) {
    const file = parseDiskPreviewSearch(search)
    return file ? <DiskPreviewView query={file} /> : <p role="alert">{t`链接无效`}</p>
  }
  const query = parsePreviewSearch(search)
  if (!query) return <p role="alert">{t`链接无效`}</p>
  if (query.type === 'attach' && opensAsMail(query.name, query.did)) {
    const openLevel = (level: MessageAttachment) => {
      const next = previewSearch({
        ...query,
        sid: level.sid,
        size: level.size,
        name: level.name,
        suffix: fileExtension(level.name),
        ...(level.did ? { did: level.did } : { did: undefined }),
      })
      void navigate({ href: `/preview${next}` })
    }
    return (
      <AttachedMailView
        folder={query.fid}
        uid={query.id}
        sid={query.sid}
        {...(query.did ? { did: query.did } : {})}
        name={query.name}
        onOpen={openLevel}
      />
    )
  }
  return <PreviewView query={query} />
}
