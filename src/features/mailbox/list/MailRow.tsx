/**
 * One mail of a list (R-LIST-5 columns): checkbox, read icon, sender
 * (receiver in Sent and Drafts) with the hover card, subject with the inline remark, tags, flag
 * menu, row actions (tag menu, remark, delete, attachment icon), date and size.
 */
import { mergeClasses } from '@fluentui/react-components'
import {
  ArrowForwardRegular,
  ArrowReplyRegular,
  ArrowSwapRegular,
  AttachRegular,
  ClockRegular,
  DeleteRegular,
  FlagFilled,
  FlagRegular,
  MailReadRegular,
  MailUnreadRegular,
  NoteAddRegular,
  TagRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { memo, useState, type MouseEvent } from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { formatSize } from '../../../domain/format/size.ts'
import {
  flagColorOf,
  hasAttachment,
  isUnread,
  readDisplayState,
  type ReadDisplayState,
} from '../../../domain/mail/tags.ts'
import dayjs from '../../../i18n/dates.ts'
import { FlagMenu } from '../../mail-actions/FlagMenu.tsx'
import { deleteMessages } from '../../mail-actions/mailActions.ts'
import { Remark } from '../../mail-actions/Remark.tsx'
import { KEEPS_CLICK, keepsClick } from '../../mail-actions/keepsClick.ts'
import { accountDeleteChoices } from '../../mail-actions/permissions.ts'
import { TagChips, TagMenu } from '../../mail-actions/TagMenu.tsx'
import { FLAG_CSS, useFlagColorLabels } from '../../mail-actions/useFlagColorLabels.ts'
import { useMailGuards } from '../../mail-actions/useMailGuards.ts'
import { LazyMenuButton } from './LazyRowControls.tsx'
import { LazySender } from '../../mail-actions/LazySender.tsx'
import { useMailRowStyles } from './useMailRowStyles.styles.ts'
import { ROW_UID } from './useGridKeys.ts'
import type { ListLabels } from './useListLabels.ts'

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

/**
 * Whether the row's own onClick will open the mail on this click, asked in the capture phase
 * (decision 351): a click in the row's DOM (not in a portal: menus, the sender card), not on a
 * control, not in a part that stops it. Reading marks the mail read, so it must not guess wider.
 */
const rowWillOpen = (event: MouseEvent<HTMLElement>) => {
  const target = event.target as HTMLElement
  return (
    event.currentTarget.contains(target) &&
    !fromControl(event) &&
    target.closest(`[${KEEPS_CLICK}]`) === null
  )
}

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
  /** A click that opens the mail has begun: called in its capture phase (decision 351). */
  onPrepare?: (item: ListItem) => void
  measure?: (element: HTMLTableRowElement | null) => void
  virtualIndex?: number
  /** The list's one tab stop (useGridKeys). */
  active?: boolean
  onFocusRow?: (uid: number) => void
}

