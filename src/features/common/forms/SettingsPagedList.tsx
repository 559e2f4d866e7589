/**
 * A settings list's states (docs/forms.md): a spinner while the first page loads, a failure with
 * a retry, the empty state, or the rows with the pager under them.
 */
import { Text } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { Pager } from '../Pager.tsx'
import { Loaded } from './SettingsPage.tsx'
import type { PagedSettingsList } from './usePagedSettingsList.ts'
import { useSettingsStyles } from './useSettingsStyles.styles.ts'

export function SettingsPagedList<T>({
  list,
  emptyText,
  countText,
  sizeText,
  children,
}: {
  list: PagedSettingsList<T>
  emptyText: string
  /** The pager's total, worded for these rows (e.g. "12 records"). */
  countText: string
  sizeText: (size: number) => string
  children: (rows: T[]) => ReactNode
}) {
  const styles = useSettingsStyles()
  return (
    <Loaded resource={list}>
      {() =>
        list.count === 0 ? (
          <Text className={styles.muted} role="status">
            {emptyText}
          </Text>
        ) : (
          <>
            {children(list.rows)}
            <Pager
              count={list.count}
              countText={countText}
              sizeText={sizeText}
              page={list.page}
              pageCount={list.pageCount}
              pageSize={list.pageSize}
              onPage={list.goTo}
              onPageSize={list.changePageSize}
            />
          </>
        )
      }
    </Loaded>
  )
}
