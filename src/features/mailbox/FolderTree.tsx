/**
 * The folder tree (product.md "Mailbox screen"): default folders, then 'My Folders' with the
 * user's folders; unseen counts; a lock icon on locked folders. Management actions (add, delete,
 * unlock) arrive with the full mailbox screen.
 */
import { CounterBadge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { FolderRegular, LockClosedRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { Folder } from '../../api/types.ts'
import { TextLink } from '../../app/links.tsx'
import { useFolderLabel } from './useFolderLabel.ts'

const useStyles = makeStyles({
  root: {
    width: '220px',
    flexShrink: 0,
    padding: tokens.spacingVerticalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  group: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none' },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

function FolderLink({ folder, selected }: { folder: Folder; selected: boolean }) {
  const styles = useStyles()
  const { t } = useLingui()
  const label = useFolderLabel()(folder)
  return (
    <li>
      <TextLink
        to="/mailbox/innerbox/$boxId"
        params={{ boxId: folder.raw_name }}
        className={mergeClasses(styles.item, selected && styles.selected)}
        aria-current={selected ? 'page' : undefined}
      >
        <FolderRegular aria-hidden />
        <span className={styles.name}>{label}</span>
        {folder.is_lock && <LockClosedRegular aria-label={t`已加锁`} />}
        {folder.unseen_count > 0 && (
          <CounterBadge
            count={folder.unseen_count}
            overflowCount={9999}
            size="small"
            aria-label={t`${folder.unseen_count} 封未读`}
          />
        )}
      </TextLink>
    </li>
  )
}

export function FolderTree({ folders, current }: { folders: readonly Folder[]; current: string }) {
  const styles = useStyles()
  const { t } = useLingui()
  const defaults = folders.filter((folder) => folder.is_default)
  const mine = folders.filter((folder) => !folder.is_default)
  return (
    <nav className={styles.root} aria-label={t`文件夹`}>
      <ul className={styles.list}>
        {defaults.map((folder) => (
          <FolderLink
            key={folder.raw_name}
            folder={folder}
            selected={folder.raw_name === current}
          />
        ))}
      </ul>
      <Text as="h2" size={200} weight="semibold" className={styles.group} block>
        {t`我的文件夹`}
      </Text>
      <ul className={styles.list}>
        {mine.map((folder) => (
          <FolderLink
            key={folder.raw_name}
            folder={folder}
            selected={folder.raw_name === current}
          />
        ))}
      </ul>
    </nav>
  )
}
