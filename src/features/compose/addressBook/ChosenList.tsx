/**
 * The picker's right pane: who has been chosen so far and for which field, each with a remove
 * button. Nothing reaches the mail until OK.
 */
import { Badge, Button, Text } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { selectChosen } from '../../../../machines/address-book/index.ts'
import type { RecipientField } from '../../../domain/compose/index.ts'
import type { AddressBookActor } from './AddressBookDialog.tsx'
import { useAddressBookStyles } from './useAddressBookStyles.styles.ts'

export interface ChosenListProps {
  actor: AddressBookActor
  fieldLabels: Record<RecipientField, string>
}

export function ChosenList({ actor, fieldLabels }: ChosenListProps) {
  const { t } = useLingui()
  const styles = useAddressBookStyles()
  const chosen = useSelector(actor, selectChosen)
  const count = chosen.length
  return (
    <section className={styles.pane} aria-label={t`已选择的收件人`}>
      <Text className={styles.paneTitle} aria-live="polite">
        {t`已选择（${count}）`}
      </Text>
      {count === 0 && (
        <Text className={styles.muted}>{t`勾选联系人后添加到收件人、抄送或密送`}</Text>
      )}
      <ul className={styles.chosenList}>
        {chosen.map((c) => {
          const who = c.name ? `${c.name} <${c.email}>` : c.email
          const fieldLabel = fieldLabels[c.field]
          const person = c.name || c.email
          return (
            <li key={`${c.field}:${c.email}`} className={styles.chosenItem}>
              <Badge appearance="tint" size="small" className={styles.chosenBadge}>
                {fieldLabel}
              </Badge>
              <span className={styles.chosenText} title={who}>
                {who}
              </span>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={t`从${fieldLabel}移除 ${person}`}
                onClick={() =>
                  actor.send({ type: 'chosen.remove', email: c.email, field: c.field })
                }
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
