/**
 * The personal book's groups: "all" (-1), "no group" (0), then each group with its count. Each
 * entry is a link (?group=), so reload and Back keep the choice; a real group has a menu to
 * rename or delete it.
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Text,
} from '@fluentui/react-components'
import {
  AddRegular,
  DeleteRegular,
  EditRegular,
  FolderPeopleRegular,
  MoreHorizontalRegular,
  PeopleRegular,
  PersonQuestionMarkRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { EVERYONE, NO_GROUP } from '../../../domain/contacts/index.ts'
import type { ContactGroup } from './pabCalls.ts'
import { usePabStyles } from './usePabStyles.styles.ts'

export function GroupPane({
  groups,
  selected,
  onCreate,
  onRename,
  onDelete,
}: {
  groups: readonly ContactGroup[]
  selected: number
  onCreate: () => void
  onRename: (group: ContactGroup) => void
  onDelete: (group: ContactGroup) => void
}) {
  const { t } = useLingui()
  const styles = usePabStyles()
  return (
    <nav className={styles.groups} aria-label={t`联系人分组`}>
      <div className={styles.groupsHead}>
        <Text weight="semibold">{t`分组`}</Text>
        <Button size="small" appearance="subtle" icon={<AddRegular />} onClick={onCreate}>
          {t`新建分组`}
        </Button>
      </div>
      <ul className={styles.groupList}>
        <GroupEntry
          id={EVERYONE}
          selected={selected}
          icon={<PeopleRegular />}
          label={t`全部联系人`}
        />
        <GroupEntry
          id={NO_GROUP}
          selected={selected}
          icon={<PersonQuestionMarkRegular />}
          label={t`未分组`}
        />
        {groups.map((group) => (
          <GroupEntry
            key={group.id}
            id={group.id}
            selected={selected}
            icon={<FolderPeopleRegular />}
            label={group.groupname}
            count={group.count}
            menu={
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<MoreHorizontalRegular />}
                    aria-label={t`分组“${group.groupname}”的操作`}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem icon={<EditRegular />} onClick={() => onRename(group)}>
                      {t`重命名`}
                    </MenuItem>
                    <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(group)}>
                      {t`删除分组`}
                    </MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            }
          />
        ))}
      </ul>
    </nav>
  )
}

function GroupEntry({
  id,
  selected,
  icon,
  label,
  count,
  menu,
}: {
  id: number
  selected: number
  icon: ReactElement
  label: string
  count?: number
  menu?: ReactElement
}) {
  const styles = usePabStyles()
  const active = id === selected
  return (
    <li className={mergeClasses(styles.groupEntry, active && styles.groupActive)}>
      <Link
        to="/contact/$page"
        params={{ page: 'pab' }}
        search={{ group: id } as never}
        className={styles.groupLink}
        aria-current={active ? 'page' : undefined}
      >
        {icon}
        <span className={styles.groupName}>{label}</span>
        {count !== undefined && <span className={styles.groupCount}>{count}</span>}
      </Link>
      {menu}
    </li>
  )
}
