/**
 * The participants of an event: typed addresses with suggestions from the address books
 * (autocompleteContacts, 300 ms after the last key as in the recipient boxes), each removable.
 * Whether an address exists in the system is the server's to say (its words show below,
 * R-VALID-24).
 */
import {
  Combobox,
  Field,
  Option,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ParticipantValue } from '../../domain/calendar/eventForm.ts'
import { searchPeople } from './calendarCalls.ts'

const SUGGEST_DELAY_MS = 300

const useStyles = makeStyles({
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
})

interface Suggestion {
  email: string
  name: string
}

export function ParticipantsField({
  participants,
  onChange,
  message,
}: {
  participants: readonly ParticipantValue[]
  onChange: (next: ParticipantValue[]) => void
  message: string | undefined
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [text, setText] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])

  useEffect(() => {
    const search = text.trim()
    if (search === '') return
    let live = true
    const timer = setTimeout(() => {
      void searchPeople(search).then((found) => {
        if (live) setSuggestions(found.map((p) => ({ email: p.username, name: p.fullname })))
      })
    }, SUGGEST_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [text])

  const add = (email: string, name: string) => {
    const address = email.trim()
    if (address === '' || participants.some((p) => p.email === address)) return
    onChange([...participants, { email: address, name: name || address, status: 'start' }])
    setText('')
    setSuggestions([])
  }

  return (
    <Field label={t`参与人`} validationMessage={message}>
      <Combobox
        freeform
        placeholder={t`输入姓名或邮箱地址，按回车添加`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onOptionSelect={(_, d) => {
          const chosen = suggestions.find((s) => s.email === d.optionValue)
          if (chosen) add(chosen.email, chosen.name)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim() !== '' && !suggestions.length) {
            e.preventDefault()
            add(text, '')
          }
        }}
      >
        {suggestions.map((s) => (
          <Option key={s.email} value={s.email} text={s.email}>
            {s.name ? `${s.name} <${s.email}>` : s.email}
          </Option>
        ))}
      </Combobox>
      {participants.length > 0 && (
        <TagGroup
          className={styles.tags}
          aria-label={t`参与人`}
          onDismiss={(_, d) => onChange(participants.filter((p) => p.email !== d.value))}
        >
          {participants.map((p) => (
            <Tag
              key={p.email}
              value={p.email}
              dismissible
              dismissIcon={{ 'aria-label': t`移除 ${p.email}` }}
            >
              {p.name && p.name !== p.email ? `${p.name} <${p.email}>` : p.email}
            </Tag>
          ))}
        </TagGroup>
      )}
    </Field>
  )
}
