/**
 * One page of a folder (product.md "Folder list screen"): date-group headers, read state,
 * sender (receiver in Sent and Drafts), subject with remark, date and size, and paging. The full
 * toolbar, selection and row actions arrive with the complete mailbox screen.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { AttachRegular, FlagFilled, MailRegular, MailReadRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import dayjs from '../../i18n/dates.ts'
import type { MailListItem } from '../../api/types.ts'
import { PAGE_SIZES } from '../../domain/constants.ts'
import { formatSize } from '../../domain/format/size.ts'
import { groupMessages } from './groupMessages.ts'
import { useDateGroupLabels } from './useDateGroupLabels.ts'

const useStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightSemibold },
  header: { backgroundColor: tokens.colorNeutralBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
  remark: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorPaletteMarigoldForeground2 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    justifyContent: 'flex-end',
  },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
})

export interface MessageListProps {
  folder: string
  items: readonly MailListItem[] | undefined
  count: number
  page: number
  pageSize: number
  loading: boolean
  now: Date
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

const isUnread = (item: MailListItem) => !item.flags.includes('\\Seen')

export function MessageList({
  folder,
  items,
  count,
  page,
  pageSize,
  loading,
  now,
  onPage,
  onPageSize,
}: MessageListProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const groupLabels = useDateGroupLabels()
  const pages = Math.max(1, Math.ceil(count / pageSize))
  const showsReceiver = folder === 'Sent' || folder === 'Drafts'
  const rows = groupMessages(items ?? [], now)

  return (
    <section aria-label={t`邮件列表`} aria-busy={loading}>
      <Table size="small" aria-label={t`邮件列表`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 32 }} aria-label={t`状态`} />
            <TableHeaderCell style={{ width: '22%' }}>
              {showsReceiver ? t`收件人` : t`发件人`}
            </TableHeaderCell>
            <TableHeaderCell>{t`主题`}</TableHeaderCell>
            <TableHeaderCell style={{ width: 140 }}>{t`日期`}</TableHeaderCell>
            <TableHeaderCell style={{ width: 80 }}>{t`大小`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) =>
            row.kind === 'header' ? (
              <TableRow key={`h-${row.group}`} className={styles.header}>
                <TableCell colSpan={5}>
                  <Text size={200} weight="semibold">
                    {groupLabels[row.group]} ({row.count})
                  </Text>
                </TableCell>
              </TableRow>
            ) : (
              <TableRow
                key={row.item.uid}
                className={mergeClasses(isUnread(row.item) && styles.unread)}
              >
                <TableCell>
                  {isUnread(row.item) ? (
                    <MailRegular aria-label={t`未读`} />
                  ) : (
                    <MailReadRegular aria-label={t`已读`} />
                  )}
                </TableCell>
                <TableCell>
                  {showsReceiver
                    ? row.item.to.map(([address, name]) => name || address).join(', ')
                    : row.item.mfrom[1] || row.item.mfrom[0]}
                </TableCell>
                <TableCell>
                  {row.item.flags.includes('\\flagged') && (
                    <FlagFilled aria-label={t`已标记`} color={tokens.colorPaletteRedForeground1} />
                  )}{' '}
                  {row.item.subject || t`（无主题）`}
                  {row.item.flags.includes('umail-attach') && (
                    <AttachRegular aria-label={t`有附件`} />
                  )}
                  {row.item.remark && <span className={styles.remark}>{row.item.remark}</span>}
                </TableCell>
                <TableCell className={styles.muted}>
                  {dayjs(row.item.date).format('YYYY-MM-DD HH:mm')}
                </TableCell>
                <TableCell className={styles.muted}>{formatSize(row.item.size)}</TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      {loading && !items && <Spinner label={t`加载中`} />}
      {!loading && items?.length === 0 && (
        <div className={styles.empty}>{t`此文件夹中没有邮件`}</div>
      )}
      <nav className={styles.pager} aria-label={t`分页`}>
        <Text size={200}>{t`共 ${count} 封`}</Text>
        <Select
          aria-label={t`每页数量`}
          value={String(pageSize)}
          onChange={(_, data) => onPageSize(Number(data.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t`${size} 封/页`}
            </option>
          ))}
        </Select>
        <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t`上一页`}
        </Button>
        <Text size={200}>{t`第 ${page} / ${pages} 页`}</Text>
        <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t`下一页`}
        </Button>
      </nav>
    </section>
  )
}
