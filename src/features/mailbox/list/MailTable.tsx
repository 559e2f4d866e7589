/**
 * The mail table of the folder list and of search results (R-LIST-5, R-LIST-1): sortable sender /
 * subject / date /
 * size headers, date-group rows, and rows virtualised (@tanstack/react-virtual) on long pages so
 * a 100-mail page keeps the DOM small. A real <table> with the roles of an ARIA grid (decision
 * 310): multi-selectable, ticked rows selected, cells gridcell and column headers columnheader;
 * aria-rowcount on the grid and aria-rowindex on each row say where the rendered rows sit.
 */
import {
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { isSelected, pageCheckState, type Selection } from '../../../domain/mail/selection.ts'
import type { ListOrder, ListSort } from '../../../domain/mail/listSource.ts'
import { displayRows } from './displayRows.ts'
import { MailRow } from './MailRow.tsx'
import type { RowMeasure } from './VirtualRows.tsx'
import { preloadable } from '../../../app/preloadable.ts'
import { useListLabels } from './useListLabels.ts'
import { ROW_UID, useGridKeys } from './useGridKeys.ts'
import { preloadNextClick, preloadReaderWhenIdle } from './nextClick.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { NARROW_MEDIA, TOUCH_TARGET } from '../../../app/layout/narrow.ts'
import type { ListKeyInput } from './useListKeyActions.ts'
import { MailTabActionsContext } from '../../common/mailTabs/MailTabsContext.ts'

// j / k / o and the mail keys: after the list painted (ListShortcuts.tsx).
const ListShortcuts = lazy(() => import('./ListShortcuts.tsx'))

/** Above this many rows the table renders only what is in view (plus overscan). */
export const VIRTUALIZE_ABOVE = 30

/** Pages of more than VIRTUALIZE_ABOVE rows render through it; its chunk loads with the first. */
const VirtualRows = preloadable(() => import('./VirtualRows.tsx').then((module) => module.default))
const COLUMNS = 9

const useStyles = makeStyles({
  scroll: { flex: '1 1 0', minHeight: '200px', overflow: 'auto', position: 'relative' },
  table: {
    tableLayout: 'fixed',
    width: '100%',
    // A phone keeps what one reads a list by (decisions 321, 333): check, sender, subject and
    // date; the read state shows in bold, and tags, flag, the row's actions and size stay in the
    // reader and the toolbar. Each mail is a two-line row, as in Gmail's and Outlook's phone
    // lists: sender and date on the first line, the subject under them across the row, so no
    // column is squeezed to a few letters. The whole check column toggles the mail (MailRow), a
    // finger wide; rows are at least a finger tall. The table keeps its roles (aria-rowcount,
    // aria-rowindex); only its boxes change.
    [NARROW_MEDIA]: {
      display: 'block',
      '& > thead, & > tbody, & > tbody > tr': { display: 'block' },
      '& th:nth-child(2), & td:nth-child(2), & th:nth-child(5), & td:nth-child(5), & th:nth-child(6), & td:nth-child(6), & th:nth-child(7), & td:nth-child(7), & th:nth-child(9), & td:nth-child(9)':
        { display: 'none' },
      '& > thead > tr': {
        display: 'grid',
        gridTemplateColumns: `${TOUCH_TARGET} auto minmax(0, 1fr) auto`,
        alignItems: 'center',
      },
      '& > thead > tr > th': { width: 'auto !important', minWidth: 0, padding: '0 4px' },
      '& > thead > tr > th:nth-child(1)': { display: 'flex', justifyContent: 'center' },
      [`& > tbody > tr[${ROW_UID}]`]: {
        display: 'grid',
        gridTemplateColumns: `${TOUCH_TARGET} minmax(0, 1fr) auto`,
        gridTemplateAreas: '"check from date" "check subject subject"',
        alignItems: 'center',
        columnGap: tokens.spacingHorizontalS,
        rowGap: '2px',
        minHeight: TOUCH_TARGET,
        // The check cell takes the row's whole height; the text cells hold the breathing room.
        paddingRight: tokens.spacingHorizontalM,
        boxSizing: 'border-box',
      },
      [`& > tbody > tr[${ROW_UID}] > td`]: { height: 'auto', padding: 0 },
      [`& > tbody > tr[${ROW_UID}] > td:nth-child(3), & > tbody > tr[${ROW_UID}] > td:nth-child(4), & > tbody > tr[${ROW_UID}] > td:nth-child(8)`]:
        { display: 'block' },
      [`& > tbody > tr[${ROW_UID}] > td:nth-child(1)`]: {
        gridArea: 'check',
        alignSelf: 'stretch',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      },
      [`& > tbody > tr[${ROW_UID}] > td:nth-child(3)`]: {
        gridArea: 'from',
        minWidth: 0,
        paddingTop: tokens.spacingVerticalS,
      },
      [`& > tbody > tr[${ROW_UID}] > td:nth-child(4)`]: {
        gridArea: 'subject',
        minWidth: 0,
        paddingBottom: tokens.spacingVerticalS,
      },
      [`& > tbody > tr[${ROW_UID}] > td:nth-child(8)`]: {
        gridArea: 'date',
        paddingTop: tokens.spacingVerticalS,
        fontSize: tokens.fontSizeBase200,
        textAlign: 'end',
      },
      '& > tbody > tr > td[colspan]': { display: 'block' },
    },
  },
  sticky: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  group: { backgroundColor: tokens.colorNeutralBackground3 },
})

export interface MailTableProps {
  items: readonly ListItem[]
  selection: Selection
  sort?: { sort: ListSort; order: ListOrder }
  /** Absent: headers are not sortable (search results). */
  onSort?: (sort: ListSort, order: ListOrder) => void
  showReceiver: boolean
  grouped: boolean
  folderPrefix?: (item: ListItem) => string
  onToggle: (uid: number) => void
  onTogglePage: (tick: boolean) => void
  onOpen: (item: ListItem) => void
  /** The toolbar's target for # / Delete, s, Shift+I / Shift+U and e (the folder list). */
  mailKeys?: ListKeyInput
  /**
   * Shown under the header row while there is no row (loading, an empty folder): in the table's
   * scroll area, where the rows would be, not under it above the pager.
   */
  placeholder?: ReactNode
}

interface MailTableHeadProps {
  check: ReturnType<typeof pageCheckState>
  onTogglePage: (tick: boolean) => void
  sort?: { sort: ListSort; order: ListOrder }
  onSort?: (sort: ListSort, order: ListOrder) => void
  showReceiver: boolean
}

/**
 * The header row, memoised: the table renders again with every reload of its rows (after each
 * first read), and its header cells, sortable buttons each, had nothing to change (decision 369).
 */
const MailTableHead = memo(function MailTableHead({
  check,
  onTogglePage,
  sort,
  onSort,
  showReceiver,
}: MailTableHeadProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const labels = useListLabels()
  const header = (key: ListSort, label: string, width?: string) => {
    const active = sort?.sort === key
    const next: ListOrder = active && sort?.order === 'desc' ? 'asc' : 'desc'
    return (
      <TableHeaderCell
        role="columnheader"
        style={width ? { width } : undefined}
        sortable={Boolean(onSort)}
        sortDirection={active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined}
        onClick={onSort ? () => onSort(key, next) : undefined}
      >
        {label}
      </TableHeaderCell>
    )
  }
  return (
    <TableHeader className={styles.sticky}>
      <TableRow aria-rowindex={1}>
        <TableHeaderCell role="columnheader" style={{ width: '36px' }}>
          <Checkbox
            aria-label={t`选择本页`}
            checked={check === 'all' ? true : check === 'some' ? 'mixed' : false}
            onChange={() => onTogglePage(check !== 'all')}
          />
        </TableHeaderCell>
        <TableHeaderCell role="columnheader" style={{ width: '32px' }} aria-label={t`状态`} />
        {header('from', showReceiver ? t`收件人` : labels.sorts.from, '16%')}
        {header('subject', labels.sorts.subject)}
        <TableHeaderCell role="columnheader" style={{ width: '12%' }}>
          {t`标签`}
        </TableHeaderCell>
        <TableHeaderCell role="columnheader" style={{ width: '40px' }} aria-label={t`旗标`} />
        <TableHeaderCell role="columnheader" style={{ width: '104px' }} aria-label={t`操作`} />
        {header('date', labels.sorts.date, '136px')}
        {header('size', labels.sorts.size, '72px')}
      </TableRow>
    </TableHeader>
  )
})

export function MailTable(props: MailTableProps) {
  const { items, selection, sort, onSort, showReceiver, grouped, folderPrefix } = props
  const { t } = useLingui()
  const styles = useStyles()
  const labels = useListLabels()
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = useMemo(() => displayRows(items, new Date(), grouped), [items, grouped])
  const virtual = rows.length > VIRTUALIZE_ABOVE
  // Long pages: the virtual window's scroll, once its chunk is there (VirtualRows.tsx).
  const scrollTo = useRef<((index: number) => void) | null>(null)
  useEffect(() => {
    if (virtual) void VirtualRows.preload().catch(() => undefined)
  }, [virtual])
  const grid = useGridKeys({
    rows,
    selection,
    scrollRef,
    scrollToIndex: (index) => {
      if (virtual) scrollTo.current?.(index)
    },
    onToggle: props.onToggle,
    onOpen: props.onOpen,
  })
  // The click's capture phase starts the mail's read (decision 351): its request leaves before
  // the bubble phase's openMail renders the reader tab, instead of after that render.
  const prepareMail = useContext(MailTabActionsContext)?.prepareMail
  const prepare = useCallback(
    (item: ListItem) => prepareMail?.({ folder: item.raw_name, uid: item.uid }),
    [prepareMail],
  )
  const hasRows = items.length > 0
  const account = useActiveSession().user.email
  useEffect(() => (hasRows ? preloadReaderWhenIdle(account) : undefined), [hasRows, account])
  const check = pageCheckState(selection, items)
  /** One row of the table; `measure` only in the virtual window (VirtualRows.tsx). */
  const renderRow = (index: number, measure?: RowMeasure) => {
    const row = rows[index]!
    if (row.kind === 'group') {
      return (
        <TableRow
          key={row.key}
          ref={measure}
          data-index={index}
          aria-rowindex={index + 2}
          className={styles.group}
        >
          <TableCell role="gridcell" colSpan={COLUMNS}>
            <Text size={200} weight="semibold">
              {labels.groups[row.group]} ({row.count})
            </Text>
          </TableCell>
        </TableRow>
      )
    }
    return (
      <MailRow
        key={row.key}
        item={row.item}
        rowIndex={index + 2}
        virtualIndex={index}
        measure={measure}
        selected={isSelected(selection, row.item.uid)}
        active={grid.activeUid === row.item.uid}
        onFocusRow={grid.onRowFocus}
        showReceiver={showReceiver}
        folderPrefix={folderPrefix?.(row.item)}
        labels={labels}
        onToggle={props.onToggle}
        onOpen={props.onOpen}
        onPrepare={prepare}
      />
    )
  }

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      onPointerEnter={() => preloadNextClick(account)}
      onFocusCapture={() => preloadNextClick(account)}
    >
      <Table
        size="small"
        className={styles.table}
        role="grid"
        aria-multiselectable
        aria-label={t`邮件列表`}
        aria-rowcount={rows.length + 1}
      >
        <MailTableHead
          check={check}
          onTogglePage={props.onTogglePage}
          sort={sort}
          onSort={onSort}
          showReceiver={showReceiver}
        />
        <TableBody onKeyDown={grid.onKeyDown}>
          {virtual ? (
            <Suspense
              fallback={rows.slice(0, VIRTUALIZE_ABOVE).map((_, index) => renderRow(index))}
            >
              <VirtualRows
                count={rows.length}
                scrollRef={scrollRef}
                renderRow={renderRow}
                scrollTo={scrollTo}
              />
            </Suspense>
          ) : (
            rows.map((_, index) => renderRow(index))
          )}
        </TableBody>
      </Table>
      {rows.length === 0 && props.placeholder}
      <Suspense fallback={null}>
        <ListShortcuts
          scope={scrollRef}
          {...grid.shortcuts}
          mailKeys={props.mailKeys}
          focused={grid.focused}
        />
      </Suspense>
    </div>
  )
}
