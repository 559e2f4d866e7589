/**
 * A disk folder's items as a real <table> (issue 15): a checkbox column with "select all",
 * sortable name / size / type / updated headers (folders stay first), rows selected by click,
 * shift-click (a range) and ctrl/⌘-click (one more), a folder opened by double click or its name
 * link. Long folders render only what is in view (@tanstack/react-virtual, as the mail list).
 */
import {
  Checkbox,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { DocumentRegular, FolderRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import {
  type DiskItem,
  type DiskSortKey,
  type SortOrder,
  typeOf,
} from '../../../domain/files/disk.ts'
import { formatSize } from '../../../domain/format/index.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import { NARROW_MEDIA } from '../../../app/layout/narrow.ts'

const VIRTUALIZE_ABOVE = 60
const ROW_HEIGHT_PX = 36
const OVERSCAN = 10

const useStyles = makeStyles({
  scroll: { flex: '1 1 0', minHeight: '160px', overflow: 'auto', position: 'relative' },
  table: {
    tableLayout: 'fixed',
    width: '100%',
    // A phone keeps the check, the name and the size (decision 322); type and date are in the
    // name's extension and the preview.
    [NARROW_MEDIA]: {
      '& th:nth-child(4), & td:nth-child(4), & th:nth-child(5), & td:nth-child(5)': {
        display: 'none',
      },
      '& th:nth-child(3)': { width: '84px !important' },
    },
  },
  sticky: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  name: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    overflow: 'hidden',
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  icon: { flexShrink: 0, fontSize: '18px' },
  folderIcon: { flexShrink: 0, fontSize: '18px', color: tokens.colorPaletteMarigoldForeground1 },
})

export interface DiskTableProps {
  label: string
  items: readonly DiskItem[]
  selected: ReadonlySet<number>
  sort: { key: DiskSortKey; order: SortOrder }
  onSort(key: DiskSortKey, order: SortOrder): void
  onRowClick(id: number, modifiers: { shift: boolean; toggle: boolean }): void
  onToggle(id: number): void
  onToggleAll(on: boolean): void
  onOpenFolder(item: DiskItem): void
  /** A file's double click: its preview, when it has one (Outlook's and OneDrive's "open"). */
  onOpenFile(item: DiskItem): void
  /** The address of a folder, so its link can open in a new tab. */
  folderHref(id: number): string
}

export function DiskTable(props: DiskTableProps) {
  const { items, selected, sort } = props
  const { t } = useLingui()
  const styles = useStyles()
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = items.length > VIRTUALIZE_ABOVE
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    enabled: virtual,
    useFlushSync: false,
  })
  const shown = virtual
    ? virtualizer.getVirtualItems().map((v) => ({ index: v.index, start: v.start, end: v.end }))
    : items.map((_, index) => ({ index, start: 0, end: 0 }))
  const padTop = virtual ? (shown[0]?.start ?? 0) : 0
  const padBottom = virtual ? virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0) : 0
  const all = items.length > 0 && items.every((item) => selected.has(item.id))
  const some = !all && items.some((item) => selected.has(item.id))

  const header = (key: DiskSortKey, label: string, width?: string) => {
    const active = sort.key === key
    const next: SortOrder = active && sort.order === 'asc' ? 'desc' : 'asc'
    return (
      <TableHeaderCell
        style={width ? { width } : undefined}
        sortable
        sortDirection={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
        onClick={() => props.onSort(key, next)}
      >
        {label}
      </TableHeaderCell>
    )
  }

  return (
    <div ref={scrollRef} className={styles.scroll}>
      <Table
        size="small"
        className={styles.table}
        aria-label={props.label}
        // No aria-multiselectable: a table may not carry it (axe); each row's checkbox says
        // whether it is chosen (issue 17).
        aria-rowcount={items.length + 1}
      >
        <TableHeader className={styles.sticky}>
          <TableRow aria-rowindex={1}>
            <TableHeaderCell style={{ width: '40px' }}>
              <Checkbox
                aria-label={t`全选`}
                checked={all ? true : some ? 'mixed' : false}
                disabled={items.length === 0}
                onChange={() => props.onToggleAll(!all)}
              />
            </TableHeaderCell>
            {header('name', t`名称`)}
            {header('size', t`大小`, '110px')}
            {header('type', t`类型`, '110px')}
            {header('updated', t`修改时间`, '170px')}
          </TableRow>
        </TableHeader>
        <TableBody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {shown.map(({ index }) => {
            const item = items[index]!
            const isSelected = selected.has(item.id)
            const folder = item.nettype === 'folder'
            return (
              <TableRow
                key={item.id}
                aria-rowindex={index + 2}
                aria-selected={isSelected}
                className={isSelected ? styles.selected : undefined}
                style={{ height: ROW_HEIGHT_PX }}
                onClick={(event) =>
                  props.onRowClick(item.id, {
                    shift: event.shiftKey,
                    toggle: event.ctrlKey || event.metaKey,
                  })
                }
                onDoubleClick={() => (folder ? props.onOpenFolder(item) : props.onOpenFile(item))}
              >
                <TableCell onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={t`选择 ${item.name}`}
                    checked={isSelected}
                    onChange={() => props.onToggle(item.id)}
                  />
                </TableCell>
                <TableCell>
                  <span className={styles.name} title={item.name}>
                    {folder ? (
                      <FolderRegular className={styles.folderIcon} aria-hidden />
                    ) : (
                      <DocumentRegular className={styles.icon} aria-hidden />
                    )}
                    {folder ? (
                      <Link
                        className={styles.ellipsis}
                        href={props.folderHref(item.id)}
                        onClick={(event) => {
                          event.preventDefault()
                          event.stopPropagation()
                          props.onOpenFolder(item)
                        }}
                      >
                        {item.name}
                      </Link>
                    ) : (
                      <Text className={styles.ellipsis}>{item.name}</Text>
                    )}
                  </span>
                </TableCell>
                <TableCell>{folder ? '—' : formatSize(item.size)}</TableCell>
                <TableCell>{folder ? t`文件夹` : typeOf(item).toUpperCase() || '—'}</TableCell>
                <TableCell>{formatDateTime(item.updated)}</TableCell>
              </TableRow>
            )
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </TableBody>
      </Table>
    </div>
  )
}
