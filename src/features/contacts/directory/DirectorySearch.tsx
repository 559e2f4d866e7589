/**
 * The directory's search box: Enter asks the server (name, address and the book's other searched
 * fields); clearing the box shows the whole node again.
 */
import { SearchBox } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { Directory } from './useDirectory.ts'
import { useDirectoryStyles } from './useDirectoryStyles.styles.ts'

export function DirectorySearch({ directory, lists }: { directory: Directory; lists: boolean }) {
  const { t } = useLingui()
  const styles = useDirectoryStyles()
  const label = lists ? t`搜索邮件列表名称或地址` : t`搜索姓名或邮箱地址`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    directory.submitSearch()
  }
  return (
    <form role="search" onSubmit={submit}>
      <SearchBox
        className={styles.search}
        aria-label={label}
        placeholder={label}
        value={directory.searchText}
        onChange={(_, data) => directory.setSearchText(data.value)}
      />
    </form>
  )
}
