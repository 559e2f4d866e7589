/**
 * The rule dialog of /setting/filter, driven by the filter-rule machine: name, priority, on/off,
 * all or any of the conditions, the condition rows, and the action with its folder (picked from
 * the user's folders) or forwarding address. The rule's messages show under the fields before
 * any call; a refusal keeps the dialog and the input, with the server's words.
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
  Radio,
  RadioGroup,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { filterRuleMachine } from '../../../../machines/filter-rule/index.ts'
import {
  MAX_CONDITIONS,
  selectErrors,
  selectFailure,
  selectIsDirty,
  selectIsNew,
  selectIsOpen,
  selectIsSaving,
  selectValues,
  type RulePatch,
} from '../../../../machines/filter-rule/index.ts'
import {
  FILTER_ACTIONS,
  SETTINGS_RULE_MESSAGES,
  type FilterAction,
  type FilterRuleField,
} from '../../../domain/settings/index.ts'
import { UnsavedChangesPrompt } from '../../common/forms/UnsavedChangesPrompt.tsx'
import { ConditionRows } from './ConditionRows.tsx'
import { useFilterTexts } from './useFilterTexts.ts'
import { BusyButton } from '../../common/forms/BusyButton.tsx'

export interface FolderChoice {
  raw_name: string
  label: string
}

const useStyles = makeStyles({
  surface: { maxWidth: '680px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 160px',
    columnGap: tokens.spacingHorizontalM,
  },
  action: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  add: { alignSelf: 'flex-start' },
  fill: { minWidth: 0, width: '100%' },
})

export function FilterRuleDialog({
  actor,
  folders,
}: {
  actor: ActorRefFrom<typeof filterRuleMachine>
  folders: FolderChoice[]
}) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const texts = useFilterTexts()
  const open = useSelector(actor, selectIsOpen)
  const isNew = useSelector(actor, selectIsNew)
  const saving = useSelector(actor, selectIsSaving)
  const values = useSelector(actor, selectValues)
  const errors = useSelector(actor, selectErrors)
  const failure = useSelector(actor, selectFailure)
  const dirty = useSelector(actor, selectIsDirty)
  const serverFields = failure?.code === 'fields' ? failure.fields : {}
  const errorOf = (field: FilterRuleField) => {
    const code = errors[field]
    return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : serverFields[field]
  }
  // 'told': the client's toast said why (a 5xx), the dialog adds nothing.
  const general =
    failure && (failure.code === 'fields' || failure.code === 'refused') ? failure.message : null
  const set = (patch: RulePatch) => actor.send({ type: 'rule.set', patch })
  const target = errorOf('action_value')

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => !data.open && !saving && actor.send({ type: 'rule.cancel' })}
    >
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'rule.submit' })
          }}
        >
          <DialogBody>
            <DialogTitle>{isNew ? t`新建过滤规则` : t`编辑过滤规则`}</DialogTitle>
            <DialogContent className={styles.form}>
              <div className={styles.pair}>
                <Field
                  label={t`规则名称`}
                  required
                  validationState={errorOf('name') ? 'error' : 'none'}
                  validationMessage={errorOf('name')}
                >
                  <Input value={values.name} onChange={(_, d) => set({ name: d.value })} />
                </Field>
                <Field
                  label={t`优先级`}
                  hint={t`数字越小越先执行`}
                  validationState={errorOf('priority') ? 'error' : 'none'}
                  validationMessage={errorOf('priority')}
                >
                  <Input
                    className={styles.fill}
                    inputMode="numeric"
                    value={values.priority}
                    onChange={(_, d) => set({ priority: d.value })}
                  />
                </Field>
              </div>
              <Switch
                label={t`启用此规则`}
                checked={values.is_enabled}
                onChange={(_, d) => set({ is_enabled: d.checked })}
              />
              <Field label={t`当来信`}>
                <RadioGroup
                  layout="horizontal"
                  value={values.logic}
                  onChange={(_, d) => set({ logic: d.value === 'any' ? 'any' : 'all' })}
                >
                  <Radio value="all" label={t`满足以下所有条件`} />
                  <Radio value="any" label={t`满足以下任一条件`} />
                </RadioGroup>
              </Field>
              <ConditionRows
                conditions={values.conditions}
                errorOf={(index) => errorOf(`condition${index}`)}
                onChange={(index, patch) => actor.send({ type: 'condition.set', index, patch })}
                onRemove={(index) => actor.send({ type: 'condition.remove', index })}
              />
              <Button
                className={styles.add}
                appearance="subtle"
                icon={<AddRegular />}
                disabled={values.conditions.length >= MAX_CONDITIONS}
                onClick={() => actor.send({ type: 'condition.add' })}
              >
                {t`添加条件`}
              </Button>
              <div className={styles.action}>
                <Field label={t`执行操作`}>
                  <Select
                    value={values.action}
                    onChange={(_, d) => set({ action: d.value as FilterAction, action_value: '' })}
                  >
                    {FILTER_ACTIONS.map((action) => (
                      <option key={action} value={action}>
                        {texts.actions[action]}
                      </option>
                    ))}
                  </Select>
                </Field>
                {(values.action === 'move' || values.action === 'copy') && (
                  <Field
                    label={t`目标文件夹`}
                    hint={
                      folders.length === 0 ? t`还没有自建文件夹，请先在邮箱中新建。` : undefined
                    }
                    validationState={target ? 'error' : 'none'}
                    validationMessage={target}
                  >
                    <Select
                      value={values.action_value}
                      onChange={(_, d) => set({ action_value: d.value })}
                    >
                      <option value="">{t`请选择文件夹`}</option>
                      {folders.map((folder) => (
                        <option key={folder.raw_name} value={folder.raw_name}>
                          {folder.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                {values.action === 'forward' && (
                  <Field
                    label={t`转发地址`}
                    validationState={target ? 'error' : 'none'}
                    validationMessage={target}
                  >
                    <Input
                      type="email"
                      value={values.action_value}
                      onChange={(_, d) => set({ action_value: d.value })}
                    />
                  </Field>
                )}
              </div>
              {general && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{general}</MessageBarBody>
                </MessageBar>
              )}
              {failure?.code === 'failed' && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t`保存失败，请稍后重试`}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <BusyButton type="submit" busy={saving}>
                {t`保存`}
              </BusyButton>
              <Button disabled={saving} onClick={() => actor.send({ type: 'rule.cancel' })}>
                {t`取消`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <UnsavedChangesPrompt dirty={dirty} />
      </DialogSurface>
    </Dialog>
  )
}
