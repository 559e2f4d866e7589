/**
 * /search, the self-query centre (issue 16): a menu of the four record types, then the open
 * type's records — filters kept in the URL (a reload or a shared link keeps them), a paged table,
 * and the list's states (spinner, failure with a retry, an empty result worded for whether the
 * filters found nothing or there is nothing at all).
 */
import { Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Pager } from '../common/Pager.tsx'
import { Loaded, SettingsPage } from '../common/forms/SettingsPage.tsx'
import { useSettingsStyles } from '../common/forms/useSettingsStyles.styles.ts'
import { type PagedList, usePagedList } from '../common/list/usePagedList.ts'
import { SectionMenuLayout } from '../common/section/SectionMenuLayout.tsx'
import {
  isSelfQueryKind,
  parseSelfQuerySearch,
  SELF_QUERY_KINDS,
  type SelfQueryKind,
  type SelfQuerySearch,
} from '../../domain/selfQuery/selfQuerySearch.ts'
import {
  loadLoginRecords,
  loadMailRecords,
  type MailRecordKind,
  SELF_QUERY_PAGE_SIZE,
} from './selfQueryCalls.ts'
import { SelfQueryFilters } from './SelfQueryFilters.tsx'
import { LoginRecordTable, MailRecordTable } from './SelfQueryTables.tsx'

function useKindTitles(): Record<SelfQueryKind, string> {
  const { t } = useLingui()
  return { login: t`登录记录`, send: t`发信记录`, receive: t`收信记录`, delete: t`删除记录` }
}

export default function SelfQueryLayout() {
  const { t } = useLingui()
  const titles = useKindTitles()
  const { page } = useParams({ strict: false }) as { page?: string }
  const kind: SelfQueryKind = page && isSelfQueryKind(page) ? page : 'login'
  const applied = parseSelfQuerySearch(useSearch({ strict: false }) as Record<string, unknown>)
  return (
    <SectionMenuLayout
      to="/search/$page"
      label={t`自助查询菜单`}
      active={kind}
      groups={[
        {
          key: 'records',
          pages: SELF_QUERY_KINDS.map((name) => ({ page: name, label: titles[name] })),
        },
      ]}
    >
      {kind === 'login' ? (
        <LoginRecords key={kind} applied={applied} />
      ) : (
        <MailRecords key={kind} kind={kind} applied={applied} />
      )}
    </SectionMenuLayout>
  )
}

function LoginRecords({ applied }: { applied: SelfQuerySearch }) {
  const title = useKindTitles().login
  const list = usePagedList(
    (page, pageSize) => loadLoginRecords(applied, page, pageSize),
    SELF_QUERY_PAGE_SIZE,
    JSON.stringify(applied),
  )
  return (
    <RecordsFrame kind="login" applied={applied} list={list}>
      <LoginRecordTable rows={list.rows} label={title} />
    </RecordsFrame>
  )
}

function MailRecords({ kind, applied }: { kind: MailRecordKind; applied: SelfQuerySearch }) {
  const title = useKindTitles()[kind]
  const list = usePagedList(
    (page, pageSize) => loadMailRecords(kind, applied, page, pageSize),
    SELF_QUERY_PAGE_SIZE,
    JSON.stringify(applied),
  )
  return (
    <RecordsFrame kind={kind} applied={applied} list={list}>
      <MailRecordTable kind={kind} rows={list.rows} label={title} />
    </RecordsFrame>
  )
}

function RecordsFrame<T>({
  kind,
  applied,
  list,
  children,
}: {
  kind: SelfQueryKind
  applied: SelfQuerySearch
  list: PagedList<T>
  children: ReactNode
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const navigate = useNavigate()
  const title = useKindTitles()[kind]
  const filterKey = JSON.stringify(applied)
  const apply = (filters: SelfQuerySearch) =>
    void navigate({ to: '/search/$page', params: { page: kind }, search: filters })
  const intro = {
    login: t`您的邮箱账号在网页、手机客户端和 IMAP/POP3/SMTP 中的每一次登录。`,
    send: t`从您的邮箱发出的邮件及其投递结果。`,
    receive: t`投递到您邮箱的邮件及其处理结果。`,
    delete: t`从您的邮箱中删除的邮件。`,
  }[kind]
  return (
    <SettingsPage title={title} intro={intro}>
      <SelfQueryFilters key={filterKey} kind={kind} applied={applied} onApply={apply} />
      <Loaded resource={list} failureText={t`加载失败，记录无法显示。`}>
        {() =>
          list.count === 0 ? (
            <Text className={styles.muted} role="status">
              {filterKey === '{}' ? t`还没有记录。` : t`没有符合筛选条件的记录。`}
            </Text>
          ) : (
            <>
              {children}
              <Pager
                count={list.count}
                countText={t`共 ${list.count} 条`}
                sizeText={(size) => t`${size} 条/页`}
                page={list.page}
                pageCount={list.pageCount}
                pageSize={list.pageSize}
                onPage={list.goTo}
                onPageSize={list.changePageSize}
              />
            </>
          )
        }
      </Loaded>
    </SettingsPage>
  )
}
