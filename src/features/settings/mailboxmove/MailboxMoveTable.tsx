/**
 * The mailbox-move accounts as a table: old address and server, protocol with scope, status (a
 * badge with its word, a failure's reason and the last receive time under it), with edit, start
 * or stop, and remove per row.
 */
import {
  Badge,
  Button,
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
import { DeleteRegular, EditRegular, PlayRegular, StopRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { MAILBOX_MOVE_IN_FLIGHT } from '../../../domain/settings/index.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import type { MailboxMoveAccount } from './mailboxMoveCalls.ts'
import { SCOPE_NAMES, STATUS_COLORS, STATUS_NAMES } from './mailboxMoveTexts.ts'
import { visuallyHidden } from '../../../app/theme/visuallyHidden.ts'

const useStyles = makeStyles({
  account: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  server: { color: tokens.colorNeutralForeground3 },
  // Protocol and scope share a column, and the last receive time sits under the status, so the
  // old address (the row's name) has room in the settings page's 760 px (decision 336).
  setupCol: { width: '104px' },
  setup: { display: 'flex', flexDirection: 'column' },
  statusCol: { width: '168px' },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  actionsCol: { width: '156px' },
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalXXS,
  },
  // A reason names a server and port ("imap.example.com:993"): it wraps inside its column
  // rather than running over the next one.
  reason: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  hidden: visuallyHidden,
  actions: {
    display: 'flex',
    columnGap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
    whiteSpace: 'nowrap',
  },
})

/** An address in a narrow column wraps after its `@`, not at any letter. */
function breakAfter(text: string, mark: string) {
  const at = text.indexOf(mark)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}

export function MailboxMoveTable({
  accounts,
  busyId,
  onEdit,
  onRemove,
  onActivate,
}: {
  accounts: readonly MailboxMoveAccount[]
  busyId: number | null
  onEdit: (account: MailboxMoveAccount) => void
  onRemove: (account: MailboxMoveAccount) => void
  onActivate: (account: MailboxMoveAccount, start: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  return (
    <Table aria-label={t`搬家账号`} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`原邮箱`}</TableHeaderCell>
          <TableHeaderCell className={styles.setupCol}>{t`协议和范围`}</TableHeaderCell>
          <TableHeaderCell className={styles.statusCol}>{t`状态`}</TableHeaderCell>
          <TableHeaderCell className={styles.actionsCol}>
            <span className={styles.hidden}>{t`操作`}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {accounts.map((account) => {
          const inFlight = MAILBOX_MOVE_IN_FLIGHT.includes(account.status)
          return (
            <TableRow key={account.id}>
              <TableCell>
                <div className={styles.account}>
                  <Text>{breakAfter(account.email, '@')}</Text>
                  <Text size={200} className={styles.server}>
                    {account.server}
                    {account.port ? (
                      <>
                        <wbr />:{account.port}
                      </>
                    ) : null}
                  </Text>
                </div>
              </TableCell>
              <TableCell>
                <div className={styles.setup}>
                  <Text>
                    {account.protocol === 'pop3' ? 'POP3' : 'IMAP'}
                    {account.is_ssl ? ' · SSL' : ''}
                  </Text>
                  <Text size={200} className={styles.server}>
                    {i18n._(SCOPE_NAMES[account.scope])}
                  </Text>
                </div>
              </TableCell>
              <TableCell>
                <div className={styles.status}>
                  <Badge appearance="tint" color={STATUS_COLORS[account.status]}>
                    {i18n._(STATUS_NAMES[account.status])}
                  </Badge>
                  {account.status === 'failed' && account.last_error && (
                    <Text size={200} className={styles.reason}>
                      {account.last_error}
                    </Text>
                  )}
                  {account.last_receive_time && (
                    <Text size={200} className={styles.time}>
                      {t`最后收取 ${formatDateTime(account.last_receive_time)}`}
                    </Text>
                  )}
                </div>
              </TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    icon={inFlight ? <StopRegular /> : <PlayRegular />}
                    disabled={busyId === account.id}
                    aria-label={
                      inFlight ? t`停止搬家“${account.email}”` : t`开始搬家“${account.email}”`
                    }
                    onClick={() => onActivate(account, !inFlight)}
                  >
                    {inFlight ? t`停止` : t`开始搬家`}
                  </Button>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<EditRegular />}
                    aria-label={t`编辑“${account.email}”`}
                    title={t`编辑`}
                    onClick={() => onEdit(account)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t`删除“${account.email}”`}
                    title={t`删除`}
                    onClick={() => onRemove(account)}
                  />
                </div>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
