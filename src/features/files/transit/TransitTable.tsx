/**
 * One page of the transit area: tick one, several or all shown; each file with its size, when it
 * was parked and when it expires (with the days left), and its own preview (the kinds the viewer
 * shows), download and delete.
 */
import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components'
import { ArrowDownloadRegular, DeleteRegular, EyeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { previewOffer } from '../../../domain/files/preview.ts'
import { formatSize } from '../../../domain/format/index.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import type { TransitFile } from './transitCalls.ts'
import { useTransitStyles } from './useTransitStyles.styles.ts'

const DAY_MS = 86_400_000
/** From this many days left the expiry is shown as a warning. */
const SOON_DAYS = 3

export function TransitTable({
  rows,
  ticked,
  now,
  onTick,
  onDownload,
  onPreview,
  onDelete,
}: {
  rows: readonly TransitFile[]
  ticked: ReadonlySet<number>
  now: number
  onTick: (ids: readonly number[], on: boolean) => void
  onDownload: (file: TransitFile) => void
  onPreview: (file: TransitFile) => void
  onDelete: (file: TransitFile) => void
}) {
  const { t } = useLingui()
  const styles = useTransitStyles()
  const shownTicked = rows.filter((f) => ticked.has(f.id)).length
  return (
    <Table aria-label={t`中转站文件`} size="small" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.check}>
            <Checkbox
              aria-label={t`全选本页`}
              checked={
                shownTicked > 0 && shownTicked === rows.length
                  ? true
                  : shownTicked
                    ? 'mixed'
                    : false
              }
              onChange={(_, data) =>
                onTick(
                  rows.map((f) => f.id),
                  data.checked === true,
                )
              }
            />
          </TableHeaderCell>
          <TableHeaderCell>{t`文件名`}</TableHeaderCell>
          <TableHeaderCell>{t`大小`}</TableHeaderCell>
          <TableHeaderCell>{t`上传时间`}</TableHeaderCell>
          <TableHeaderCell>{t`过期时间`}</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>{t`操作`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((file) => {
          const expires = file.expire_at ? Date.parse(file.expire_at) : null
          const expiresAt = file.expire_at ? formatDateTime(file.expire_at) : ''
          const daysLeft =
            expires === null ? null : Math.max(0, Math.ceil((expires - now) / DAY_MS))
          return (
            <TableRow key={file.id} aria-selected={ticked.has(file.id)}>
              <TableCell className={styles.check}>
                <Checkbox
                  aria-label={t`选择 ${file.name}`}
                  checked={ticked.has(file.id)}
                  onChange={(_, data) => onTick([file.id], data.checked === true)}
                />
              </TableCell>
              <TableCell className={styles.name}>{file.name}</TableCell>
              <TableCell>{formatSize(file.size)}</TableCell>
              <TableCell className={styles.muted}>{formatDateTime(file.updated)}</TableCell>
              <TableCell
                className={daysLeft !== null && daysLeft <= SOON_DAYS ? styles.soon : undefined}
              >
                {file.expire_at === null || file.expire_at === undefined
                  ? t`永久有效`
                  : t({
                      message: `${expiresAt}（剩余 ${daysLeft} 天）`,
                      comment: 'English counts with a plural: 1 day left, 2 days left',
                    })}
              </TableCell>
              <TableCell className={styles.actions}>
                {previewOffer(file) !== 'none' && (
                  <Tooltip content={t`预览`} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<EyeRegular />}
                      onClick={() => onPreview(file)}
                      aria-label={t`预览 ${file.name}`}
                    />
                  </Tooltip>
                )}
                <Tooltip content={t`下载`} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<ArrowDownloadRegular />}
                    onClick={() => onDownload(file)}
                    aria-label={t`下载 ${file.name}`}
                  />
                </Tooltip>
                <Tooltip content={t`删除`} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    onClick={() => onDelete(file)}
                    aria-label={t`删除 ${file.name}`}
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
