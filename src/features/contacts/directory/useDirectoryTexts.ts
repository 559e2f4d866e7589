/** The words of the directory pages that depend on the book: column heads, list types. */
import { useLingui } from '@lingui/react/macro'
import type { DirectoryMember } from '../common/directoryCalls.ts'
import type { DirectoryColumn } from './directoryBooks.ts'

export function useDirectoryTexts() {
  const { t } = useLingui()
  const columns: Record<DirectoryColumn, string> = {
    department: t({ message: '部门', context: 'contact field' }),
    position: t({ message: '职位', context: 'contact field' }),
    mobile: t`手机`,
    company: t`公司`,
    listType: t({ message: '类型', comment: 'Column: the type of a mailing list' }),
  }
  const listTypes: Record<string, string> = {
    all: t({ message: '全体成员', comment: 'Mailing list type: everyone in the organisation' }),
    department: t({ message: '部门', context: 'mailing list type' }),
    custom: t({ message: '自定义', comment: 'Mailing list type: hand-made list' }),
  }
  const valueOf = (member: DirectoryMember, column: DirectoryColumn): string =>
    column === 'listType' ? (listTypes[member.listType] ?? member.listType) : member[column]
  return { columns, valueOf }
}
