/**
 * /setting/whitelist and /setting/blacklist (issue 12; R-DATA-16): one page for both lists. It
 * loads the list through the one settings resource (docs/forms.md), adds an address or a domain
 * (checked with the rule's exact message before any call; a refusal shows the server's words and
 * keeps the input), deletes one or several entries after a confirmation, and searches. Entries
 * added from the sender card ("add to whitelist", "refuse mail") are the same list.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  SearchBox,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { validateSenderEntry, type SenderListKind } from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { UnsavedChangesPrompt } from '../../common/forms/UnsavedChangesPrompt.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import {
  changeSenderList,
  loadSenderList,
  type SenderListChange,
  type SenderListPage as ListPage,
} from './senderListCalls.ts'
import { SenderListTable } from './SenderListTable.tsx'

type Resource = SettingsResource<ListPage, SenderListChange>

export function SenderListPage({ kind }: { kind: SenderListKind }) {
  const { t } = useLingui()
  const search = useRef('')
  // Built once per page: the resource's calls must be stable; the search is read when it loads.
  const [calls] = useState(() => ({
    load: (signal: AbortSignal) => loadSenderList(kind, search.current, signal),
    save: (change: SenderListChange, signal: AbortSignal) => changeSenderList(kind, change, signal),
  }))
  const resource = useSettingsResource<ListPage, SenderListChange>(calls)
  const [lastChange, setLastChange] = useState<SenderListChange['op'] | null>(null)
  const change = (next: SenderListChange) => {
    setLastChange(next.op)
    resource.save(next)
  }
  const white = kind === 'white'
  return (
    <SettingsPage
      title={white ? t`白名单` : t`黑名单`}
      intro={
        white
          ? t`白名单中的邮箱地址或域名发来的邮件总会送达，不会被黑名单拦截。`
          : t`黑名单中的邮箱地址或域名发来的邮件将直接放入“垃圾邮件”，不会进入收件箱。`
      }
    >
      <SettingsSection id={`${kind}-add`} title={white ? t`添加到白名单` : t`添加到黑名单`}>
        <Loaded resource={resource}>
          {() => (
            <AddForm
              resource={resource}
              active={lastChange === 'add'}
              onAdd={() => setLastChange('add')}
            />
          )}
        </Loaded>
      </SettingsSection>
      <SettingsSection id={`${kind}-list`} title={white ? t`白名单列表` : t`黑名单列表`}>
        <SearchBox
          aria-label={t`搜索邮箱地址或域名`}
          placeholder={t`搜索邮箱地址或域名，按回车查找`}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            search.current = event.currentTarget.value.trim()
            resource.refresh()
          }}
          onChange={(_, data) => {
            // Clearing the box shows the whole list again.
            if (data.value === '' && search.current !== '') {
              search.current = ''
              resource.refresh()
            }
          }}
        />
        {lastChange === 'delete' && <ChangeStatus resource={resource} />}
        <Loaded resource={resource}>
          {() => (
            <SenderListTable
              kind={kind}
              entries={resource.data?.results ?? []}
              searching={search.current !== ''}
              deleting={resource.saving && lastChange === 'delete'}
              onDelete={(ids) => change({ op: 'delete', ids })}
            />
          )}
        </Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function ChangeStatus({ resource }: { resource: Resource }) {
  const { t } = useLingui()
  if (resource.failureMessage || resource.saveFailed) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{resource.failureMessage ?? t`操作失败，请稍后重试`}</MessageBarBody>
      </MessageBar>
    )
  }
  if (!resource.saved) return null
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{t`所选条目已删除`}</MessageBarBody>
    </MessageBar>
  )
}

function AddForm({
  resource,
  active,
  onAdd,
}: {
  resource: Resource
  /** The last change was an add: its outcome shows here. */
  active: boolean
  onAdd: () => void
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({
    resource,
    toValues: () => ({ email: '' }),
    validate: validateSenderEntry,
    toPayload: (values): SenderListChange => ({ op: 'add', email: values.email.trim() }),
  })
  if (!form.values) return null
  const error = form.errorOf('email')
  const submit = (event: FormEvent) => {
    onAdd()
    form.submit(event)
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Field
        label={t`邮箱地址或域名`}
        hint={t`例如 someone@example.com，或 example.com 表示该域名下的所有地址。`}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <Input
          value={form.values.email}
          onChange={(_, data) => form.setField('email', data.value)}
        />
      </Field>
      {active && (resource.failureMessage || resource.saveFailed) && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{resource.failureMessage ?? t`添加失败，请稍后重试`}</MessageBarBody>
        </MessageBar>
      )}
      {active && resource.saved && !form.dirty && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t`已添加`}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={resource.saving}>
          {t`添加`}
        </Button>
      </div>
      <UnsavedChangesPrompt dirty={form.dirty} />
    </form>
  )
}
