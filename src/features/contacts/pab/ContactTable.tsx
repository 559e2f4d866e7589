/**
 * One page of personal contacts: tick one, several or all shown; a click on a row (or Enter on
 * it) opens the contact to edit.
 */
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { Contact, ContactGroup } from './pabCalls.ts'
import { usePabStyles } from './usePabStyles.styles.ts'

export function ContactTable({
  rows,
  groups,
  ticked,
  onTick,
  onOpen,
}: {
  rows: readonly Contact[]
  groups: readonly ContactGroup[]
  ticked: ReadonlySet<number>
  onTick: (ids: readonly number[], on: boolean) => void
  onOpen: (contact: Contact) => void
}) {
  const { t } = useLingui()
  const styles = usePabStyles()
  const shownTicked = rows.filter((c) => ticked.has(c.contact_id)).length
  const all = rows.map((c) => c.contact_id)
  return (
    <Table aria-label={t`联系人`} size="small" className={styles.table}>
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
              onChange={(_, data) => onTick(all, data.checked === true)}
            />
          </TableHeaderCell>
          <TableHeaderCell>{t`姓名`}</TableHeaderCell>
          <TableHeaderCell>{t`邮箱地址`}</TableHeaderCell>
          <TableHeaderCell>{t`手机`}</TableHeaderCell>
          <TableHeaderCell>{t`公司 / 部门`}</TableHeaderCell>
          <TableHeaderCell>{t`分组`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((contact) => {
          const name = contact.fullname || contact.email
          const where = [contact.company, contact.department].filter(Boolean).join(' / ')
          // In the groups' own order, whatever order the contact joined them in.
          const inGroups = groups
            .filter((g) => contact.groups_selected?.includes(g.id))
            .map((g) => g.groupname)
            .join('、')
          return (
            <TableRow
              key={contact.contact_id}
              className={styles.row}
              tabIndex={0}
              aria-selected={ticked.has(contact.contact_id)}
              onClick={() => onOpen(contact)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(contact)
              }}
            >
              <TableCell className={styles.check} onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t`选择 ${name}`}
                  checked={ticked.has(contact.contact_id)}
                  onChange={(_, data) => onTick([contact.contact_id], data.checked === true)}
                />
              </TableCell>
              <TableCell className={styles.wrap}>{name}</TableCell>
              <TableCell className={styles.wrap}>{contact.email}</TableCell>
              <TableCell>{contact.mobile}</TableCell>
              <TableCell className={styles.wrap}>{where}</TableCell>
              <TableCell className={styles.wrap}>{inGroups}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
