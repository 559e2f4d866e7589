/**
 * The rows of a settings list (signatures, templates …): each item's name, a one-line preview,
 * its badges (e.g. "default for new mail"), and edit / delete buttons named after the item; an
 * empty list says so. Loading and a failed load are the page's `Loaded`.
 */
import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', rowGap: '2px', minWidth: 0 },
  titleLine: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    rowGap: '2px',
  },
  title: { overflowWrap: 'anywhere' },
  preview: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalS} 0` },
})

export interface SettingsListItem {
  id: number
  title: string
  preview: string
  badges?: readonly string[]
}

export function SettingsItemList({
  label,
  items,
  emptyText,
  disabled = false,
  onEdit,
  onDelete,
}: {
  /** The list's accessible name. */
  label: string
  items: readonly SettingsListItem[]
  emptyText: string
  disabled?: boolean
  onEdit: (id: number) => void
  onDelete: (id: number) => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  if (items.length === 0) return <Text className={styles.empty}>{emptyText}</Text>
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map(({ id, title, preview, badges = [] }) => (
        <li key={id} className={styles.row} aria-label={title}>
          <div className={styles.text}>
            <div className={styles.titleLine}>
              <Text weight="semibold" className={styles.title}>
                {title}
              </Text>
              {badges.map((badge) => (
                <Badge key={badge} appearance="tint" color="brand" size="small">
                  {badge}
                </Badge>
              ))}
            </div>
            <Text size={200} className={styles.preview}>
              {preview}
            </Text>
          </div>
          <div className={styles.actions}>
            <Button
              appearance="subtle"
              icon={<EditRegular />}
              disabled={disabled}
              aria-label={t`编辑“${title}”`}
              onClick={() => onEdit(id)}
            >
              {t`编辑`}
            </Button>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              disabled={disabled}
              aria-label={t`删除“${title}”`}
              onClick={() => onDelete(id)}
            >
              {t`删除`}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
