/**
 * One mail of a list (product.md §2 "Folder list screen" columns): checkbox, read icon, sender
 * (receiver in Sent and Drafts) with the hover card, subject with the inline remark, tags, flag
 * menu, row actions (tag menu, remark, delete, attachment icon), date and size.
 */
import {
  Button,
  Checkbox,
  Link,
  makeStyles,
  mergeClasses,
  TableCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import {
  ArrowForwardRegular,
  ArrowReplyRegular,
  ArrowSwapRegular,
  AttachRegular,
  ClockRegular,
  DeleteRegular,
  MailReadRegular,
  MailUnreadRegular,
  NoteAddRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { memo, useState, type MouseEvent } from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { formatSize } from '../../../domain/format/size.ts'
import {
  hasAttachment,
  isUnread,
  readDisplayState,
  type ReadDisplayState,
} from '../../../domain/mail/tags.ts'
import dayjs from '../../../i18n/dates.ts'
import { FlagMenu } from '../../mail-actions/FlagMenu.tsx'
import { deleteMessages } from '../../mail-actions/mailActions.ts'
import { RemarkEditor } from '../../mail-actions/RemarkEditor.tsx'
import { SenderCard } from '../../mail-actions/SenderCard.tsx'
import { TagChips, TagMenu } from '../../mail-actions/TagMenu.tsx'
import { useMailGuards } from '../../mail-actions/useMailGuards.ts'
import type { ListLabels } from './useListLabels.ts'

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  unread: { fontWeight: tokens.fontWeightSemibold },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  subject: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  prefix: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

const READ_ICONS: Record<ReadDisplayState, typeof MailReadRegular> = {
  unread: MailUnreadRegular,
  read: MailReadRegular,
  answered: ArrowReplyRegular,
  forwarded: ArrowForwardRegular,
  answeredForwarded: ArrowSwapRegular,
  scheduled: ClockRegular,
}

/** Clicks on controls inside a row act on the control, not open the mail. */
const fromControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('button, a, input, [role="menuitem"], [role="dialog"]') !==
  null

export interface MailRowProps {
  item: ListItem
  rowIndex: number
  selected: boolean
  showReceiver: boolean
  /** Search results: the folder name before the subject. */
  folderPrefix?: string
  labels: ListLabels
  onToggle: (uid: number) => void
  onOpen: (item: ListItem) => void
  measure?: (element: HTMLTableRowElement | null) => void
  virtualIndex?: number
}

function MailRowImpl(props: MailRowProps) {
  const { item, selected, showReceiver, folderPrefix, labels, onToggle, onOpen } = props
  const { measure, virtualIndex, rowIndex } = props
  const { t } = useLingui()
  const styles = useStyles()
  const guards = useMailGuards()
  const { loginAfter } = useActiveSession()
  const [remarkRequest, setRemarkRequest] = useState(0)
  const folder = item.raw_name
  const state = readDisplayState(item.flags)
  const ReadIcon = READ_ICONS[state]
  const party = showReceiver ? item.to[0] : item.mfrom
  const address = party?.[0] ?? ''
  const name = party?.[1] ?? ''
  const subject = item.subject || t`（无主题）`
  return (
    <TableRow
      ref={measure}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      className={mergeClasses(
        styles.row,
        isUnread(item.flags) && styles.unread,
        selected && styles.selected,
      )}
      onClick={(event) => !fromControl(event) && onOpen(item)}
    >
      <TableCell>
        <Checkbox
          checked={selected}
          aria-label={t`选择 ${subject}`}
          onChange={() => onToggle(item.uid)}
        />
      </TableCell>
      <TableCell>
        <ReadIcon aria-label={labels.readStates[state]} role="img" />
      </TableCell>
      <TableCell className={styles.ellipsis}>
        {address ? <SenderCard email={address} name={name} /> : null}
      </TableCell>
      <TableCell>
        <span className={styles.subject}>
          {folderPrefix && <span className={styles.prefix}>[{folderPrefix}]</span>}
          <Link appearance="subtle" onClick={() => onOpen(item)}>
            {subject}
          </Link>
          {(item.remark || remarkRequest > 0) && (
            <RemarkEditor
              key={remarkRequest}
              folder={folder}
              uid={item.uid}
              remark={item.remark}
              startEditing={remarkRequest > 0}
              onIdle={remarkRequest > 0 ? () => setRemarkRequest(0) : undefined}
            />
          )}
        </span>
      </TableCell>
      <TableCell>
        <TagChips folder={folder} uid={item.uid} tags={item.tags} />
      </TableCell>
      <TableCell>
        <FlagMenu folder={folder} uids={[item.uid]} flags={item.flags} />
      </TableCell>
      <TableCell>
        <span className={styles.actions}>
          <TagMenu folder={folder} uids={[item.uid]} />
          {!item.remark && (
            <Button
              size="small"
              appearance="transparent"
              icon={<NoteAddRegular />}
              aria-label={t`添加备注`}
              onClick={() => setRemarkRequest((n) => n + 1)}
            />
          )}
          {!loginAfter.disable_delete_button && (
            <Button
              size="small"
              appearance="transparent"
              icon={<DeleteRegular />}
              aria-label={t`删除 ${subject}`}
              onClick={() => guards.change() && void deleteMessages(folder, [item.uid])}
            />
          )}
          {hasAttachment(item.flags) && <AttachRegular role="img" aria-label={t`有附件`} />}
        </span>
      </TableCell>
      <TableCell className={styles.muted}>{dayjs(item.date).format('YYYY-MM-DD HH:mm')}</TableCell>
      <TableCell className={styles.muted}>{formatSize(item.size)}</TableCell>
    </TableRow>
  )
}

export const MailRow = memo(MailRowImpl)
