/**
 * The rows of a rule's conditions: field, operator (the size compares in KB), the value, and a
 * button to remove the row (one row always stays).
 */
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import {
  FILTER_FIELDS,
  operatorsOf,
  type FilterConditionValues,
  type FilterField,
  type FilterOperator,
} from '../../../domain/settings/index.ts'
import { useFilterTexts } from './useFilterTexts.ts'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '120px 110px minmax(0, 1fr) 32px',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
})

export function ConditionRows({
  conditions,
  errorOf,
  onChange,
  onRemove,
}: {
  conditions: FilterConditionValues[]
  errorOf: (index: number) => string | undefined
  onChange: (index: number, patch: Partial<FilterConditionValues>) => void
  onRemove: (index: number) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const texts = useFilterTexts()
  return (
    <>
      {conditions.map((condition, index) => {
        const error = errorOf(index)
        const n = index + 1
        return (
          <div key={index} className={styles.row} role="group" aria-label={t`条件 ${n}`}>
            <Select
              aria-label={t`条件 ${n} 的项目`}
              value={condition.field}
              onChange={(_, data) => onChange(index, { field: data.value as FilterField })}
            >
              {FILTER_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {texts.fields[field]}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t`条件 ${n} 的比较方式`}
              value={condition.operator}
              onChange={(_, data) => onChange(index, { operator: data.value as FilterOperator })}
            >
              {operatorsOf(condition.field).map((operator) => (
                <option key={operator} value={operator}>
                  {texts.operators[operator]}
                </option>
              ))}
            </Select>
            <Field validationState={error ? 'error' : 'none'} validationMessage={error}>
              <Input
                aria-label={t`条件 ${n} 的内容`}
                value={condition.value}
                inputMode={condition.field === 'size' ? 'numeric' : undefined}
                contentAfter={condition.field === 'size' ? 'KB' : undefined}
                onChange={(_, data) => onChange(index, { value: data.value })}
              />
            </Field>
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t`删除条件 ${n}`}
              disabled={conditions.length === 1}
              onClick={() => onRemove(index)}
            />
          </div>
        )
      })}
    </>
  )
}
