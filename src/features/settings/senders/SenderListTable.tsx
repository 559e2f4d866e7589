/**
 * The entries of a white or black list: tick one or several (or all shown) and delete them after
 * a confirmation, or delete one from its row.
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
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SenderListKind } from '../../../domain/settings/index.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import type { SenderListEntry } from './senderListCalls.ts'

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  check: { width: '44px' },
  kind: { width: '96px' },
  actions: { width: '96px' },
  address: { overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
})

export function SenderListTable({
  kind,
  entries,
  searching,
  deleting,
  onDelete,
}: {
  kind: SenderListKind
  entries: SenderListEntry[]
  searching: boolean
  deleting: boolean
  onDelete: (ids: number[]) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const [asking, setAsking] = useState<number[] | null>(null)
  // Ticks of entries no longer shown (deleted, filtered out) do not count.
  const shownTicked = entries.filter((e) => ticked.has(e.id)).map((e) => e.id)
  const allTicked = entries.length > 0 && shownTicked.length === entries.length

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const confirm = () => {
    if (!asking) return
    onDelete(asking)
    setTicked(new Set())
    setAsking(null)
  }
  const listName = kind === 'white' ? t`白名单` : t`黑名单`
  const one = entries.find((e) => e.id === asking?.[0])?.email ?? ''
  const count = asking?.length ?? 0
  const question =
    kind === 'white'
      ? count === 1
        ? t`确定将 ${one} 从白名单中删除吗？`
        : t`确定将选中的 ${count} 项从白名单中删除吗？`
      : count === 1
        ? t`确定将 ${one} 从黑名单中删除吗？`
        : t`确定将选中的 ${count} 项从黑名单中删除吗？`

  return (
    <>
      <div className={styles.toolbar}>
        <Button
          icon={<DeleteRegular />}
          // Focusable while disabled: after a delete the closing question hands focus back here
          // rather than to the page's body.
          disabledFocusable={shownTicked.length === 0 || deleting}
          onClick={() => setAsking(shownTicked)}
        >
          {t`删除所选`}
        </Button>
        <Text>{t`共 ${entries.length} 项`}</Text>
      </div>
      {entries.length === 0 ? (
        <Text className={styles.empty}>
          {searching
            ? t`没有找到匹配的地址或域名。`
            : kind === 'white'
              ? t`白名单中还没有地址或域名。`
              : t`黑名单中还没有地址或域名。`}
        </Text>
      ) : (
        <Table aria-label={listName} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.check}>
                <Checkbox
                  aria-label={t`全选`}
                  checked={allTicked ? true : shownTicked.length > 0 ? 'mixed' : false}
                  onChange={(_, data) =>
                    setTicked(data.checked === true ? new Set(entries.map((e) => e.id)) : new Set())
                  }
                />
              </TableHeaderCell>
              <TableHeaderCell>{t`邮箱地址或域名`}</TableHeaderCell>
              <TableHeaderCell className={styles.kind}>{t`类型`}</TableHeaderCell>
              <TableHeaderCell className={styles.actions}>{t`操作`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className={styles.check}>
                  <Checkbox
                    aria-label={t`选择 ${entry.email}`}
                    checked={ticked.has(entry.id)}
                    onChange={(_, data) => toggle(entry.id, data.checked === true)}
                  />
                </TableCell>
                <TableCell className={styles.address}>{entry.email}</TableCell>
                <TableCell className={styles.kind}>
                  {entry.email.includes('@') ? t`地址` : t`域名`}
                </TableCell>
                <TableCell className={styles.actions}>
                  <Button
                    appearance="subtle"
                    size="small"
                    aria-label={t`删除 ${entry.email}`}
                    disabled={deleting}
                    onClick={() => setAsking([entry.id])}
                  >
                    {t`删除`}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t`删除`}
        text={question}
        confirmLabel={t`删除`}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  )
}
