/**
 * The panel beside the compose editor (R-COMPOSE-3: side panel tabs contacts,
 * stationery, templates). The contacts tab shows what the compose screen is given for it and is
 * left out when it is given nothing. The panel folds away to a button; a tab's content stays
 * mounted once shown, so a template list keeps its pages while the user looks elsewhere.
 */
import { Button, mergeClasses, Tab, TabList, Tooltip, useId } from '@fluentui/react-components'
import { PanelRightContractRegular, PanelRightExpandRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { ComposeStationery, ComposeTemplate } from '../../domain/compose/index.ts'
import { StationeryPicker } from './StationeryPicker.tsx'
import { TemplateList } from './TemplateList.tsx'
import { useComposeSidePanelStyles } from './useComposeSidePanelStyles.styles.ts'
import { isNarrowWindow, useIsNarrow } from '../../app/layout/narrow.ts'

type PanelTab = 'contacts' | 'stationery' | 'templates'

export interface ComposeSidePanelProps {
  /** The contacts tab's content (built elsewhere); without it there is no contacts tab. */
  contacts?: ReactNode
  stationery: ComposeStationery | null
  /** Stationery is for rich text only. */
  isHtml: boolean
  disabled: boolean
  onStationery: (stationery: ComposeStationery | null) => void
  onTemplate: (template: ComposeTemplate) => void
}

export function ComposeSidePanel({
  contacts,
  stationery,
  isHtml,
  disabled,
  onStationery,
  onTemplate,
}: ComposeSidePanelProps) {
  const styles = useComposeSidePanelStyles()
  const { t } = useLingui()
  const id = useId('compose-side-')
  const hasContacts = contacts !== undefined && contacts !== null
  const tabs: { value: PanelTab; label: string }[] = [
    ...(hasContacts ? [{ value: 'contacts' as const, label: t`通讯录` }] : []),
    { value: 'stationery', label: t`信纸` },
    { value: 'templates', label: t`模板` },
  ]
  const [chosen, setChosen] = useState<PanelTab>(hasContacts ? 'contacts' : 'stationery')
  const selected = tabs.some((tab) => tab.value === chosen) ? chosen : 'stationery'
  const [shown, setShown] = useState<ReadonlySet<PanelTab>>(() => new Set([selected]))
  // A phone starts with it folded; opened, it is a full-screen sheet over compose (#321).
  const narrow = useIsNarrow()
  const [open, setOpen] = useState(() => !isNarrowWindow())
  const sheet = narrow && open
  const select = (tab: PanelTab) => {
    setChosen(tab)
    setShown((before) => new Set(before).add(tab))
  }
  const toggleLabel = open ? t`收起侧栏` : t`展开侧栏`

  const content: Record<PanelTab, () => ReactNode> = {
    contacts: () => contacts,
    stationery: () =>
      isHtml ? (
        <StationeryPicker chosen={stationery} disabled={disabled} onChoose={onStationery} />
      ) : (
        <p className={styles.hint}>{t`纯文本邮件不能使用信纸。`}</p>
      ),
    templates: () => <TemplateList disabled={disabled} onChoose={onTemplate} />,
  }

  return (
    <aside
      className={mergeClasses(styles.root, !open && styles.collapsed, sheet && styles.sheet)}
      aria-label={t`写信辅助面板`}
    >
      <div className={mergeClasses(styles.header, !open && styles.headerCollapsed)}>
        {open && (
          <TabList
            className={styles.tabs}
            size="small"
            selectedValue={selected}
            onTabSelect={(_, data) => select(data.value as PanelTab)}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.value}
                value={tab.value}
                className={styles.tab}
                id={`${id}-tab-${tab.value}`}
                aria-controls={`${id}-panel-${tab.value}`}
              >
                {tab.label}
              </Tab>
            ))}
          </TabList>
        )}
        <Tooltip content={toggleLabel} relationship="label">
          <Button
            appearance="subtle"
            size={narrow ? 'medium' : 'small'}
            className={styles.toggle}
            icon={open ? <PanelRightContractRegular /> : <PanelRightExpandRegular />}
            aria-expanded={open}
            aria-controls={`${id}-panels`}
            onClick={() => setOpen(!open)}
          />
        </Tooltip>
      </div>
      <div id={`${id}-panels`} hidden={!open}>
        {tabs.map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            hidden={tab.value !== selected}
            className={mergeClasses(styles.panel, sheet && styles.sheetPanel)}
          >
            {(shown.has(tab.value) || tab.value === selected) && content[tab.value]()}
          </div>
        ))}
      </div>
    </aside>
  )
}
