/**
 * A search-result tab (R-LIST-10): the list's columns with the folder name
 * before each subject, paging, and an empty message naming the criteria. Opening a result gives
 * the reader a cursor on these results, so its previous / next walk them.
 */
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import {
  selectCount,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectRows,
  selectSelection,
  selectSource,
  type ListItem,
} from '../../../../machines/mail-list/index.ts'
import type { SearchResultItem } from '../../../api/types.ts'
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts'
import { MailTable } from '../list/MailTable.tsx'
import { Pager } from '../../common/Pager.tsx'
import { useMailList } from '../list/useMailList.ts'
import type { MailTab } from '../../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../../common/mailTabs/MailTabsContext.ts'
import { useFolderLabel } from '../../common/folders/useFolderLabel.ts'
import { useFolders } from '../../common/folders/useFolders.ts'
import { useSearchCriteria } from './useSearchCriteria.ts'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  heading: { padding: tokens.spacingHorizontalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center' },
})

export interface SearchResultsTabProps {
  tab: Extract<MailTab, { kind: 'search' }>
}

/** Intl locale of each interface language, for joining the criteria. */
const LIST_LOCALES: Record<string, string> = { 'zh-hans': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en' }

const hasFolderName = (item: ListItem): item is SearchResultItem => 'folder_name' in item

export default function SearchResultsTab({ tab }: SearchResultsTabProps) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const tabs = useMailTabs()
  const criteria = useSearchCriteria()
  const label = useFolderLabel()
  const { folders } = useFolders()
  const actor = useMailList({ kind: 'search', params: tab.params, pageSize: DEFAULT_PAGE_SIZE })
  const source = useSelector(actor, selectSource)
  const rows = useSelector(actor, selectRows)
  const count = useSelector(actor, selectCount)
  const page = useSelector(actor, selectPage)
  const pageCount = useSelector(actor, selectPageCount)
  const selection = useSelector(actor, selectSelection)
  const loading = useSelector(actor, selectIsLoading)

  const folderName = useCallback(
    (item: ListItem) => {
      const folder = folders.find((f) => f.raw_name === item.raw_name)
      if (folder) return label(folder)
      return hasFolderName(item) ? item.folder_name : item.raw_name
    },
    [folders, label],
  )
  const open = useCallback(
    (item: ListItem) =>
      tabs.openMail({
        folder: item.raw_name,
        uid: item.uid,
        subject: item.subject,
        cursor: { source, page, index: rows.indexOf(item), count },
      }),
    [tabs, source, page, rows, count],
  )
  const onToggle = useCallback((uid: number) => actor.send({ type: 'row.toggle', uid }), [actor])
  const searchedFolder = folders.find((f) => f.raw_name === tab.params.folder)
  const used = new Intl.ListFormat(LIST_LOCALES[i18n.locale] ?? i18n.locale, {
    type: 'conjunction',
    style: 'narrow',
  }).format(criteria(tab.params, searchedFolder ? label(searchedFolder) : undefined))

  return (
    <section className={styles.root} aria-label={t`搜索结果`} aria-busy={loading}>
      <Text className={styles.heading} size={400} weight="semibold" as="h2">
        {t`搜索结果（${count} 封）`}
      </Text>
      {!loading && rows.length === 0 ? (
        <Text className={styles.empty} role="status">
          {t`没有找到符合 ${used} 的邮件`}
        </Text>
      ) : (
        <MailTable
          items={rows}
          selection={selection}
          showReceiver={false}
          grouped={false}
          folderPrefix={folderName}
          onToggle={onToggle}
          onTogglePage={(tick) => actor.send({ type: tick ? 'select.page' : 'select.none' })}
          onOpen={open}
          placeholder={<Spinner className={styles.empty} size="small" label={t`加载中`} />}
        />
      )}
      <Pager
        count={count}
        page={page}
        pageCount={pageCount}
        pageSize={source.pageSize}
        onPage={(next) => actor.send({ type: 'page.go', page: next })}
        onPageSize={(size) => actor.send({ type: 'pageSize.set', size })}
      />
    </section>
  )
}
