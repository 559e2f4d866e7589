/** The list of files being imported: name, size, state, progress and per-file actions. */
import {
  makeStyles,
  tokens,
  Button,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
} from '@fluentui/react-components'
import { DeleteRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  selectCanPause,
  selectCanRemove,
  type UploadEntry,
  type uploadMachine,
} from '../../../machines/upload/index.ts'
import { formatSize } from '../../domain/format/size.ts'
import { useUploadTexts } from './useUploadTexts.ts'

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  nameColumn: { width: '36%' },
  sizeColumn: { width: '12%' },
  stateColumn: { width: '18%' },
  actionsColumn: { width: '84px' },
  name: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

export interface UploadTableProps {
  actor: ActorRefFrom<typeof uploadMachine>
  entries: readonly UploadEntry[]
  /** The table's name; the import dialog's by default. */
  label?: string
}

export function UploadTable({ actor, entries, label }: UploadTableProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const texts = useUploadTexts()
  const snapshot = useSelector(actor, (s) => s)

  return (
    <Table size="small" aria-label={label ?? t`待导入的邮件文件`} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.nameColumn}>{t`文件名`}</TableHeaderCell>
          <TableHeaderCell className={styles.sizeColumn}>{t`大小`}</TableHeaderCell>
          <TableHeaderCell className={styles.stateColumn}>{t`状态`}</TableHeaderCell>
          <TableHeaderCell>{t`进度`}</TableHeaderCell>
          <TableHeaderCell className={styles.actionsColumn}>{t`操作`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const name = entry.name
          const percent = Math.round(entry.progress * 100)
          const resumable = entry.status === 'paused' || entry.status === 'failed'
          return (
            <TableRow key={entry.id}>
              <TableCell className={styles.nameColumn}>
                <Text truncate wrap={false} title={name} className={styles.name}>
                  {name}
                </Text>
              </TableCell>
              <TableCell>{formatSize(entry.size)}</TableCell>
              <TableCell>
                <Text className={entry.status === 'failed' ? styles.error : undefined}>
                  {texts.status[entry.status]}
                </Text>
                {entry.error && (
                  <Text block size={200} className={styles.error}>
                    {texts.failure(entry.error)}
                  </Text>
                )}
              </TableCell>
              <TableCell>
                <ProgressBar
                  value={entry.progress}
                  max={1}
                  thickness="large"
                  color={
                    entry.status === 'failed'
                      ? 'error'
                      : entry.status === 'success'
                        ? 'success'
                        : 'brand'
                  }
                  aria-label={t`“${name}”的上传进度`}
                  aria-valuetext={`${percent}%`}
                />
              </TableCell>
              <TableCell className={styles.actionsColumn}>
                {resumable ? (
                  <Tooltip content={t`继续`} relationship="description">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<PlayRegular />}
                      aria-label={t`继续上传“${name}”`}
                      onClick={() => actor.send({ type: 'file.resume', id: entry.id })}
                    />
                  </Tooltip>
                ) : (
                  <Tooltip content={t`暂停`} relationship="description">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<PauseRegular />}
                      aria-label={t`暂停上传“${name}”`}
                      disabled={!selectCanPause(snapshot, entry)}
                      onClick={() => actor.send({ type: 'file.pause', id: entry.id })}
                    />
                  </Tooltip>
                )}
                <Tooltip content={t`移除`} relationship="description">
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t`移除“${name}”`}
                    disabled={!selectCanRemove(snapshot, entry)}
                    onClick={() => actor.send({ type: 'file.remove', id: entry.id })}
                  />
                </Tooltip>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
