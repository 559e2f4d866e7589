/**
 * A recipient field (R-VALID-14): chips plus a text box. Typing , ; ，； (or a
 * space after a whole address) turns what was typed into chips; a paste goes in whole and is split
 * by the compose rules (whitespace, 'Name <address>', duplicates ignored, invalid kept). What is
 * left in the box becomes chips 300 ms after the box loses focus (the address delay,
 * pendingRecipients.ts), unless the user comes back first. Contact suggestions come 300 ms after
 * the typing stops. Chips are dragged between fields, or moved with their menu.
 */
import { mergeClasses } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react'
import { makeRecipient, type Recipient, type RecipientField } from '../../domain/compose/index.ts'
import type { ComposeEditEvent } from '../../../machines/compose/index.ts'
import type { PendingRecipients } from './pendingRecipients.ts'
import { RECIPIENT_DRAG_TYPE, RecipientChip, type RecipientDrag } from './RecipientChip.tsx'
import { useAddressSuggestions, type SuggestFn } from './useAddressSuggestions.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

const SEPARATOR = /[,;，；]/g

/** Still inside a quoted name or an unclosed '<': a separator there is part of the name. */
function open(text: string): boolean {
  const quotes = (text.match(/"/g) ?? []).length
  return quotes % 2 === 1 || text.lastIndexOf('<') > text.lastIndexOf('>')
}

/** Where typed text is complete: after its last separator, or a space after a bare address. */
export function splitTyped(text: string): { done: string; rest: string } {
  if (open(text)) return { done: '', rest: text }
  const separators = [...text.matchAll(SEPARATOR)]
  const last = separators.at(-1)
  if (last?.index !== undefined)
    return { done: text.slice(0, last.index), rest: text.slice(last.index + 1) }
  const trimmed = text.trim()
  if (/\s$/.test(text) && trimmed.includes('@') && !trimmed.includes('<') && !/\s/.test(trimmed))
    return { done: trimmed, rest: '' }
  return { done: '', rest: text }
}

export interface RecipientBoxProps {
  field: RecipientField
  label: string
  recipients: Recipient[]
  disabled: boolean
  moveTargets: { field: RecipientField; label: string }[]
  send: (event: ComposeEditEvent) => void
  onEdit: (field: RecipientField, index: number) => void
  /** Where the text left in the box waits out the address delay. */
  pending: PendingRecipients
  suggest?: SuggestFn
}

export function RecipientBox(props: RecipientBoxProps) {
  const { field, label, recipients, disabled, moveTargets, send, onEdit, pending, suggest } = props
  const styles = useComposeStyles()
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const [dropping, setDropping] = useState(false)
  const [closed, setClosed] = useState(false)
  const listId = useId()
  const suggestions = useAddressSuggestions(text, suggest)
  const showList = suggestions.length > 0 && !closed

  const commit = (value: string) => {
    if (value.trim() !== '') send({ type: 'recipients.add', field, text: value })
  }
  const change = (value: string) => {
    const { done, rest } = splitTyped(value)
    commit(done)
    setText(rest)
    setActive(0)
    setClosed(false)
  }
  const pick = (index: number) => {
    const chosen = suggestions[index]
    if (!chosen) return
    send({ type: 'recipients.pick', field, recipients: [makeRecipient(chosen.email, chosen.name)] })
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault()
      setActive((active + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && showList) {
      event.preventDefault()
      setActive((active - 1 + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (showList) pick(active)
      else {
        commit(text)
        setText('')
      }
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault()
      setClosed(true)
    } else if (event.key === 'Backspace' && text === '' && recipients.length > 0) {
      send({ type: 'recipient.remove', field, index: recipients.length - 1 })
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    if (pasted === '') return
    event.preventDefault()
    commit(`${text} ${pasted}`)
    setText('')
  }
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(RECIPIENT_DRAG_TYPE)
  const onDrop = (event: DragEvent) => {
    setDropping(false)
    if (!accepts(event)) return
    event.preventDefault()
    const drag = JSON.parse(event.dataTransfer.getData(RECIPIENT_DRAG_TYPE)) as RecipientDrag
    if (drag.field !== field)
      send({ type: 'recipient.move', from: drag.field, index: drag.index, to: field })
  }

  return (
    <div
      role="group"
      aria-label={label}
      className={mergeClasses(styles.field, dropping && styles.dropTarget)}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        setDropping(true)
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      {recipients.map((recipient, index) => (
        <RecipientChip
          key={`${recipient.email}-${index}`}
          recipient={recipient}
          field={field}
          index={index}
          moveTargets={moveTargets}
          disabled={disabled}
          onEdit={() => onEdit(field, index)}
          onRemove={() => send({ type: 'recipient.remove', field, index })}
          onMove={(to) => send({ type: 'recipient.move', from: field, index, to })}
        />
      ))}
      <input
        className={styles.input}
        value={text}
        disabled={disabled}
        aria-label={t({
          message: `添加${label}`,
          comment: "Recipient box. English: 'Add {label}'",
        })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList ? `${listId}-${active}` : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={() => pending.cancel(field)}
        onBlur={() => {
          if (text.trim() === '') return
          pending.defer(field, () => {
            commit(text)
            setText('')
          })
        }}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={t`联系人建议`} className={styles.suggestions}>
          {suggestions.map((s, index) => (
            <li
              key={s.email}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={mergeClasses(
                styles.suggestion,
                index === active && styles.suggestionActive,
              )}
              // Keeps the focus in the box, so its blur does not commit the half-typed text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              {s.name ? `${s.name} <${s.email}>` : s.email}
              {s.department && <span className={styles.muted}> · {s.department}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
