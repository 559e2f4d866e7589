/**
 * "Manage calendars": my calendars on the left; on the right the chosen one's name and colour
 * (rename 1–20, recolour), its shares, .ics export / import, and delete (with its events, after a
 * confirmation). "New calendar" opens a blank form.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_TAG_COLOR } from '../../domain/mail/tags.ts'
import { CALENDAR_RULE_MESSAGES } from '../../domain/calendar/messages.ts'
import { validateCalendarName } from '../../domain/calendar/rules.ts'
import { ConfirmDeleteDialog } from '../common/forms/ConfirmDeleteDialog.tsx'
import { deleteCalendar, saveCalendar, type Calendar } from './calendarCalls.ts'
import { CalendarIcsActions } from './CalendarIcsActions.tsx'
import { CalendarSharesPanel } from './CalendarSharesPanel.tsx'
import { ColorSwatches } from './ColorSwatches.tsx'

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '90vw' },
  layout: { display: 'flex', gap: tokens.spacingHorizontalL, minHeight: '360px' },
  list: {
    width: '200px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  detail: { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

type Selection = { kind: 'new' } | { kind: 'calendar'; id: number }

function CalendarForm({
  calendar,
  onSaved,
}: {
  calendar: Calendar | null
  onSaved: (saved: Calendar) => void
}) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(calendar?.name ?? '')
  const [color, setColor] = useState(calendar?.color ?? DEFAULT_TAG_COLOR)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const code = validateCalendarName(name)
    if (code) return setError(i18n._(CALENDAR_RULE_MESSAGES[code]))
    setBusy(true)
    try {
      onSaved(await saveCalendar(calendar?.id ?? null, { name: name.trim(), color }))
    } catch (rejection) {
      const r = rejection as { fields?: Record<string, string>; message?: string | null }
      setError(r.fields?.name ?? r.fields?.color ?? r.message ?? t`保存失败，请重试`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM }}
    >
      <Field label={t`日历名称`} required validationMessage={error}>
        <Input
          value={name}
          onChange={(_, d) => {
            setName(d.value)
            setError(null)
          }}
        />
      </Field>
      <Field label={t`颜色`}>
        <ColorSwatches value={color} onChange={setColor} label={t`日历颜色`} />
      </Field>
      <div>
        <Button appearance="primary" type="submit" disabledFocusable={busy}>
          {calendar ? t`保存` : t`创建`}
        </Button>
      </div>
    </form>
  )
}

export function CalendarsDialog({
  calendars,
  onChanged,
  onClose,
}: {
  calendars: readonly Calendar[]
  onChanged: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const mine = calendars.filter((c) => c.is_owner)
  const [selection, setSelection] = useState<Selection>(
    mine[0] ? { kind: 'calendar', id: mine[0].id } : { kind: 'new' },
  )
  const [deleting, setDeleting] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const selected =
    selection.kind === 'calendar' ? (mine.find((c) => c.id === selection.id) ?? null) : null

  return (
    <>
      <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{t`管理日历`}</DialogTitle>
            <DialogContent>
              {notice && (
                <MessageBar intent="success" role="status">
                  <MessageBarBody>{notice}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.layout}>
                <div className={styles.list}>
                  <TabList
                    vertical
                    selectedValue={selection.kind === 'new' ? 'new' : String(selection.id)}
                    onTabSelect={(_, d) =>
                      setSelection(
                        d.value === 'new'
                          ? { kind: 'new' }
                          : { kind: 'calendar', id: Number(d.value) },
                      )
                    }
                    aria-label={t`我的日历`}
                  >
                    {mine.map((c) => (
                      <Tab key={c.id} value={String(c.id)}>
                        <span style={{ color: c.color }} aria-hidden>
                          ●{' '}
                        </span>
                        {c.name}
                      </Tab>
                    ))}
                    <Tab value="new" icon={<AddRegular />}>
                      {t`新建日历`}
                    </Tab>
                  </TabList>
                </div>
                <div className={styles.detail}>
                  <CalendarForm
                    key={selected?.id ?? 'new'}
                    calendar={selected}
                    onSaved={(saved) => {
                      setNotice(selected ? t`日历已保存` : t`日历已创建`)
                      setSelection({ kind: 'calendar', id: saved.id })
                      onChanged()
                    }}
                  />
                  {selected && (
                    <>
                      <CalendarSharesPanel key={`shares-${selected.id}`} calendar={selected} />
                      <CalendarIcsActions calendar={selected} onImported={onChanged} />
                      <div className={styles.row}>
                        <Button disabled={selected.is_default} onClick={() => setDeleting(true)}>
                          {t`删除日历`}
                        </Button>
                      </div>
                    </>
                  )}
                </div>
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t`关闭`}</Button>
            </DialogActions>
          </DialogBody>
          {/* Nested, not beside it: a sibling modal that unmounts leaves this surface
              aria-hidden (Fluent's tabster, see src/app/staleModal.ts). */}
          {selected && deleting && (
            <ConfirmDeleteDialog
              title={t`删除日历`}
              text={t`确定删除日历「${selected.name}」及其中的所有日程吗？`}
              onConfirm={async () => {
                await deleteCalendar(selected.id)
                const rest = mine.find((c) => c.id !== selected.id)
                setNotice(t`日历已删除`)
                setSelection(rest ? { kind: 'calendar', id: rest.id } : { kind: 'new' })
                onChanged()
              }}
              onClose={() => setDeleting(false)}
            />
          )}
        </DialogSurface>
      </Dialog>
    </>
  )
}
