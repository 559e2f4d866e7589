/**
 * The reader's header (R-READ-1): subject, tags, flag, sender,
 * recipients, time and arrival time; a toggle switches between a short header (sender and
 * receivers on one line) and the full one (sender, receivers and cc, one line each).
 */
import { Link, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Message } from '../../api/types.ts'
import { formatMailTime } from '../../i18n/dates.ts'
import { FlagMenu } from '../mail-actions/FlagMenu.tsx'
import { LazySender, SenderCard } from '../mail-actions/LazySender.tsx'
import { TagChips, TagMenu } from '../mail-actions/TagMenu.tsx'
import { useReaderStyles } from './useReaderStyles.styles.ts'

type Party = readonly string[]

/**
 * A sender or recipient, with the hover card (avatar, department, contact actions): a chunk of its
 * own, which the reader's code does not carry; until it is there, the stand-in that mounts it
 * when the pointer or the focus reaches the name.
 */
function PartyText({ party }: { party: Party }) {
  const styles = useReaderStyles()
  const [address = '', name = ''] = party
  // The card itself when its code is there (the pointer crossed the list on its way here),
  // chosen once: switching would remount the name under the pointer or the focus.
  const [Card] = useState(() => SenderCard.loaded() ?? LazySender)
  const text = <span className={styles.party}>{partyLabel(party)}</span>
  return address ? (
    <Card email={address} name={name}>
      {text}
    </Card>
  ) : (
    text
  )
}

/**
 * Recipients shown before "and N more": a mail to a whole company (an 86 KB To: header, thousands
 * of addresses) would otherwise lay out thousands of hover cards, a long task, before the body.
 */
export const RECIPIENTS_SHOWN = 20

/**
 * A recipient list, `detailed` with hover cards and addresses, else names only; past
 * RECIPIENTS_SHOWN collapsed behind a toggle. Expanded, the rest are plain text: one text node,
 * however many there are.
 */
function PartyList({ parties, detailed }: { parties: readonly Party[]; detailed: boolean }) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const head = parties.slice(0, RECIPIENTS_SHOWN)
  const rest = parties.length - head.length
  const label = (p: Party) => (detailed ? partyLabel(p) : p[1] || p[0])
  return (
    <span>
      {detailed
        ? head.map((p, i) => (
            <span key={`${p[0]}-${i}`}>
              {i > 0 && '; '}
              <PartyText party={p} />
            </span>
          ))
        : head.map(label).join('; ')}
      {rest > 0 && expanded && `; ${parties.slice(RECIPIENTS_SHOWN).map(label).join('; ')}`}
      {rest > 0 && (
        <>
          {' '}
          <Link as="button" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? t`收起` : t`还有 ${rest} 人`}
          </Link>
        </>
      )}
    </span>
  )
}

function partyLabel([address = '', name = '']: Party): string {
  return name ? `${name} <${address}>` : address
}

const formatTime = formatMailTime

export interface ReaderHeaderProps {
  mail: Message
  folder: string
  /** Flags and tags can be changed (not for a protected mail still locked). */
  editable: boolean
  /** The subject heading's id, for the region it names (OpenMail, the locked reader). */
  headingId?: string
}

export function ReaderHeader({ mail, folder, editable, headingId }: ReaderHeaderProps) {
  const styles = useReaderStyles()
  const { t } = useLingui()
  const [full, setFull] = useState(false)
  const uids = [mail.uid]

  return (
    <header className={styles.header}>
      <div className={styles.subjectRow}>
        <h2 id={headingId} className={styles.subject}>
          {mail.subject || t`（无主题）`}
        </h2>
        {editable && (
          <>
            <FlagMenu folder={folder} uids={uids} flags={mail.flags} />
            <TagMenu folder={folder} uids={uids} />
            <TagChips folder={folder} uid={mail.uid} tags={mail.tags ?? []} />
          </>
        )}
      </div>
      <div className={styles.field}>
        <Text className={styles.label}>{t`发件人`}</Text>
        <PartyText party={mail.mfrom} />
        <Link as="button" onClick={() => setFull((v) => !v)} aria-expanded={full}>
          {full ? t`简要信息` : t`完整信息`}
        </Link>
      </div>
      <div className={styles.field}>
        <Text className={styles.label}>{t`收件人`}</Text>
        <PartyList key={full ? 'full' : 'short'} parties={mail.to} detailed={full} />
      </div>
      {full && mail.cc.length > 0 && (
        <div className={styles.field}>
          <Text className={styles.label}>{t`抄送`}</Text>
          <PartyList parties={mail.cc} detailed />
        </div>
      )}
      <div className={styles.field}>
        <Text className={styles.label}>{t`时间`}</Text>
        {mail.date_missing ? (
          // No Date header: none is shown as if it were the sender's (decision 112).
          <span>{t`（邮件没有日期）`}</span>
        ) : (
          <time dateTime={mail.date}>{formatTime(mail.date)}</time>
        )}
        <Text className={styles.muted}>{t`到达时间`}</Text>
        <time dateTime={mail.internaldate}>{formatTime(mail.internaldate)}</time>
      </div>
    </header>
  )
}
