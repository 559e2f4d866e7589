/**
 * "My shares" (issue 15; opened from the file centre's menu, decisions.md #251): my share links
 * by page — the files, when made, until when, how often downloaded — with copy link and cancel
 * (asked first; the link stops working at once).
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
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
import { useState } from 'react'
import { MY_SHARES_PAGE_SIZE } from '../../../domain/files/shareExpiry.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { SettingsPagedList } from '../../common/forms/SettingsPagedList.tsx'
import { usePagedList } from '../../common/list/usePagedList.ts'
import { copyText } from './ShareCreatedDialog.tsx'
import {
  cancelShare,
  loadMyShares,
  shareLinkAndCode,
  shareUrl,
  type FileShare,
} from './shareCalls.ts'

const useStyles = makeStyles({
  surface: { width: 'min(1000px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  files: { overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalXS },
  // The two buttons stay on one line in every language (English wrapped them at 1440 px).
  actionsColumn: { width: '210px' },
  narrowColumn: { width: '100px' },
  status: { color: tokens.colorNeutralForeground2 },
})

function ShareRows({
  shares,
  onCopied,
  onCancel,
}: {
  shares: FileShare[]
  onCopied: (text: string) => void
  onCancel: (share: FileShare) => void
}) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const copy = async (share: FileShare) => {
    const ok = await copyText(share.code ? shareLinkAndCode(share) : shareUrl(share))
    onCopied(ok ? t`链接已复制` : t`无法访问剪贴板，请手动复制`)
  }
  return (
    <Table aria-label={t`我的分享`} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`分享的文件`}</TableHeaderCell>
          <TableHeaderCell className={styles.narrowColumn}>{t`提取码`}</TableHeaderCell>
          <TableHeaderCell>{t`创建时间`}</TableHeaderCell>
          <TableHeaderCell>{t`有效期至`}</TableHeaderCell>
          <TableHeaderCell className={styles.narrowColumn}>{t`下载次数`}</TableHeaderCell>
          <TableHeaderCell className={styles.actionsColumn}>{t`操作`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shares.map((share) => {
          const names = share.files.map((f) => f.name).join('、') || t`（文件已删除）`
          return (
            <TableRow key={share.id}>
              <TableCell className={styles.files}>{names}</TableCell>
              <TableCell className={styles.nowrap}>{share.code || t`无`}</TableCell>
              <TableCell className={styles.nowrap}>{when(share.created)}</TableCell>
              <TableCell className={styles.nowrap}>
                {share.expire_at ? when(share.expire_at) : t`永久有效`}{' '}
                {share.status === 'expired' && (
                  <Badge appearance="tint" color="danger">{t`已过期`}</Badge>
                )}
              </TableCell>
              <TableCell>{share.download_count ?? 0}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    aria-label={t`复制 ${names} 的分享链接`}
                    onClick={() => void copy(share)}
                  >
                    {t`复制链接`}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t`取消 ${names} 的分享`}
                    onClick={() => onCancel(share)}
                  >
                    {t`取消分享`}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

export function MySharesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const styles = useStyles()
  const list = usePagedList(loadMyShares, MY_SHARES_PAGE_SIZE)
  const shareCount = list.count
  const [status, setStatus] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<FileShare | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const confirmCancel = async () => {
    if (!cancelling) return
    setBusy(true)
    const done = await cancelShare(cancelling.id).catch(() => false)
    setBusy(false)
    setFailed(!done)
    if (!done) return
    setCancelling(null)
    setStatus(t`分享已取消，链接已失效`)
    list.retry()
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`我的分享`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div role="status" className={styles.status}>
              {status}
            </div>
            <SettingsPagedList
              list={list}
              emptyText={t`您还没有分享过文件。在个人网盘或企业网盘中选中文件，点击“分享”即可创建分享链接。`}
              countText={t({
                message: `共 ${shareCount} 个分享`,
                comment: 'English counts with a plural: 1 share, 2 shares',
              })}
              sizeText={(size) => t`每页 ${size} 个`}
            >
              {(rows) => (
                <ShareRows
                  shares={rows}
                  onCopied={setStatus}
                  onCancel={(share) => {
                    setFailed(false)
                    setCancelling(share)
                  }}
                />
              )}
            </SettingsPagedList>
            {/* Inside the surface: Fluent nests a dialog opened from within another one. */}
            <ConfirmDialog
              open={cancelling !== null}
              title={t`取消分享？`}
              text={t`取消后，此分享链接将立即失效，他人无法再打开或下载。`}
              confirmLabel={t`确认取消分享`}
              busy={busy}
              error={failed ? t`取消分享失败，请稍后重试` : null}
              onConfirm={() => void confirmCancel()}
              onCancel={() => setCancelling(null)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
