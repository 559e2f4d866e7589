/** The words of /setting/filter: condition fields, operators, actions, and a rule's summary. */
import { useLingui } from '@lingui/react/macro'
import type {
  FilterAction,
  FilterConditionValues,
  FilterField,
  FilterLogic,
  FilterOperator,
} from '../../../domain/settings/index.ts'

export function useFilterTexts() {
  const { t } = useLingui()
  const fields: Record<FilterField, string> = {
    from: t`发件人`,
    to: t`收件人`,
    cc: t`抄送人`,
    subject: t`主题`,
    body: t`正文`,
    attach: t`附件名`,
    size: t`邮件大小`,
  }
  const operators: Record<FilterOperator, string> = {
    contains: t`包含`,
    not_contains: t`不包含`,
    equals: t`等于`,
    not_equals: t`不等于`,
    gt: t`大于`,
    lt: t`小于`,
  }
  const actions: Record<FilterAction, string> = {
    move: t`移动到文件夹`,
    copy: t`复制到文件夹`,
    forward: t`转发到`,
    quarantine: t`隔离（放入垃圾邮件）`,
    delete: t`删除（放入已删除）`,
  }
  const condition = (c: FilterConditionValues) =>
    c.field === 'size'
      ? t`${fields[c.field]}${operators[c.operator]} ${c.value} KB`
      : t`${fields[c.field]}${operators[c.operator]}“${c.value}”`
  const conditions = (list: FilterConditionValues[], logic: FilterLogic) =>
    list.map(condition).join(logic === 'all' ? t`，并且 ` : t`，或者 `)
  const action = (kind: FilterAction, target: string) => {
    switch (kind) {
      case 'move':
        return t`移动到“${target}”`
      case 'copy':
        return t`复制到“${target}”`
      case 'forward':
        return t`转发到 ${target}`
      case 'quarantine':
        return t`隔离到垃圾邮件`
      case 'delete':
        return t`删除`
    }
  }
  return { fields, operators, actions, conditions, action }
}
