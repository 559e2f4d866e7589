/**
 * The option checkboxes (R-COMPOSE-2, R-COMPOSE-6): priority,
 * read receipt, save to Sent, separate sending, SMS notify (with is_sendsms), and the three that
 * exclude each other — password, schedule, burn — with their values. Which of the three may be
 * switched on, or shown at all, is the machine's answer (selectOption); switching one on takes
 * its default (schedule one hour ahead, burn seven days ahead).
 */
import { Checkbox, Input, Switch } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type {
  ComposeForm,
  ExclusiveOption,
  OptionAvailability,
} from '../../domain/compose/index.ts'
import type { ComposeEvent } from '../../../machines/compose/index.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export interface ComposeOptionsProps {
  form: ComposeForm
  availability: Record<ExclusiveOption, OptionAvailability>
  smsAllowed: boolean
  disabled: boolean
  send: (event: ComposeEvent) => void
}

/** 'YYYY-MM-DD HH:mm' ⇄ the datetime-local control's 'YYYY-MM-DDTHH:mm'. */
const toLocalInput = (day: string) => day.replace(' ', 'T')
const fromLocalInput = (value: string) => value.replace('T', ' ').slice(0, 16)

export function ComposeOptions({
  form,
  availability,
  smsAllowed,
  disabled,
  send,
}: ComposeOptionsProps) {
  const styles = useComposeStyles()
  const { t } = useLingui()
  const flag = (
    field: 'is_priority' | 'is_confirm_read' | 'is_save_sent' | 'is_partsend' | 'is_smsnotify',
    label: string,
  ) => (
    <Checkbox
      label={label}
      checked={form[field]}
      disabled={disabled}
      onChange={(_, data) => send({ type: 'field.set', field, value: data.checked === true })}
    />
  )
  const exclusive = (option: ExclusiveOption, checked: boolean, label: string) =>
    availability[option].visible ? (
      <Checkbox
        label={label}
        checked={checked}
        disabled={disabled || (!checked && !availability[option].enabled)}
        onChange={(_, data) => send({ type: 'option.toggle', option, on: data.checked === true })}
      />
    ) : null

  return (
    <fieldset
      className={styles.options}
      aria-label={t`发送选项`}
      style={{ border: 'none', padding: 0, margin: 0 }}
    >
      {flag('is_priority', t({ message: '紧急', comment: 'Compose option: priority mail' }))}
      {flag('is_confirm_read', t`已读回执`)}
      {flag('is_save_sent', t`保存到已发送`)}
      {flag('is_partsend', t`群发单显`)}
      {smsAllowed && flag('is_smsnotify', t`短信通知`)}
      <span className={styles.optionGroup}>
        {exclusive('password', form.is_password, t`加密邮件`)}
        {form.is_password && availability.password.visible && (
          <Input
            size="small"
            aria-label={t`邮件密码（6 位字母或数字）`}
            maxLength={6}
            value={form.password}
            disabled={disabled}
            onChange={(_, data) =>
              send({ type: 'field.set', field: 'password', value: data.value })
            }
          />
        )}
      </span>
      <span className={styles.optionGroup}>
        {exclusive('schedule', form.is_schedule, t`定时发送`)}
        {form.is_schedule && (
          <Input
            size="small"
            type="datetime-local"
            aria-label={t`定时发送时间`}
            value={toLocalInput(form.schedule_day)}
            disabled={disabled}
            onChange={(_, data) =>
              send({ type: 'field.set', field: 'schedule_day', value: fromLocalInput(data.value) })
            }
          />
        )}
      </span>
      <span className={styles.optionGroup}>
        {exclusive('burn', form.is_burn, t`阅后即焚`)}
        {form.is_burn && (
          <>
            <Input
              size="small"
              type="date"
              aria-label={t`销毁日期`}
              value={form.burn_day}
              disabled={disabled}
              onChange={(_, data) =>
                send({ type: 'field.set', field: 'burn_day', value: data.value })
              }
            />
            <Input
              size="small"
              type="number"
              min={1}
              max={99}
              aria-label={t`每位收件人可阅读次数`}
              value={String(form.burn_limit)}
              disabled={disabled}
              onChange={(_, data) =>
                send({ type: 'field.set', field: 'burn_limit', value: Number(data.value) })
              }
            />
          </>
        )}
      </span>
      <Switch
        label={t`HTML 格式`}
        checked={form.is_html}
        disabled={disabled}
        onChange={(_, data) => send({ type: 'format.toggle', html: data.checked })}
      />
    </fieldset>
  )
}
