/**
 * The folder pane of a narrow window (decision 320): the folder tree moves into a drawer opened
 * from a bar above the tabs, which names the open folder and keeps "compose" one tap away.
 * Opening a folder, or a compose tab, closes the drawer: one pane at a time.
 */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular, FolderListRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { ComposeButton } from './FolderTree.tsx'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  folder: { flexGrow: 1, minWidth: 0, justifyContent: 'flex-start' },
  folderName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  drawer: { width: 'min(300px, 86vw)' },
  // The tree keeps its wide-window look, as wide as the drawer.
  tree: { padding: 0, '& > nav': { width: '100%', borderRight: 'none', boxSizing: 'border-box' } },
})

export function NarrowFolders({ title, tree }: { title: string; tree: ReactNode }) {
  const styles = useStyles()
  const { t } = useLingui()
  const { activeKey } = useMailTabs()
  // Open for the tab shown when it was opened: a compose tab opened from the drawer's own button
  // (another tab shown) closes it, as that tab is the pane to show.
  const [openFor, setOpenFor] = useState<string | null>(null)
  const open = openFor === activeKey
  const setOpen = (next: boolean) => setOpenFor(next ? activeKey : null)
  return (
    <>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          className={styles.folder}
          icon={<FolderListRegular />}
          aria-label={t`文件夹：${title}`}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span className={styles.folderName}>{title}</span>
        </Button>
        <ComposeButton />
      </div>
      <OverlayDrawer
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        className={styles.drawer}
        aria-label={t`文件夹`}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t`关闭`}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t`文件夹`}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody
          className={styles.tree}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {tree}
        </DrawerBody>
      </OverlayDrawer>
    </>
  )
}
