/** /mailbox/innerbox/{boxId}: folder tree and the folder's message list. */
import { makeStyles, MessageBar, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { DEFAULT_PAGE_SIZE } from '../../domain/constants.ts'
import { ComingLater } from '../common/ComingLater.tsx'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { FolderTree } from './FolderTree.tsx'
import { hasSearch } from './mailboxSearch.ts'
import { MessageList } from './MessageList.tsx'
import { useFolderLabel } from './useFolderLabel.ts'
import { useFolders } from './useFolders.ts'

const useStyles = makeStyles({
  root: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalM,
  },
  heading: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
  },
})

export default function MailboxPage() {
  const styles = useStyles()
  const { t } = useLingui()
  const titles = useScreenTitles()
  const navigate = useNavigate()
  const { boxId } = useParams({ from: '/main/mailbox/innerbox/$boxId' })
  const search = useSearch({ from: '/main/mailbox/innerbox/$boxId' })
  const { loginAfter } = useActiveSession()
  const [pageSize, setPageSize] = useState(loginAfter.page_limit || DEFAULT_PAGE_SIZE)
  const page = search.page ?? 1
  const view = search.view ?? 'all'
  const { folders } = useFolders()
  const folder = folders.find((f) => f.raw_name === boxId)
  const label = useFolderLabel()
  const locked = folder?.is_lock ?? false
  const list = useLoad(
    async () => {
      const { data, error } = await api().GET('/api/mail/messages/', {
        params: { query: { folder: boxId, page, page_size: pageSize, view } },
      })
      if (error || !data) throw new Error('listMessages failed')
      return data
    },
    [boxId, page, pageSize, view],
    !locked && !hasSearch(search),
  )

  const main = hasSearch(search) ? (
    <ComingLater title={titles.searchResults} />
  ) : locked ? (
    <MessageBar intent="warning">{t`此文件夹已加锁，解锁功能将在后续版本中提供。`}</MessageBar>
  ) : (
    <MessageList
      folder={boxId}
      items={list.data?.results}
      count={list.data?.count ?? 0}
      page={page}
      pageSize={pageSize}
      loading={list.loading}
      now={new Date()}
      onPage={(next) => void navigate({ to: '.', search: { ...search, page: next } })}
      onPageSize={(size) => {
        setPageSize(size)
        void navigate({ to: '.', search: { ...search, page: 1 } })
      }}
    />
  )

  return (
    <div className={styles.root}>
      <FolderTree folders={folders} current={boxId} />
      <div className={styles.main}>
        <div className={styles.heading}>
          <Text as="h1" size={500} weight="semibold">
            {folder ? label(folder) : boxId}
          </Text>
          {list.data && list.data.unseen > 0 && (
            <Text size={200}>{t`${list.data.unseen} 封未读`}</Text>
          )}
        </div>
        {main}
      </div>
    </div>
  )
}
