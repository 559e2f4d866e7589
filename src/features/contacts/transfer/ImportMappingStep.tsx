/**
 * The preview of the import: the first rows under their headers, each column's drop-down of
 * what it is read as (guessed from the header), the duplicate choice and the target group.
 */
import {
  Field,
  Radio,
  RadioGroup,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  CONTACT_FIELDS,
  type ColumnTarget,
  type ContactTable,
} from '../../../domain/contacts/transfer/index.ts'
import { COLUMN_TARGET_LABELS } from '../../../domain/contacts/transfer/messages.ts'
import type { DuplicateChoice } from '../../../../machines/contact-import/index.ts'
import { useTransferStyles } from './useTransferStyles.styles.ts'

const TARGETS: Exclude<ColumnTarget, null>[] = [
  'fullname',
  'given_name',
  'family_name',
  ...CONTACT_FIELDS.filter((f) => f !== 'fullname'),
]

export interface ImportMappingStepProps {
  table: ContactTable
  preview: string[][]
  mapping: ColumnTarget[]
  onDuplicate: DuplicateChoice
  groupId: number
  groups: { id: number; groupname: string }[]
  onMap: (column: number, target: ColumnTarget) => void
  onDuplicateChange: (choice: DuplicateChoice) => void
  onGroupChange: (groupId: number) => void
}

export function ImportMappingStep(props: ImportMappingStepProps) {
  const { t, i18n } = useLingui()
  const styles = useTransferStyles()
  const { table, preview, mapping } = props
  const count = table.rows.length
  return (
    <>
      <Text>{t`文件中共 ${count} 行，下面是前 ${preview.length} 行。请确认每一列导入为联系人的哪一项。`}</Text>
      <div className={styles.previewScroll}>
        <Table size="small" className={styles.previewTable} aria-label={t`导入预览`}>
          <TableHeader>
            <TableRow>
              {table.headers.map((header, column) => {
                const name = header || t`第 ${column + 1} 列`
                return (
                  <TableHeaderCell key={column} className={styles.columnCell}>
                    <div className={styles.columnHeader}>
                      <span className={styles.headerName}>{name}</span>
                      <Select
                        size="small"
                        aria-label={t`“${name}”列导入为`}
                        value={mapping[column] ?? ''}
                        onChange={(_, data) =>
                          props.onMap(column, (data.value || null) as ColumnTarget)
                        }
                      >
                        <option value="">{t`不导入`}</option>
                        {TARGETS.map((target) => (
                          <option key={target} value={target}>
                            {i18n._(COLUMN_TARGET_LABELS[target])}
                          </option>
                        ))}
                      </Select>
                    </div>
                  </TableHeaderCell>
                )
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.map((row, index) => (
              <TableRow key={index}>
                {table.headers.map((_, column) => (
                  <TableCell key={column}>{row[column] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className={styles.options}>
        <Field label={t`邮箱已在通讯录中时`}>
          <RadioGroup
            value={props.onDuplicate}
            onChange={(_, data) => props.onDuplicateChange(data.value as DuplicateChoice)}
          >
            <Radio value="ignore" label={t`忽略，保留原联系人`} />
            <Radio value="overwrite" label={t`覆盖原联系人`} />
          </RadioGroup>
        </Field>
        <Field label={t`导入到分组`}>
          <Select
            value={String(props.groupId)}
            onChange={(_, data) => props.onGroupChange(Number(data.value))}
          >
            <option value="0">{t`不分组`}</option>
            {props.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.groupname}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </>
  )
}
