/**
 * Tags on mail (R-STATE-1): apply a tag, create one (and apply it), cancel
 * every tag; TagChips shows a mail's tags, each removable on its own.
 */
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import {
  AddRegular,
  DismissRegular,
  TagDismissRegular,
  TagFilled,
  TagRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useState } from 'react'
import type { Tag } from '../../api/types.ts'
import { applyTag, clearTags, removeTag } from './mailActions.ts'
import { preloadable } from '../../app/preloadable.ts'
import { resolveUids, type UidSource } from './target.ts'
import { useMailGuards } from './useMailGuards.ts'
import { useTags } from './useTags.ts'
import { readableTextOn } from '../../domain/format/contrast.ts'

// Not on the list's first paint: fetched when a tag menu opens, before 新建标签 can be chosen.
const TagCreateDialog = preloadable(() =>
  import('./TagCreateDialog.tsx').then((module) => module.TagCreateDialog),
)

const useStyles = makeStyles({
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
  },
  remove: { minWidth: 0, height: '16px', padding: 0, color: 'inherit' },
})

export interface TagActions {
  apply: (tag: Tag) => Promise<void>
  clearAll: () => Promise<void>
  createOpen: boolean
  setCreateOpen: (open: boolean) => void
}

/** The tag actions on `uids`, shared by TagMenu and the mark-as menu's tag submenu. */
export function useTagActions(folder: string, uids: UidSource): TagActions {
  const guards = useMailGuards()
  const [createOpen, setCreateOpen] = useState(false)
  return {
    apply: async (tag) => {
      if (guards.change()) await applyTag(folder, await resolveUids(uids), tag.tagname)
    },
    clearAll: async () => {
      if (guards.change()) await clearTags(folder, await resolveUids(uids))
    },
    createOpen,
    setCreateOpen: (open) => {
      if (!open || guards.change()) setCreateOpen(open)
    },
  }
}

/** Menu items: every tag, then 'new tag' and 'cancel all tags'. */
export function TagMenuItems({ actions }: { actions: TagActions }) {
  const { t } = useLingui()
  const tags = useTags()
  useEffect(() => void TagCreateDialog.preload().catch(() => undefined), [])
  return (
    <MenuList>
      {tags.map((tag) => (
        <MenuItem
          key={tag.tagname}
          icon={<TagFilled color={tag.color} />}
          onClick={() => void actions.apply(tag)}
        >
          {tag.name}
        </MenuItem>
      ))}
      {tags.length > 0 && <MenuDivider />}
      <MenuItem icon={<AddRegular />} onClick={() => actions.setCreateOpen(true)}>
        {t`新建标签`}
      </MenuItem>
      <MenuItem icon={<TagDismissRegular />} onClick={() => void actions.clearAll()}>
        {t`取消所有标签`}
      </MenuItem>
    </MenuList>
  )
}

/** The dialog that goes with TagMenuItems: a created tag is applied to the mail at once. */
export function TagCreateForActions({ actions }: { actions: TagActions }) {
  // Mounted from its first opening on, so closing it still plays the dialog's exit.
  const [used, setUsed] = useState(false)
  if (actions.createOpen && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <TagCreateDialog
        open={actions.createOpen}
        onClose={() => actions.setCreateOpen(false)}
        onSaved={(tag) => void actions.apply(tag)}
      />
    </Suspense>
  )
}

export function TagMenu({ folder, uids }: { folder: string; uids: UidSource }) {
  const { t } = useLingui()
  const actions = useTagActions(folder, uids)
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            size="small"
            appearance="transparent"
            icon={<TagRegular />}
            aria-label={t`标签`}
          />
        </MenuTrigger>
        <MenuPopover>
          <TagMenuItems actions={actions} />
        </MenuPopover>
      </Menu>
      <TagCreateForActions actions={actions} />
    </>
  )
}

/** A mail's tags; the small cross removes that one tag. */
export function TagChips({
  folder,
  uid,
  tags,
}: {
  folder: string
  uid: number
  tags: readonly Tag[]
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const guards = useMailGuards()
  if (tags.length === 0) return null
  return (
    <span className={styles.chips}>
      {tags.map((tag) => (
        <span
          key={tag.tagname}
          className={styles.chip}
          // The colour is the user's: white text on a light one failed AA contrast (issue 17).
          style={{ backgroundColor: tag.color, color: readableTextOn(tag.color) }}
        >
          {tag.name}
          <Button
            className={styles.remove}
            size="small"
            appearance="transparent"
            icon={<DismissRegular fontSize={12} />}
            aria-label={t`移除标签 ${tag.name}`}
            onClick={(event) => {
              event.stopPropagation()
              if (guards.change()) void removeTag(folder, [uid], tag.tagname)
            }}
          />
        </span>
      ))}
    </span>
  )
}
