/** The import's result: added, updated, skipped and failed, with the failed rows and why. */
import {
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { ImportTally } from '../../../../machines/contact-import/index.ts'
import { useTransferStyles } from './useTransferStyles.styles.ts'

export function ImportResultStep({ tally, stopped }: { tally: ImportTally; stopped: boolean }) {
  const { t } = useLingui()
  const styles = useTransferStyles()
  const counts = [
    [t`新增`, tally.created],
    [t`更新`, tally.updated],
    [t`跳过`, tally.skipped],
    [t`失败`, tally.failed.length],
  ] as const
  return (
    <>
      <MessageBar intent={stopped ? 'warning' : tally.failed.length > 0 ? 'warning' : 'success'}>
        <MessageBarBody>
          {stopped ? t`导入已停止，停止前的联系人已导入。` : t`导入完成。`}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.counts} role="list" aria-label={t`导入结果`}>
        {counts.map(([label, value]) => (
          <div
            key={label}
            className={styles.count}
            role="listitem"
            aria-label={`${label} ${value}`}
          >
            <Text className={styles.countValue}>{value}</Text>
            <Text>{label}</Text>
          </div>
        ))}
      </div>
      {tally.failed.length > 0 && (
        <div className={styles.failures}>
          <Table size="small" aria-label={t`未导入的行`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`行号`}</TableHeaderCell>
                <TableHeaderCell>{t`原因`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tally.failed.map((failure) => (
                <TableRow key={failure.row}>
                  <TableCell>{failure.row}</TableCell>
                  <TableCell>{failure.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  )
}
