/**
 * The tab strip (R-MAILBOX-3): the folder list first, then readers, search
 * results, compose and review tabs. Titles are cut to 6 characters plus an ellipsis (R-MAILBOX-4);
 * each tab but
 * the first has a close button for the mouse (Delete on a focused tab closes it, decision 313); 'close all' shows when
 * more than one tab is open and keeps the first.
 */
import { Button, makeStyles, mergeClasses, Tab, tokens } from '@fluentui/react-components'
import {
  DismissRegular,
  EditRegular,
  FolderRegular,
  MailRegular,
  SearchRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useState, type KeyboardEvent, type ReactElement } from 'react'
import { selectClosePrompt } from '../../../../machines/mail-tabs/index.ts'
import { truncateTabTitle } from '../../../domain/format/tabTitle.ts'
import type { MailTab } from '../../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../../common/mailTabs/MailTabsContext.ts'
import { useMailTabsActor } from '../../common/mailTabs/MailTabsProvider.tsx'
import { useTabTitle } from './useTabTitle.ts'
import { StillTabList } from '../../common/mailTabs/StillTabList.tsx'

// Fetched the first time a tab asks before closing.
const CloseTabDialog = lazy(() =>
  import('./CloseTabDialog.tsx').then((module) => ({ default: module.CloseTabDialog })),
)

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingInline: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  list: { flexWrap: 'nowrap', overflowX: 'auto', minWidth: 0, flexShrink: 1 },
  item: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  close: { minWidth: 'auto' },
  closeAll: { flexShrink: 0, marginInlineStart: 'auto' },
})

const ICONS: Record<MailTab['kind'], ReactElement> = {
  list: <FolderRegular />,
  read: <MailRegular />,
  search: <SearchRegular />,
  compose: <EditRegular />,
  review: <ShieldCheckmarkRegular />,
}

/** Ids that tie each tab to its panel (tab keys hold characters ids should not). */
export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`
export const panelId = (prefix: string, index: number) => `${prefix}-panel-${index}`

export function MailTabStrip({ idPrefix, listTitle }: { idPrefix: string; listTitle: string }) {
  const styles = useStyles()
  const { t } = useLingui()
  const { tabs, activeKey, activate, close, closeAll } = useMailTabs()
  const actor = useMailTabsActor()
  const prompt = useSelector(actor, selectClosePrompt)
  const titleOf = useTabTitle(listTitle)
  // The last tab asked about: the dialog stays mounted (closed) once it has been needed.
  const [asked, setAsked] = useState<MailTab | null>(null)
  if (prompt && prompt !== asked) setAsked(prompt)

  const onKeyDown = (tab: MailTab) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' && tab.kind !== 'list') {
      event.preventDefault()
      close(tab.key)
    }
  }

  return (
    <div className={styles.strip}>
      <StillTabList
        className={styles.list}
        size="small"
        selectedValue={activeKey}
        onTabSelect={(_, data) => activate(String(data.value))}
        aria-label={t`邮件标签页`}
      >
        {tabs.map((tab, index) => {
          const title = titleOf(tab)
          return (
            <div key={tab.key} className={styles.item} role="presentation">
              <Tab
                value={tab.key}
                id={tabId(idPrefix, index)}
                aria-controls={panelId(idPrefix, index)}
                icon={ICONS[tab.kind]}
                title={title}
                onKeyDown={onKeyDown(tab)}
                aria-keyshortcuts={tab.kind !== 'list' ? 'Delete' : undefined}
              >
                {truncateTabTitle(title)}
              </Tab>
              {/* A tablist may own only tabs (axe aria-required-children): the cross is for the
                  mouse; keyboard and screen-reader users close the focused tab with Delete, which
                  the tab announces (decision 313). */}
              {tab.kind !== 'list' && (
                <Button
                  aria-hidden
                  tabIndex={-1}
                  className={mergeClasses(styles.close)}
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t`关闭 ${title}`}
                  title={t`关闭 ${title}`}
                  onClick={() => close(tab.key)}
                />
              )}
            </div>
          )
        })}
      </StillTabList>
      {tabs.length > 1 && (
        <Button className={styles.closeAll} size="small" appearance="subtle" onClick={closeAll}>
          {t`全部关闭`}
        </Button>
      )}
      {asked && (
        <Suspense fallback={null}>
          <CloseTabDialog
            open={prompt !== null}
            tab={asked}
            title={titleOf(asked)}
            onConfirm={() => actor.send({ type: 'close.confirm' })}
            onCancel={() => actor.send({ type: 'close.cancel' })}
          />
        </Suspense>
      )}
    </div>
  )
}
