/**
 * The compose fields that come with the compose params (R-COMPOSE-1: sender select,
 * security level; R-ROLE-11 security levels only in security mode; R-COMPOSE-10 mail
 * levels in order: normal 1, internal 2, secret 3, privacy 4, highest 5): the From line (a select
 * when the account may send as more than one address), the mail level select and the level
 * select of one attachment. The rules themselves (a level required, no attachment above the
 * mail) are the machine's (src/domain/compose/validation.ts).
 */
import { Select } from '@fluentui/react-components'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ComposeParamsInput } from '../../../machines/compose/index.ts'
import { MAIL_LEVELS, type MailLevel } from '../../domain/constants.ts'

const LEVEL_NAMES: Record<MailLevel, MessageDescriptor> = {
  1: msg({ message: '普通', comment: "Mail level 1. English: 'Normal'" }),
  2: msg({ message: '内部', comment: "Mail level 2. English: 'Internal'" }),
  3: msg({ message: '秘密', comment: "Mail level 3. English: 'Secret'" }),
  4: msg({ message: '机密', comment: "Mail level 4 (privacy). English: 'Confidential'" }),
  5: msg({ message: '绝密', comment: "Mail level 5 (highest). English: 'Top secret'" }),
}

/** The levels to offer: the server's names when it sent them, else ours, in level order. */
export function useMailLevels(params: ComposeParamsInput): { value: MailLevel; label: string }[] {
  const { i18n } = useLingui()
  if (params.mailLevels && params.mailLevels.length > 0)
    return [...params.mailLevels].sort((a, b) => a.value - b.value)
  return Object.values(MAIL_LEVELS).map((value) => ({ value, label: i18n._(LEVEL_NAMES[value]) }))
}

export interface LevelSelectProps {
  id?: string
  label: string
  levels: { value: MailLevel; label: string }[]
  value: MailLevel | null
  disabled: boolean
  onChange: (level: MailLevel | null) => void
}

/** A level, or none yet ('please choose'): the send check asks for one where it is required. */
export function LevelSelect({ id, label, levels, value, disabled, onChange }: LevelSelectProps) {
  const { t } = useLingui()
  return (
    <Select
      id={id}
      size="small"
      aria-label={label}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(_, data) => onChange(data.value === '' ? null : (Number(data.value) as MailLevel))}
    >
      <option value="">{t`请选择密级`}</option>
      {levels.map((level) => (
        <option key={level.value} value={level.value}>
          {level.label}
        </option>
      ))}
    </Select>
  )
}

export interface SenderSelectProps {
  id: string
  senders: [string, string][]
  /** The chosen [address, name]; null = the account's own (the first offered). */
  value: [string, string] | null
  disabled: boolean
  onChange: (sender: [string, string]) => void
}

const senderText = ([address, name]: [string, string]) => (name ? `${name} <${address}>` : address)

/** The From select, for an account that may send as several addresses. */
export function SenderSelect({ id, senders, value, disabled, onChange }: SenderSelectProps) {
  const chosen = value?.[0] ?? senders[0]?.[0] ?? ''
  return (
    <Select
      id={id}
      size="small"
      value={chosen}
      disabled={disabled}
      onChange={(_, data) => {
        const sender = senders.find(([address]) => address === data.value)
        if (sender) onChange(sender)
      }}
    >
      {senders.map((sender) => (
        <option key={sender[0]} value={sender[0]}>
          {senderText(sender)}
        </option>
      ))}
    </Select>
  )
}
