/**
 * The folder list's 更多 menu: import mails, reject, real delete, not spam (Spam only), and the
 * single-mail actions reply / reply all / forward / forward as attachment / send again, which
 * open compose and need exactly one mail ('only one' alert). Forwarding needs is_fwmail. The
 * deletes follow accountDeleteChoices, the reader's rule too: delete to Trash is here unless
 * change_delete_button gives it a toolbar button; real delete unless deletion is disabled.
 */
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useState } from 'react'
import { preloadable } from '../../../app/preloadable.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { markNotSpam, realDeleteMessages, rejectMessages } from '../../mail-actions/mailActions.ts'
import type { UidSource } from '../../mail-actions/target.ts'
import { useMailGuards } from '../../mail-actions/useMailGuards.ts'
import type { ComposeMode } from '../../../domain/mail/mailTabs.ts'
import { useMailTabActions } from '../../common/mailTabs/MailTabsContext.ts'
import { useListActions } from './useListActions.ts'

// Fetched when the menu opens, before 彻底删除 can be chosen.
const RealDeleteDialog = preloadable(() =>
  import('./RealDeleteDialog.tsx').then((module) => module.RealDeleteDialog),
)

export interface ListMoreMenuProps {
  folder: string
  uids: UidSource
  hasSelection: boolean
  /** The one selected mail, or null (then single-mail actions raise the 'only one' alert). */
  single: number | null
  onImport: () => void
}

export function ListMoreMenu({ folder, uids, hasSelection, single, onImport }: ListMoreMenuProps) {
  const { t } = useLingui()
  const guards = useMailGuards()
  const tabs = useMailTabActions()
  const { loginAfter } = useActiveSession()
  // null until first asked: the dialog's chunk is not part of the list's first paint.
  const [confirmDelete, setConfirmDelete] = useState<boolean | null>(null)
  const actions = useListActions(folder)
  const bulk = (action: (folder: string, uids: number[]) => Promise<boolean>) => () =>
    actions.bulk(action)(uids)
  const compose = (mode: ComposeMode) => () => {
    if (guards.single(single) && guards.compose()) tabs.openCompose({ mode, uid: single, folder })
  }
  const { deletes } = actions
  return (
    <>
      <Menu
        onOpenChange={(_, data) => {
          if (data.open) void RealDeleteDialog.preload().catch(() => undefined)
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small">{t`更多`}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={onImport}>{t`导入邮件`}</MenuItem>
            <MenuDivider />
            <MenuItem onClick={compose('reply')}>{t`回复`}</MenuItem>
            <MenuItem onClick={compose('replyAll')}>{t`回复全部`}</MenuItem>
            {loginAfter.is_fwmail && <MenuItem onClick={compose('forward')}>{t`转发`}</MenuItem>}
            {loginAfter.is_fwmail && (
              <MenuItem onClick={compose('forwardAttach')}>{t`作为附件转发`}</MenuItem>
            )}
            <MenuItem onClick={compose('again')}>{t`再次发送`}</MenuItem>
            <MenuDivider />
            <MenuItem disabled={!hasSelection} onClick={() => void bulk(rejectMessages)()}>
              {t`拒收`}
            </MenuItem>
            {deletes.toTrash === 'more' && (
              <MenuItem disabled={!hasSelection} onClick={() => void actions.remove(uids)}>
                {t`删除`}
              </MenuItem>
            )}
            {deletes.permanent && (
              <MenuItem
                disabled={!hasSelection}
                onClick={() => guards.change() && setConfirmDelete(true)}
              >
                {t`彻底删除`}
              </MenuItem>
            )}
            {folder === 'Spam' && (
              <MenuItem disabled={!hasSelection} onClick={() => void bulk(markNotSpam)()}>
                {t`这不是垃圾邮件`}
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {confirmDelete !== null && (
        <Suspense fallback={null}>
          <RealDeleteDialog
            open={confirmDelete}
            onClose={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false)
              void bulk(realDeleteMessages)()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
