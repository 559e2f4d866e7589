/**
 * /setting/zhaohui: the recall log — every recall of a sent mail, one line per recipient: the
 * mail's subject, the recipient, when, and the outcome as the server words it (recalled, or why
 * not). Paged; newest first; an empty log says so (decisions.md #185).
 */
import {
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
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { SettingsPagedList } from '../../common/forms/SettingsPagedList.tsx'
import { SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { usePagedSettingsList } from '../../common/forms/usePagedSettingsList.ts'
import { loadRecallLogs, RECALL_LOG_PAGE_SIZE, type RecallLog } from './recallLogCalls.ts'

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  subject: { wordBreak: 'break-word' },
  time: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  // Plain coloured text, not a badge: a failure's reason is a sentence that must wrap.
  recalled: { color: tokens.colorStatusSuccessForeground1 },
  failed: { color: tokens.colorStatusDangerForeground1 },
})

export default function RecallLogPage() {
  const { t } = useLingui()
  const list = usePagedSettingsList(loadRecallLogs, RECALL_LOG_PAGE_SIZE)
  return (
    <SettingsPage title={t`召回记录`} intro={t`您召回过的邮件，以及每位收件人的召回结果。`}>
      <SettingsSection id="recall-log" title={t`召回的邮件`}>
        <SettingsPagedList
          list={list}
          emptyText={t`还没有召回记录。在已发送的邮件中召回后，结果会显示在这里。`}
          countText={t`共 ${list.count} 条`}
          sizeText={(size) => t`${size} 条/页`}
        >
          {(rows) => <RecallLogTable rows={rows} />}
        </SettingsPagedList>
      </SettingsSection>
    </SettingsPage>
  )
}

function RecallLogTable({ rows }: { rows: RecallLog[] }) {
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <Table size="small" className={styles.table} aria-label={t`召回记录`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`邮件主题`}</TableHeaderCell>
          <TableHeaderCell>{t`收件人`}</TableHeaderCell>
          <TableHeaderCell>{t`召回时间`}</TableHeaderCell>
          <TableHeaderCell>{t`召回结果`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((log) => (
          <TableRow key={log.id}>
            <TableCell className={styles.subject}>{log.subject || t`（无主题）`}</TableCell>
            <TableCell>{log.recipient}</TableCell>
            <TableCell className={styles.time}>
              <time dateTime={log.datetime}>{dayjs(log.datetime).format('YYYY-MM-DD HH:mm')}</time>
            </TableCell>
            <TableCell>
              <Text
                size={200}
                className={log.recall_status === 'recalled' ? styles.recalled : styles.failed}
              >
                {log.recall_status_info}
              </Text>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
