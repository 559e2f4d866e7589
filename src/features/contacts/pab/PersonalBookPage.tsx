/**
 * /contact/pab, the personal address book (issue 13): groups on the left (all, no group, each
 * group with its count; create, rename, delete), the chosen group's contacts on the right, 10 a
 * page, searched by name, email or mobile; tick contacts to write to them, move or copy them to a
 * group, or delete them; open one to edit it. The group is in the URL (?group=).
 */
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import { CONTACT_PAGE_SIZE } from '../../../domain/constants.ts'
import { EVERYONE, NO_GROUP } from '../../../domain/contacts/index.ts'
import { useMailGuards } from '../../common/mailGuards/useMailGuards.ts'
import { Loaded } from '../../common/forms/SettingsPage.tsx'
import { SettingsPagedList } from '../../common/forms/SettingsPagedList.tsx'
import { usePagedSettingsList } from '../../common/forms/usePagedSettingsList.ts'
import { ContactFormDialog } from '../form/ContactFormDialog.tsx'
import { BatchStatus } from './BatchStatus.tsx'
import { ContactTable } from './ContactTable.tsx'
import { GroupNameDialog } from './GroupNameDialog.tsx'
import { GroupPane } from './GroupPane.tsx'
import { PabDeleteDialogs, type PabDeleting } from './PabDeleteDialogs.tsx'
import { ContactsMoreMenu } from '../transfer/ContactsMoreMenu.tsx'
import { PabToolbar } from './PabToolbar.tsx'
import { composeToOf, groupOfSearch } from './pabAddresses.ts'
import { loadContacts, loadGroups, type Contact, type ContactGroup } from './pabCalls.ts'
import { usePabStyles } from './usePabStyles.styles.ts'
import { usePersonalBookBatch } from './usePersonalBookBatch.ts'

export default function PersonalBookPage() {
  const { t } = useLingui()
  const styles = usePabStyles()
  const navigate = useNavigate()
  const guards = useMailGuards()
  const groupsLoad = useLoad(loadGroups, [])
  const groups = groupsLoad.data ?? []
  const asked = groupOfSearch(useSearch({ strict: false }))
  // A group that no longer exists (deleted elsewhere, an old link) shows everyone.
  const group = asked > 0 && groupsLoad.data && !groups.some((g) => g.id === asked) ? -1 : asked
  const [search, setSearch] = useState('')
  const list = usePagedSettingsList(
    (page, pageSize) => loadContacts(group, search, page, pageSize),
    CONTACT_PAGE_SIZE,
    [group, search],
  )
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const shown = list.rows.filter((c) => ticked.has(c.contact_id))
  const [groupDialog, setGroupDialog] = useState<{ group: ContactGroup | null } | null>(null)
  const [deleting, setDeleting] = useState<PabDeleting | null>(null)
  const [form, setForm] = useState<{ contactId: number | null } | null>(null)
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map())

  const refresh = () => {
    groupsLoad.reload()
    list.retry()
  }
  const batch = usePersonalBookBatch(() => {
    setTicked(new Set())
    refresh()
  })
  const showGroup = (id: number) =>
    void navigate({ to: '/contact/$page', params: { page: 'pab' }, search: { group: id } as never })
  const tick = (ids: readonly number[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  const writeTo = (contacts: readonly Contact[]) => {
    if (!guards.compose()) return
    void navigate({
      to: '/mailbox/innerbox/$boxId',
      params: { boxId: 'INBOX' },
      search: { init: 'composeMail', to: composeToOf(contacts) },
    })
  }
  const groupName = groups.find((g) => g.id === group)?.groupname ?? ''
  const emptyText = search
    ? t`没有找到匹配“${search}”的联系人。`
    : group === EVERYONE
      ? t`个人通讯录中还没有联系人。点击“新建联系人”添加。`
      : group === NO_GROUP
        ? t`没有未分组的联系人。`
        : t`分组“${groupName}”中还没有联系人。`

  return (
    <div className={styles.page}>
      <Loaded
        resource={{
          loading: groupsLoad.data === undefined && !groupsLoad.failed,
          loadFailed: groupsLoad.failed,
          retry: groupsLoad.reload,
        }}
      >
        {() => (
          <GroupPane
            groups={groups}
            selected={group}
            onCreate={() => setGroupDialog({ group: null })}
            onRename={(g) => setGroupDialog({ group: g })}
            onDelete={(g) => setDeleting({ kind: 'group', group: g })}
          />
        )}
      </Loaded>
      <section className={styles.main} aria-label={t`个人通讯录`}>
        <PabToolbar
          groups={groups}
          currentGroup={group}
          tickedCount={shown.length}
          busy={batch.running}
          onNew={() => setForm({ contactId: null })}
          onWrite={() => writeTo(shown)}
          onGroupChange={(mode, target) => {
            setNames(new Map(shown.map((c) => [c.contact_id, c.fullname || c.email])))
            batch.start(
              { mode, target, from: group },
              shown.map((c) => c.contact_id),
            )
          }}
          onDelete={() => setDeleting({ kind: 'contacts', contacts: shown })}
          onSearch={(text) => {
            setSearch(text)
            setTicked(new Set())
          }}
          more={
            <ContactsMoreMenu
              groupId={group}
              selectedIds={shown.map((c) => c.contact_id)}
              onImported={refresh}
            />
          }
        />
        <BatchStatus batch={batch} names={names} />
        <SettingsPagedList
          list={list}
          emptyText={emptyText}
          countText={t`共 ${list.count} 位联系人`}
          sizeText={(size) => t`${size} 位/页`}
        >
          {(rows) => (
            <ContactTable
              rows={rows}
              groups={groups}
              ticked={ticked}
              onTick={tick}
              onOpen={(contact) => setForm({ contactId: contact.contact_id })}
            />
          )}
        </SettingsPagedList>
      </section>
      {groupDialog && (
        <GroupNameDialog
          group={groupDialog.group}
          onSaved={(saved) => {
            setGroupDialog(null)
            groupsLoad.reload()
            if (!groupDialog.group) showGroup(saved.id)
          }}
          onClose={() => setGroupDialog(null)}
        />
      )}
      <PabDeleteDialogs
        deleting={deleting}
        onDone={(what) => {
          setDeleting(null)
          if (what.kind === 'group' && what.group.id === group) showGroup(EVERYONE)
          setTicked(new Set())
          refresh()
        }}
        onCancel={() => setDeleting(null)}
      />
      <ContactFormDialog
        open={form !== null}
        contactId={form?.contactId ?? null}
        {...(group > 0 ? { defaultGroupId: group } : {})}
        onSaved={() => {
          setForm(null)
          refresh()
        }}
        onClose={() => setForm(null)}
      />
    </div>
  )
}
