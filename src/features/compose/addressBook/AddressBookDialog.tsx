/**
 * The address book picker (R-ADDR-1): on the left the books the account may open (personal with its
 * groups, no group and everyone; organisation; company; shared organisation; mailing lists), in the
 * middle the selected node's members, 10 a page, on the right the chosen list. The "by department"
 * tab is the department picker (R-ADDR-3): the organisation tree alone, where a department can be
 * chosen whole. OK hands the chosen list back.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { useOpeningKey } from '../../common/useOpeningKey.ts'
import type { ActorRefFrom } from 'xstate'
import {
  addressBookMachine,
  selectChosen,
  selectSelectedKey,
  selectTree,
  selectTreeFailed,
  selectTreeLoading,
  type ChosenRecipient,
} from '../../../../machines/address-book/index.ts'
import type { RecipientField } from '../../../domain/compose/index.ts'
import type { AddressBookAccess } from '../../../domain/contacts/index.ts'
import { realAddressBookActors } from './addressBookActors.ts'
import { BookTree } from '../../contacts/common/BookTree.tsx'
import { ChosenList } from './ChosenList.tsx'
import { MemberTable } from './MemberTable.tsx'
import { useAddressBookStyles } from './useAddressBookStyles.styles.ts'

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>

export interface AddressBookDialogProps {
  /** Kept mounted and closed through `open` (a modal unmounted while open leaves aria-hidden). */
  open: boolean
  /** The field whose button opened the picker. */
  field: RecipientField
  access: AddressBookAccess
  fieldLabels: Record<RecipientField, string>
  onConfirm: (chosen: ChosenRecipient[]) => void
  onCancel: () => void
}

export function AddressBookDialog(props: AddressBookDialogProps) {
  const styles = useAddressBookStyles()
  // Each opening is a fresh Dialog and a fresh picker: nothing ticked, first tab.
  const openings = useOpeningKey(props.open)
  return (
    <Dialog
      key={openings}
      open={props.open}
      onOpenChange={(_, data) => !data.open && props.onCancel()}
    >
      <DialogSurface className={styles.surface}>
        {/* Rendered only while open: every opening starts a fresh picker. */}
        {props.open && <Picker {...props} />}
      </DialogSurface>
    </Dialog>
  )
}

type Mode = 'book' | 'department'

function Picker({ field, access, fieldLabels, onConfirm, onCancel }: AddressBookDialogProps) {
  const { t } = useLingui()
  const styles = useAddressBookStyles()
  const [machine] = useState(() =>
    addressBookMachine.provide({ actors: realAddressBookActors(access) }),
  )
  const actor = useActorRef(machine, { input: { access } })
  const tree = useSelector(actor, selectTree)
  const selected = useSelector(actor, selectSelectedKey)
  const treeLoading = useSelector(actor, selectTreeLoading)
  const treeFailed = useSelector(actor, selectTreeFailed)
  const [mode, setMode] = useState<Mode>('book')
  const departments = tree.find((node) => node.source.book === 'oab')?.children ?? []
  const shown = mode === 'book' ? tree : departments
  const switchMode = (next: Mode) => {
    setMode(next)
    const first = next === 'book' ? tree[0] : departments[0]
    if (first) actor.send({ type: 'node.select', key: first.key })
  }
  const confirm = () => onConfirm(selectChosen(actor.getSnapshot()))

  return (
    <DialogBody>
      <DialogTitle>{t`从通讯录选择`}</DialogTitle>
      <DialogContent>
        {access.oab && (
          <TabList
            size="small"
            selectedValue={mode}
            onTabSelect={(_, data) => switchMode(data.value as Mode)}
          >
            <Tab value="book">{t`通讯录`}</Tab>
            <Tab value="department">{t`按部门选择`}</Tab>
          </TabList>
        )}
        {treeLoading && <Spinner size="small" label={t`正在读取通讯录…`} />}
        {treeFailed && (
          <MessageBar intent="error">
            <MessageBarBody>{t`通讯录读取失败`}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => actor.send({ type: 'retry' })}>
                {t`重试`}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!treeLoading && !treeFailed && (
          <div className={styles.body}>
            <div className={styles.pane}>
              <BookTree
                key={mode}
                nodes={shown}
                selected={selected}
                label={mode === 'book' ? t`通讯录分组` : t`部门`}
                defaultOpen={shown.slice(0, 1).map((node) => node.key)}
                onSelect={(key) => actor.send({ type: 'node.select', key })}
              />
            </div>
            <MemberTable actor={actor} field={field} fieldLabels={fieldLabels} />
            <ChosenList actor={actor} fieldLabels={fieldLabels} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={confirm}>
          {t`确定`}
        </Button>
        <Button appearance="secondary" onClick={onCancel}>
          {t`取消`}
        </Button>
      </DialogActions>
    </DialogBody>
  )
}
