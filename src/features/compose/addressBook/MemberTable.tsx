/**
 * The picker's middle pane: search, one page of the selected node's members with checkboxes,
 * the pager (10 a page), and the buttons that add the ticked rows to To, Cc or Bcc — or, on a
 * department, all of its members.
 */
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  mergeClasses,
} from '@fluentui/react-components'
import { PeopleTeamAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import {
  selectCanPick,
  selectChecked,
  selectCount,
  selectError,
  selectIsAdding,
  selectMembers,
  selectMembersFailed,
  selectMembersLoading,
  selectOnDepartment,
  selectPage,
  selectPageCount,
  selectSearch,
} from '../../../../machines/address-book/index.ts'
import type { RecipientField } from '../../../domain/compose/index.ts'
import type { AddressBookActor } from './AddressBookDialog.tsx'
import { useAddressBookStyles } from './useAddressBookStyles.styles.ts'

export interface MemberTableProps {
  actor: AddressBookActor
  /** The field whose button opened the picker: a whole department goes there. */
  field: RecipientField
  fieldLabels: Record<RecipientField, string>
}

const FIELDS: RecipientField[] = ['to', 'cc', 'bcc']

export function MemberTable({ actor, field, fieldLabels }: MemberTableProps) {
  const { t } = useLingui()
  const styles = useAddressBookStyles()
  const members = useSelector(actor, selectMembers)
  const checked = useSelector(actor, selectChecked)
  const count = useSelector(actor, selectCount)
  const page = useSelector(actor, selectPage)
  const pageCount = useSelector(actor, selectPageCount)
  const search = useSelector(actor, selectSearch)
  const loading = useSelector(actor, selectMembersLoading)
  const failed = useSelector(actor, selectMembersFailed)
  const canPick = useSelector(actor, selectCanPick)
  const onDepartment = useSelector(actor, selectOnDepartment)
  const adding = useSelector(actor, selectIsAdding)
  const error = useSelector(actor, selectError)
  const ownField = fieldLabels[field]
  const allChecked = members.length > 0 && members.every((m) => checked.includes(m.email))
  const someChecked = !allChecked && members.some((m) => checked.includes(m.email))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'search.submit' })
  }

  return (
    <section className={styles.pane} aria-label={t`联系人列表`}>
      <form role="search" onSubmit={submit}>
        <SearchBox
          aria-label={t`搜索姓名或邮箱地址`}
          placeholder={t`搜索姓名或邮箱地址`}
          value={search}
          onChange={(_, data) => actor.send({ type: 'search.change', text: data.value })}
        />
      </form>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t`联系人读取失败`}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => actor.send({ type: 'retry' })}>
              {t`重试`}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Table size="small" aria-label={t`联系人`} aria-busy={loading} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Checkbox
                  aria-label={t`选择本页全部联系人`}
                  checked={allChecked ? true : someChecked ? 'mixed' : false}
                  disabled={!canPick || members.length === 0}
                  onChange={() => actor.send({ type: 'members.toggleAll' })}
                />
              </TableHeaderCell>
              <TableHeaderCell>{t({ message: '姓名', comment: "Contact's name" })}</TableHeaderCell>
              <TableHeaderCell>{t`邮箱地址`}</TableHeaderCell>
              <TableHeaderCell>{t`部门/单位`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((m) => {
              const person = m.name || m.email
              return (
                <TableRow key={m.email}>
                  <TableCell>
                    <Checkbox
                      aria-label={t`选择 ${person}`}
                      checked={checked.includes(m.email)}
                      disabled={!canPick}
                      onChange={() => actor.send({ type: 'member.toggle', email: m.email })}
                    />
                  </TableCell>
                  <TableCell className={styles.nameCell}>{m.name}</TableCell>
                  <TableCell className={styles.nameCell}>{m.email}</TableCell>
                  <TableCell className={mergeClasses(styles.nameCell, styles.muted)}>
                    {m.detail}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {loading && <Spinner size="tiny" label={t`正在读取联系人…`} />}
      {!loading && !failed && members.length === 0 && (
        <Text className={styles.muted}>{t`没有联系人`}</Text>
      )}
      <nav className={styles.pager} aria-label={t`联系人分页`}>
        <Text size={200}>{t`共 ${count} 个`}</Text>
        <Button
          size="small"
          disabled={page <= 1 || failed}
          onClick={() => actor.send({ type: 'page.go', page: page - 1 })}
        >
          {t`上一页`}
        </Button>
        <Text size={200} aria-live="polite">
          {t`第 ${page} / ${pageCount} 页`}
        </Text>
        <Button
          size="small"
          disabled={page >= pageCount || failed}
          onClick={() => actor.send({ type: 'page.go', page: page + 1 })}
        >
          {t`下一页`}
        </Button>
      </nav>
      <div className={styles.actions}>
        {FIELDS.map((f) => {
          const target = fieldLabels[f]
          return (
            <Button
              key={f}
              size="small"
              disabled={!canPick || checked.length === 0}
              onClick={() => actor.send({ type: 'checked.add', field: f })}
            >
              {t({
                message: `添加到${target}`,
                comment: "Add the ticked contacts to a recipient field. English: 'Add to {target}'",
              })}
            </Button>
          )
        })}
        {onDepartment && (
          <Button
            size="small"
            icon={adding ? <Spinner size="extra-tiny" /> : <PeopleTeamAddRegular />}
            disabled={!canPick}
            onClick={() => actor.send({ type: 'department.add', field })}
          >
            {t`添加整个部门到${ownField}`}
          </Button>
        )}
      </div>
      {error === 'departmentFailed' && (
        <MessageBar intent="error">
          <MessageBarBody>{t`部门成员读取失败，未添加`}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  )
}
