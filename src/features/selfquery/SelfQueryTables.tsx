/**
 * The tables of the self-query centre: what each kind of record has. Times are shown in the
 * browser's time zone (the records carry their own offset), to the second, since a login record
 * is read to tell one sign-in from the next.
 */
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import type { SelfQueryKind } from '../../domain/selfQuery/selfQuerySearch.ts'
import type { LoginRecord, MailLogRecord } from './selfQueryCalls.ts'

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  time: { whiteSpace: 'nowrap' },
  wrap: { wordBreak: 'break-word' },
  failed: { color: tokens.colorStatusDangerForeground1 },
})

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{dayjs(value).format('YYYY-MM-DD HH:mm:ss')}</time>
}

export function LoginRecordTable({ rows, label }: { rows: LoginRecord[]; label: string }) {
  const { t } = useLingui()
  const styles = useStyles()
  const clients: Record<LoginRecord['client'], string> = {
    web: t`网页`,
    app: t`手机客户端`,
    imap: 'IMAP',
    pop3: 'POP3',
    smtp: 'SMTP',
  }
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`登录时间`}</TableHeaderCell>
          <TableHeaderCell>{t`IP 地址`}</TableHeaderCell>
          <TableHeaderCell>{t`登录地点`}</TableHeaderCell>
          <TableHeaderCell>{t`登录方式`}</TableHeaderCell>
          <TableHeaderCell>{t`结果`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className={styles.time}>
              <Time value={row.ct2} />
            </TableCell>
            <TableCell>{row.ip1}</TableCell>
            <TableCell>{row.ip2}</TableCell>
            <TableCell>{clients[row.client]}</TableCell>
            <TableCell className={row.result === 'fail' ? styles.failed : undefined}>
              {row.result === 'success' ? t`登录成功` : t`登录失败`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export function MailRecordTable({
  kind,
  rows,
  label,
}: {
  kind: Exclude<SelfQueryKind, 'login'>
  rows: MailLogRecord[]
  label: string
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const timeHeader = { send: t`发送时间`, receive: t`接收时间`, delete: t`删除时间` }[kind]
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{timeHeader}</TableHeaderCell>
          <TableHeaderCell>{t`主题`}</TableHeaderCell>
          <TableHeaderCell>{kind === 'send' ? t`收件人` : t`发件人`}</TableHeaderCell>
          <TableHeaderCell>{kind === 'delete' ? t`所在文件夹` : t`IP 地址`}</TableHeaderCell>
          <TableHeaderCell>{kind === 'delete' ? t`删除方式` : t`状态`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className={styles.time}>
              <Time value={row.datetime} />
            </TableCell>
            <TableCell className={styles.wrap}>{row.subject || t`（无主题）`}</TableCell>
            <TableCell className={styles.wrap}>
              {kind === 'send' ? row.recipient : row.sender}
            </TableCell>
            <TableCell>{kind === 'delete' ? (row.folder ?? '') : (row.ip ?? '')}</TableCell>
            <TableCell className={styles.wrap}>{row.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
