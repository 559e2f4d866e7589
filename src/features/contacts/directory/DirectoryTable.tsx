/**
 * The member table of a directory page: tick boxes, the name (opens the member's card), the
 * address and the book's columns; a spinner on the first load, a failure with a retry, the
 * empty state, and the shared pager (10 a page).
 */
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Pager } from '../../common/Pager.tsx'
import type { DirectoryMember } from '../common/directoryCalls.ts'
import type { DirectoryBookConfig } from './directoryBooks.ts'
import type { Directory } from './useDirectory.ts'
import { useDirectoryStyles } from './useDirectoryStyles.styles.ts'
import { useDirectoryTexts } from './useDirectoryTexts.ts'

export interface DirectoryTableProps {
  config: DirectoryBookConfig
  directory: Directory
  onOpen: (member: DirectoryMember) => void
}

export function DirectoryTable({ config, directory, onOpen }: DirectoryTableProps) {
  const { t } = useLingui()
  const styles = useDirectoryStyles()
  const texts = useDirectoryTexts()
  const { list, checked } = directory
  const lists = config.book === 'lab'
  if (list.loadFailed) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t`联系人读取失败`}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={list.retry}>
            {t`重试`}
          </Button>
        </MessageBarActions>
      </MessageBar>
    )
  }
  if (list.loading) return <Spinner size="small" label={t`正在读取联系人…`} />
  if (list.count === 0) {
    return (
      <Text className={styles.muted} role="status">
        {directory.search ? t`没有找到匹配“${directory.search}”的联系人` : t`没有联系人`}
      </Text>
    )
  }
  const allChecked = list.rows.every((m) => checked.includes(m.email))
  const someChecked = !allChecked && list.rows.some((m) => checked.includes(m.email))
  return (
    <>
      <Table
        size="small"
        aria-label={
          lists
            ? t({ message: '邮件列表', context: 'address book', comment: 'Mailing lists (lab)' })
            : t`联系人`
        }
        aria-busy={list.refreshing}
        className={styles.table}
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.checkCell}>
              <Checkbox
                aria-label={t`选择本页全部联系人`}
                checked={allChecked ? true : someChecked ? 'mixed' : false}
                onChange={directory.toggleAll}
              />
            </TableHeaderCell>
            <TableHeaderCell>
              {lists
                ? t({ message: '名称', comment: "A mailing list's name" })
                : t({ message: '姓名', comment: "Contact's name" })}
            </TableHeaderCell>
            <TableHeaderCell>{t`邮箱地址`}</TableHeaderCell>
            {config.columns.map((column) => (
              <TableHeaderCell key={column}>{texts.columns[column]}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.rows.map((member) => {
            const shown = member.name || member.email
            return (
              <TableRow key={member.email}>
                <TableCell>
                  <Checkbox
                    aria-label={t`选择 ${shown}`}
                    checked={checked.includes(member.email)}
                    onChange={() => directory.toggle(member.email)}
                  />
                </TableCell>
                <TableCell className={styles.cell}>
                  <Button
                    appearance="transparent"
                    className={styles.nameButton}
                    title={t`查看 ${shown} 的名片`}
                    onClick={() => onOpen(member)}
                  >
                    {shown}
                  </Button>
                </TableCell>
                <TableCell className={styles.cell}>{member.email}</TableCell>
                {config.columns.map((column) => (
                  <TableCell key={column} className={styles.cell}>
                    {texts.valueOf(member, column)}
                  </TableCell>
                ))}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      <Pager
        count={list.count}
        countText={lists ? t`共 ${list.count} 个邮件列表` : t`共 ${list.count} 位联系人`}
        sizeText={(size) => t`每页 ${size} 条`}
        page={list.page}
        pageCount={list.pageCount}
        pageSize={list.pageSize}
        onPage={list.goTo}
        onPageSize={list.changePageSize}
      />
    </>
  )
}
