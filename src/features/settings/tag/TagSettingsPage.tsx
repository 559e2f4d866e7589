/**
 * /setting/tag (R-DATA-4, R-VALID-2; behind the file lock, R-ROUTE-8, see LockedSectionRoute):
 * the user's tags with their colours; create, rename, recolour (the mail list's own tag form,
 * 16 presets, #33B679 by default) and delete after a confirmation (the mails lose the tag).
 * A list page of the settings pattern: loaded by useSettingsResource, refreshed after each change.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { Tag } from '../../../api/types.ts'
import { TagCreateDialog } from '../../mail-actions/TagCreateDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { useListPage } from '../../common/forms/useListPage.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { DeleteTagDialog } from './DeleteTagDialog.tsx'
import { loadTags } from './tagCalls.ts'

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
  },
  swatch: {
    width: '16px',
    height: '16px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
  },
  name: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  colour: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  empty: { color: tokens.colorNeutralForeground3 },
})

type Editing = { kind: 'create' } | { kind: 'edit'; tag: Tag } | { kind: 'delete'; tag: Tag }

export default function TagSettingsPage() {
  const { t } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<Tag[], never>({ load: loadTags })
  const { pending: editing, notice, open, close, done } = useListPage<Editing>(resource.refresh)

  return (
    <SettingsPage
      title={t`标签管理`}
      intro={t`给邮件加上彩色标签，便于分类查找。在这里新建、重命名、更换颜色或删除标签。`}
    >
      <SettingsSection id="tags" title={t`我的标签`}>
        <div className={styles.toolbar}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => open({ kind: 'create' })}
          >
            {t`新建标签`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() =>
            resource.data && resource.data.length > 0 ? (
              <ul className={styles.list} aria-label={t`我的标签`}>
                {resource.data.map((tag) => (
                  <TagRow
                    key={tag.tagname}
                    tag={tag}
                    onEdit={() => open({ kind: 'edit', tag })}
                    onDelete={() => open({ kind: 'delete', tag })}
                  />
                ))}
              </ul>
            ) : (
              <Text
                className={styles.empty}
              >{t`还没有标签。新建一个，就能在邮件列表中给邮件加上它。`}</Text>
            )
          }
        </Loaded>
      </SettingsSection>
      {editing && editing.kind !== 'delete' && (
        <TagCreateDialog
          key={editing.kind === 'edit' ? editing.tag.tagname : 'new'}
          open
          tag={editing.kind === 'edit' ? editing.tag : undefined}
          onClose={close}
          onSaved={() => done(editing.kind === 'edit' ? t`标签已保存` : t`标签已创建`)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteTagDialog tag={editing.tag} onClose={close} onDeleted={() => done(t`标签已删除`)} />
      )}
    </SettingsPage>
  )
}

function TagRow({ tag, onEdit, onDelete }: { tag: Tag; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui()
  const styles = useStyles()
  const name = tag.name
  return (
    <li className={styles.row}>
      <span className={styles.swatch} style={{ backgroundColor: tag.color }} aria-hidden="true" />
      <Text className={styles.name} title={name}>
        {name}
      </Text>
      <Text size={200} className={styles.colour}>
        {tag.color.toUpperCase()}
      </Text>
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        onClick={onEdit}
        aria-label={t`编辑标签“${name}”`}
      >
        {t`编辑`}
      </Button>
      <Button
        appearance="subtle"
        icon={<DeleteRegular />}
        onClick={onDelete}
        aria-label={t`删除标签“${name}”`}
      >
        {t`删除`}
      </Button>
    </li>
  )
}
