/**
 * A folder's own grants: who (a department or a member), and the level, changed in place; each
 * removable (the dialog asks first).
 */
import {
  Button,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { GRANT_LEVELS, type Grant, type GrantLevel } from './permissionCalls.ts'
import { useGrantLevelText } from './useGrantLevelText.ts'
import { usePermissionsStyles } from './usePermissionsStyles.styles.ts'

export function GrantTable({
  grants,
  busy,
  onLevel,
  onRemove,
}: {
  grants: readonly Grant[]
  busy: boolean
  onLevel: (grant: Grant, level: GrantLevel) => void
  onRemove: (grant: Grant) => void
}) {
  const { t } = useLingui()
  const styles = usePermissionsStyles()
  const levelText = useGrantLevelText()
  return (
    <Table aria-label={t`已设置的权限`} size="small" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`部门或成员`}</TableHeaderCell>
          <TableHeaderCell>{t`类型`}</TableHeaderCell>
          <TableHeaderCell className={styles.levelCell}>{t`权限`}</TableHeaderCell>
          <TableHeaderCell className={styles.actionCell}>{t`操作`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {grants.map((grant) => (
          <TableRow key={grant.id}>
            <TableCell>{grant.target_name}</TableCell>
            <TableCell>{grant.target_type === 'dept' ? t`部门` : t`成员`}</TableCell>
            <TableCell className={styles.levelCell}>
              <Select
                size="small"
                aria-label={t`${grant.target_name} 的权限`}
                value={grant.permission}
                disabled={busy}
                onChange={(_, data) => onLevel(grant, data.value as GrantLevel)}
              >
                {GRANT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {levelText(level)}
                  </option>
                ))}
              </Select>
            </TableCell>
            <TableCell className={styles.actionCell}>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                disabled={busy}
                aria-label={t`移除 ${grant.target_name}`}
                onClick={() => onRemove(grant)}
              >
                {t`移除`}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
