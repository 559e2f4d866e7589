/**
 * /setting/filter (issue 12; R-DATA-16): the mail filter rules in priority order, each with its
 * conditions, action and state; a rule is created or edited in a dialog and deleted after a
 * confirmation (machines/filter-rule). The list loads through the one settings resource
 * (docs/forms.md). The fake backend applies the rules to mail delivered afterwards.
 */
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  filterRuleMachine,
  selectDeleteTarget,
  selectFailure,
  selectIsDeleting,
  type SaveRuleInput,
} from '../../../../machines/filter-rule/index.ts'
import { useFolderLabel } from '../../common/folders/useFolderLabel.ts'
import { useFolders } from '../../common/folders/useFolders.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { useListPage } from '../../common/forms/useListPage.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { deleteFilter, loadFilters, saveFilter, valuesOf, type FilterRule } from './filterCalls.ts'
import { FilterRuleDialog, type FolderChoice } from './FilterRuleDialog.tsx'
import { useFilterTexts } from './useFilterTexts.ts'

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  narrow: { width: '56px' },
  state: { width: '64px' },
  name: { width: '120px' },
  action: { width: '130px' },
  actions: { width: '112px' },
  wrap: { overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
})

// The list is read-only here: rules change through the dialog's own calls.
const noSave = () => Promise.resolve(undefined)

export default function FilterSettingsPage() {
  const { t } = useLingui()
  const styles = useStyles()
  const texts = useFilterTexts()
  const resource = useSettingsResource<FilterRule[], never>({ load: loadFilters, save: noSave })
  const rule = useActorRef(
    filterRuleMachine.provide({
      actors: {
        saveRule: fromPromise<unknown, SaveRuleInput>(({ input, signal }) =>
          saveFilter(input, signal),
        ),
        deleteRule: fromPromise<unknown, { id: number }>(({ input, signal }) =>
          deleteFilter(input, signal),
        ),
      },
    }),
  )
  // The dialogs' steps live in the rule machine; the page keeps only the notice.
  const { notice, done, clearNotice } = useListPage<never, 'saved' | 'deleted'>(resource.refresh)
  useEffect(() => {
    const saved = rule.on('rule.saved', () => done('saved'))
    const deleted = rule.on('rule.deleted', () => done('deleted'))
    return () => {
      saved.unsubscribe()
      deleted.unsubscribe()
    }
    // done's refresh sends to the resource's actor, which lives as long as the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rule])
  const deleteTarget = useSelector(rule, selectDeleteTarget)
  const deleting = useSelector(rule, selectIsDeleting)
  const failure = useSelector(rule, selectFailure)

  const { folders } = useFolders()
  const folderLabel = useFolderLabel()
  const choices: FolderChoice[] = useMemo(
    () =>
      folders
        .filter((f) => !f.is_default)
        .map((f) => ({ raw_name: f.raw_name, label: folderLabel(f) })),
    // folderLabel is rebuilt every render; the folders decide the choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [folders],
  )
  const labelOf = (raw: string) => choices.find((c) => c.raw_name === raw)?.label ?? raw
  const rules = resource.data ?? []
  const nextPriority = rules.reduce((max, r) => Math.max(max, r.priority + 1), 0)

  return (
    <SettingsPage
      title={t`来信分类`}
      intro={t`按发件人、收件人、主题、正文、附件或大小分拣新到的邮件：移动、复制、转发、隔离或删除。规则按优先级从小到大依次执行。`}
    >
      <SettingsSection id="filter" title={t`过滤规则`}>
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={resource.data === null}
            onClick={() => {
              clearNotice()
              rule.send({ type: 'rule.new', priority: nextPriority })
            }}
          >
            {t`新建规则`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice === 'saved' ? t`规则已保存` : t`规则已删除`}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() =>
            rules.length === 0 ? (
              <Text className={styles.empty}>{t`还没有过滤规则。新建一条，让来信自动归类。`}</Text>
            ) : (
              <Table aria-label={t`过滤规则`} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell className={styles.narrow}>{t`优先级`}</TableHeaderCell>
                    <TableHeaderCell className={styles.name}>{t`规则名称`}</TableHeaderCell>
                    <TableHeaderCell>{t`条件`}</TableHeaderCell>
                    <TableHeaderCell className={styles.action}>{t`执行操作`}</TableHeaderCell>
                    <TableHeaderCell className={styles.state}>{t`状态`}</TableHeaderCell>
                    <TableHeaderCell className={styles.actions} />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rules.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell className={styles.narrow}>{r.priority}</TableCell>
                      <TableCell className={styles.wrap}>{r.name}</TableCell>
                      <TableCell className={styles.wrap}>
                        {texts.conditions(r.conditions, r.logic)}
                      </TableCell>
                      <TableCell className={styles.wrap}>
                        {texts.action(
                          r.action,
                          r.action === 'forward'
                            ? (r.action_value ?? '')
                            : labelOf(r.action_value ?? ''),
                        )}
                      </TableCell>
                      <TableCell className={styles.state}>
                        {r.is_enabled ? (
                          <Badge appearance="tint" color="success">{t`已启用`}</Badge>
                        ) : (
                          <Badge appearance="tint" color="subtle">{t`已停用`}</Badge>
                        )}
                      </TableCell>
                      <TableCell className={styles.actions}>
                        <Button
                          appearance="subtle"
                          size="small"
                          aria-label={t`编辑 ${r.name}`}
                          onClick={() => {
                            clearNotice()
                            rule.send({ type: 'rule.edit', id: r.id, values: valuesOf(r) })
                          }}
                        >
                          {t`编辑`}
                        </Button>
                        <Button
                          appearance="subtle"
                          size="small"
                          aria-label={t`删除 ${r.name}`}
                          onClick={() => {
                            clearNotice()
                            rule.send({ type: 'rule.delete', id: r.id, name: r.name })
                          }}
                        >
                          {t`删除`}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </Loaded>
      </SettingsSection>
      <FilterRuleDialog actor={rule} folders={choices} />
      <ConfirmDialog
        open={deleteTarget !== null}
        title={t`删除过滤规则`}
        text={t`确定删除规则“${deleteTarget?.name ?? ''}”吗？删除后新到的邮件不再按它处理。`}
        confirmLabel={t`删除`}
        busy={deleting}
        error={
          failure === null || failure.code === 'told'
            ? null
            : failure.code === 'failed'
              ? t`删除失败，请稍后重试`
              : failure.message
        }
        onConfirm={() => rule.send({ type: 'delete.confirm' })}
        onCancel={() => rule.send({ type: 'delete.cancel' })}
      />
    </SettingsPage>
  )
}
