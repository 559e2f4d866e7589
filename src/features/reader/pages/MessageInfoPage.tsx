/** The /messageInfo/{uid} route: reads uid, folder and view (1 headers, 2 source) from the URL. */
import { useLocation, useParams } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { MessageInfoView } from './MessageInfoView.tsx'

export function parseMessageInfo(uidParam: string | undefined, search: string) {
  const params = new URLSearchParams(search)
  const uid = Number(uidParam)
  const folder = params.get('folder')
  const view = params.get('view') === '2' ? 2 : params.get('view') === '1' ? 1 : null
  if (!Number.isInteger(uid) || uid <= 0 || !folder || view === null) return null
  return { uid, folder, view } as const
}

export default function MessageInfoPage() {
  const { t } = useLingui()
  const { uid } = useParams({ strict: false }) as { uid?: string }
  const search = useLocation({ select: (location) => location.searchStr })
  const info = parseMessageInfo(uid, search)
  if (!info) return <p role="alert">{t`链接无效`}</p>
  return <MessageInfoView {...info} />
}