function MailRowImpl(props: MailRowProps) {
  const { item, selected, showReceiver, folderPrefix, labels, onToggle, onOpen, onPrepare } = props
  const { measure, virtualIndex, rowIndex, active = false, onFocusRow } = props
  const { t } = useLingui()
  const styles = useMailRowStyles()
  const guards = useMailGuards()
  const flagLabels = useFlagColorLabels()
  const { loginAfter } = useActiveSession()
  const [remarkRequest, setRemarkRequest] = useState(0)
  const folder = item.raw_name
  const state = readDisplayState(item.flags)
  const ReadIcon = READ_ICONS[state]
  const party = showReceiver ? item.to[0] : item.mfrom
  const address = party?.[0] ?? ''
  const name = party?.[1] ?? ''
  const subject = item.subject || t`（无主题）`
  const flag = flagColorOf(item.flags)
  return (
    <tr
      ref={measure}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      {...{ [ROW_UID]: item.uid }}
      tabIndex={active ? 0 : -1}
      onFocus={(event) => event.target === event.currentTarget && onFocusRow?.(item.uid)}
      className={mergeClasses(
        styles.row,
        isUnread(item.flags) && styles.unread,
        selected && styles.selected,
      )}
      onClickCapture={(event) => rowWillOpen(event) && onPrepare?.(item)}
      onClick={(event) => !fromControl(event) && onOpen(item)}
    >
      {/* The whole check cell ticks the mail, not only the 16 px box: on a phone it is a finger
          wide and the row's height, and a near miss must not open the mail (decision 333). The
          box itself stays the control a keyboard and a screen reader use. */}
      <td
        role="gridcell"
        className={mergeClasses(styles.cell, styles.checkCell)}
        {...keepsClick}
        onClick={(event) => {
          if (event.target !== event.currentTarget) return
          event.stopPropagation()
          onToggle(item.uid)
        }}
      >
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          aria-label={t`选择 ${subject}`}
          onChange={() => onToggle(item.uid)}
        />
      </td>
      <td role="gridcell" className={styles.cell}>
        <ReadIcon aria-label={labels.readStates[state]} role="img" />
      </td>
      <td role="gridcell" className={mergeClasses(styles.cell, styles.ellipsis)}>
        {address ? <LazySender email={address} name={name} /> : null}
      </td>
      <td role="gridcell" className={styles.cell}>
        <span className={styles.subject}>
          {folderPrefix && <span className={styles.prefix}>[{folderPrefix}]</span>}
          <button
            type="button"
            className={mergeClasses(styles.link, styles.subjectLink)}
            title={subject}
            onClickCapture={() => onPrepare?.(item)}
            onClick={() => onOpen(item)}
          >
            {subject}
          </button>
          {(item.remark || remarkRequest > 0) && (
            <Remark
              key={remarkRequest}
              folder={folder}
              uid={item.uid}
              remark={item.remark}
              startEditing={remarkRequest > 0}
              onIdle={remarkRequest > 0 ? () => setRemarkRequest(0) : undefined}
            />
          )}
        </span>
      </td>
      <td role="gridcell" className={styles.cell}>
        <TagChips folder={folder} uid={item.uid} tags={item.tags} />
      </td>
      <td role="gridcell" className={styles.cell}>
        <LazyMenuButton
          label={flag ? flagLabels[flag] : t`设置旗标`}
          icon={flag ? <FlagFilled color={FLAG_CSS[flag]} /> : <FlagRegular />}
        >
          {() => <FlagMenu folder={folder} uids={[item.uid]} flags={item.flags} />}
        </LazyMenuButton>
      </td>
      <td role="gridcell" className={styles.cell}>
        <span className={styles.actions}>
          <LazyMenuButton label={t`标签`} icon={<TagRegular />}>
            {() => <TagMenu folder={folder} uids={[item.uid]} />}
          </LazyMenuButton>
          {!item.remark && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`添加备注`}
              onClick={() => setRemarkRequest((n) => n + 1)}
            >
              <NoteAddRegular />
            </button>
          )}
          {accountDeleteChoices(loginAfter).toTrash !== null && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`删除 ${subject}`}
              onClick={() => guards.change() && void deleteMessages(folder, [item.uid])}
            >
              <DeleteRegular />
            </button>
          )}
          {hasAttachment(item.flags) && <AttachRegular role="img" aria-label={t`有附件`} />}
        </span>
      </td>
      <td role="gridcell" className={mergeClasses(styles.cell, styles.muted)}>
        {item.date_missing ? (
          // A mail without a Date header: its arrival time, said to be one (decision 112).
          <span title={t`这封邮件没有日期，显示的是到达时间`}>
            {dayjs(item.internaldate).format('YYYY-MM-DD HH:mm')}
            <span className={styles.arrivalNote}>
              {t({ message: '到达时间', context: 'list time of a mail without a Date header' })}
            </span>
          </span>
        ) : (
          dayjs(item.date).format('YYYY-MM-DD HH:mm')
        )}
      </td>
      <td role="gridcell" className={mergeClasses(styles.cell, styles.muted)}>
        {formatSize(item.size)}
      </td>
    </tr>
  )
}

export const MailRow = memo(MailRowImpl)
