/**
 * The reader's toolbar (R-READ, R-ROLE): previous / next, reply, reply
 * all, forward (is_fwmail), delete (change_delete_button, not disable_delete_button), move to
 * (not in Drafts), mark as, the numbered More menu, print and close.
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  type ToolbarButtonProps,
} from '@fluentui/react-components'
import {
  ArrowForwardRegular,
  ArrowLeftRegular,
  ArrowReplyAllRegular,
  ArrowReplyRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  DeleteRegular,
  DismissRegular,
  MoreHorizontalRegular,
  PrintRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { MoreItem, MoreItemKey } from '../../domain/mail/moreMenu.ts'
import type { ToolbarVisibility } from '../../domain/mail/readerRules.ts'
import { LazyMenu } from '../common/LazyMenu.tsx'
import { MarkAsButton, MarkAsMenu } from '../mail-actions/MarkAsMenu.tsx'
import { MoveToButton, MoveToMenu } from '../mail-actions/MoveToMenu.tsx'
import { useMoreLabels } from './useMoreLabels.ts'
import { useReaderNavShortcuts, useReaderShortcuts } from './useReaderShortcuts.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'

export interface ReaderToolbarProps {
  folder: string
  uid: number
  visible: ToolbarVisibility
  moreItems: readonly MoreItem[]
  nav: { canPrevious: boolean; canNext: boolean; previous: () => void; next: () => void }
  onReply: () => void
  onReplyAll: () => void
  onForward: () => void
  onDelete: () => void
  /** The mail left this folder (moved). */
  onMoved: () => void
  /** Read / unread from the mark-as menu; resolves true on success. */
  onMarkRead: (read: boolean) => Promise<boolean>
  /**
   * False for a burn-after-reading mail (decision 348): neither the menu nor Shift+U offers
   * "unread" (its views are counted; marking it unread would only invite another one).
   */
  canMarkUnread?: boolean
  onMore: (key: MoreItemKey) => void
  onPrint: () => void
  onClose: () => void
  /** The s shortcut (the flag menu stays in the list row). */
  onToggleFlag?: () => void
  /** Narrow windows: a back button first, to the list (the one pane shown before the mail). */
  onBack?: () => void
}

function NavButtons({ nav }: { nav: ReaderToolbarProps['nav'] }) {
  const { t } = useLingui()
  return (
    <>
      <ToolbarButton
        icon={<ChevronLeftRegular />}
        disabled={!nav.canPrevious}
        onClick={nav.previous}
      >
        {t`上一封`}
      </ToolbarButton>
      <ToolbarButton icon={<ChevronRightRegular />} disabled={!nav.canNext} onClick={nav.next}>
        {t`下一封`}
      </ToolbarButton>
    </>
  )
}

/** The More menu's trigger; also its stand-in before the menu is mounted (LazyMenu). */
function MoreButton(props: ToolbarButtonProps) {
  const { t } = useLingui()
  return (
    <ToolbarButton icon={<MoreHorizontalRegular />} {...props}>
      {t`更多`}
    </ToolbarButton>
  )
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const styles = useReaderStyles()
  const { t } = useLingui()
  return (
    <>
      <span className={styles.spacer} />
      <Button
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={t`关闭邮件`}
        onClick={onClose}
      />
    </>
  )
}

/** Both reader toolbars' accessible name, apart from the mail list's (邮件列表操作). */
function useToolbarName(): string {
  const { t } = useLingui()
  return t({
    message: '本邮件操作',
    comment:
      "The open mail's toolbar (the mail list's toolbar is 邮件列表操作). English: 'Actions on this message'",
  })
}

/** A protected mail before its password: only previous / next and close (nothing to act on). */
export function LockedReaderToolbar(props: Pick<ReaderToolbarProps, 'nav' | 'onClose'>) {
  const styles = useReaderStyles()
  const scope = useRef<HTMLDivElement>(null)
  const toolbarName = useToolbarName()
  useReaderNavShortcuts(props, scope)
  return (
    <Toolbar ref={scope} className={styles.toolbar} aria-label={toolbarName}>
      <NavButtons nav={props.nav} />
      <CloseButton onClose={props.onClose} />
    </Toolbar>
  )
}

export function ReaderToolbar(props: ReaderToolbarProps) {
  const { visible, nav, moreItems } = props
  const styles = useReaderStyles()
  const { t } = useLingui()
  const moreLabels = useMoreLabels()
  const scope = useRef<HTMLDivElement>(null)
  const toolbarName = useToolbarName()
  const [moving, setMoving] = useState(false)
  useReaderShortcuts(props, scope, () => visible.moveTo && setMoving(true))

  return (
    <Toolbar ref={scope} className={styles.toolbar} aria-label={toolbarName}>
      {props.onBack && (
        <ToolbarButton icon={<ArrowLeftRegular />} onClick={props.onBack}>
          {t({ message: '返回列表', comment: "English: 'Back to list'" })}
        </ToolbarButton>
      )}
      <NavButtons nav={nav} />
      <ToolbarButton icon={<ArrowReplyRegular />} onClick={props.onReply}>
        {t`回复`}
      </ToolbarButton>
      <ToolbarButton icon={<ArrowReplyAllRegular />} onClick={props.onReplyAll}>
        {t`回复全部`}
      </ToolbarButton>
      {visible.forward && (
        <ToolbarButton icon={<ArrowForwardRegular />} onClick={props.onForward}>
          {t({ message: '转发', context: 'toolbar' })}
        </ToolbarButton>
      )}
      {visible.delete && (
        <ToolbarButton icon={<DeleteRegular />} onClick={props.onDelete}>
          {t({ message: '删除', context: 'toolbar' })}
        </ToolbarButton>
      )}
      {/* The three menus mount on first use (LazyMenu): each stand-in is its real trigger. */}
      {visible.moveTo && (
        <LazyMenu live={moving} standIn={(open) => <MoveToButton {...open} />}>
          {() => (
            <MoveToMenu
              folder={props.folder}
              uids={[props.uid]}
              onMoved={props.onMoved}
              open={moving}
              onOpenChange={setMoving}
            />
          )}
        </LazyMenu>
      )}
      <LazyMenu standIn={(open) => <MarkAsButton {...open} />}>
        {() => (
          <MarkAsMenu
            folder={props.folder}
            uids={[props.uid]}
            onMarkRead={props.onMarkRead}
            noUnread={props.canMarkUnread === false}
          />
        )}
      </LazyMenu>
      <LazyMenu standIn={(open) => <MoreButton {...open} />}>
        {() => (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <MoreButton />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {moreItems.map((item) => (
                  <MenuItem key={item.no} onClick={() => props.onMore(item.key)}>
                    {moreLabels[item.key]}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </LazyMenu>
      <ToolbarButton icon={<PrintRegular />} onClick={props.onPrint}>
        {t`打印`}
      </ToolbarButton>
      <CloseButton onClose={props.onClose} />
    </Toolbar>
  )
}
