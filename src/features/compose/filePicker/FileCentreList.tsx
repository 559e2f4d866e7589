/**
 * One tab of the file-centre picker: the breadcrumb (disks), one page of 10 files and folders
 * with checkboxes, and the pager. A folder opens on click; a company file the user may not
 * download cannot be ticked. Ticks live in the picker, so they survive paging, folders and tabs.
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
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
  mergeClasses,
} from '@fluentui/react-components'
import { DocumentRegular, FolderRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import {
  pageCountOf,
  pickKey,
  type FileCentreSource,
  type PickedFile,
} from '../../../domain/compose/filePicks.ts'
import { formatSize } from '../../../domain/format/index.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import type { FileRow } from './fileCentreApi.ts'
import { useFileCentrePage } from './useFileCentrePage.ts'
import { useFileCentrePickerStyles } from './useFileCentrePickerStyles.styles.ts'

export interface FileCentreListProps {
  source: FileCentreSource
  /** The tab's name: the table's label and the breadcrumb's root. */
  label: string
  picked: ReadonlyMap<string, PickedFile>
  onToggle: (file: PickedFile, on: boolean) => void
}

export function FileCentreList({ source, label, picked, onToggle }: FileCentreListProps) {
  const { t } = useLingui()
  const styles = useFileCentrePickerStyles()
  const list = useFileCentrePage(source)
  const rows = list.shown?.rows ?? []
  const count = list.shown?.count ?? 0
  const { page } = list
  const pageCount = pageCountOf(count)
  const toggle = (row: FileRow, on: boolean) =>
    onToggle({ source, id: row.id, name: row.name, size: row.size }, on)

  return (
    <>
      {source !== 'core' && (
        <Breadcrumb aria-label={t`${label}中的位置`} size="small">
          <BreadcrumbItem>
            <BreadcrumbButton current={list.folderId === 0} onClick={() => list.openFolder(0)}>
              {label}
            </BreadcrumbButton>
          </BreadcrumbItem>
          {(list.shown?.crumbs ?? []).map((crumb) => (
            <Fragment key={crumb.id}>
              <BreadcrumbDivider />
              <BreadcrumbItem>
                <BreadcrumbButton
                  current={crumb.id === list.folderId}
                  onClick={() => list.openFolder(crumb.id)}
                >
                  {crumb.name}
                </BreadcrumbButton>
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
      )}
      {list.failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{list.failure.message ?? t`文件列表读取失败`}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={list.retry}>
              {t`重试`}
            </Button>
            {list.folderId !== 0 && (
              <Button size="small" onClick={() => list.openFolder(0)}>
                {t`返回根目录`}
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Table size="small" aria-label={label} aria-busy={list.loading} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.checkCell}>
                <span className={styles.muted}>{t({ message: '选择', context: 'column' })}</span>
              </TableHeaderCell>
              <TableHeaderCell>{t({ message: '名称', context: 'file name' })}</TableHeaderCell>
              <TableHeaderCell>{t`大小`}</TableHeaderCell>
              {source === 'core' && <TableHeaderCell>{t`所属邮件`}</TableHeaderCell>}
              <TableHeaderCell>{source === 'core' ? t`邮件日期` : t`修改时间`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ name, ...row }) => (
              <TableRow key={`${row.kind}:${row.id}`}>
                <TableCell className={styles.checkCell}>
                  {row.kind === 'file' && (
                    <Checkbox
                      aria-label={t`选择 ${name}`}
                      checked={picked.has(pickKey({ source, id: row.id }))}
                      disabled={!row.pickable}
                      onChange={(_, data) => toggle({ ...row, name }, data.checked === true)}
                    />
                  )}
                </TableCell>
                <TableCell className={styles.nameCell}>
                  {row.kind === 'folder' ? (
                    <button
                      type="button"
                      className={styles.folderButton}
                      aria-label={t`打开文件夹 ${name}`}
                      onClick={() => list.openFolder(row.id)}
                    >
                      <FolderRegular aria-hidden />
                      {name}
                    </button>
                  ) : (
                    <span className={styles.fileName}>
                      <DocumentRegular aria-hidden />
                      {name}
                      {!row.pickable && <span className={styles.muted}>{t`（无下载权限）`}</span>}
                    </span>
                  )}
                </TableCell>
                <TableCell>{row.kind === 'file' ? formatSize(row.size) : ''}</TableCell>
                {source === 'core' && (
                  <TableCell className={mergeClasses(styles.nameCell, styles.muted)}>
                    {row.subject}
                  </TableCell>
                )}
                <TableCell className={styles.muted}>{formatDateTime(row.date)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.loading && <Spinner size="tiny" label={t`正在读取文件…`} />}
      {!list.loading && !list.failure && rows.length === 0 && (
        <Text className={styles.muted}>
          {source === 'core' ? t`邮件中还没有附件` : t`此文件夹为空`}
        </Text>
      )}
      <nav className={styles.pager} aria-label={t`${label}分页`}>
        <Text size={200}>{t`共 ${count} 个`}</Text>
        <Button
          size="small"
          disabled={page <= 1 || list.loading}
          onClick={() => list.goToPage(page - 1)}
        >
          {t`上一页`}
        </Button>
        <Text size={200} aria-live="polite">
          {t`第 ${page} / ${pageCount} 页`}
        </Text>
        <Button
          size="small"
          disabled={page >= pageCount || list.loading}
          onClick={() => list.goToPage(page + 1)}
        >
          {t`下一页`}
        </Button>
      </nav>
    </>
  )
}
