/**
 * The tab strip's list rules as pure functions over the machine's context, so the chart stays a
 * chart and each rule can be read (and tested) on its own.
 */
import { LIST_TAB_KEY } from '../../src/features/mailbox/tabs/mailTabs.types.ts'
import type { MailTab, MailTabsContext, OpenableTab } from './mail-tabs.types.ts'

export const LIST_TAB: MailTab = { kind: 'list', key: LIST_TAB_KEY }

export function initialContext(): MailTabsContext {
  return { tabs: [LIST_TAB], activeKey: LIST_TAB_KEY, recent: [], closing: [] }
}

export function findTab(context: MailTabsContext, key: string): MailTab | undefined {
  return context.tabs.find((tab) => tab.key === key)
}

export function needsCloseConfirm(tab: MailTab | undefined): boolean {
  return (tab?.kind === 'compose' || tab?.kind === 'read') && tab.needsCloseConfirm === true
}

function touch(recent: readonly string[], key: string): string[] {
  return key === LIST_TAB_KEY ? [...recent] : [key, ...recent.filter((k) => k !== key)]
}

/** Shows `key` (which must exist) and remembers it as the most recent. */
export function activate(context: MailTabsContext, key: string): Partial<MailTabsContext> {
  if (!findTab(context, key)) return {}
  return { activeKey: key, recent: touch(context.recent, key) }
}

/**
 * A tab with this key already open is reused: shown again, and a reader takes the list position
 * it was opened from this time; a compose tab keeps what the user typed. Otherwise the new tab
 * joins the end of the strip.
 */
export function open(context: MailTabsContext, tab: OpenableTab): Partial<MailTabsContext> {
  const existing = findTab(context, tab.key)
  const tabs = existing
    ? context.tabs.map((t) =>
        t.key === tab.key && t.kind === 'read' && tab.kind === 'read'
          ? { ...t, cursor: tab.cursor }
          : t,
      )
    : [...context.tabs, tab]
  return { tabs, activeKey: tab.key, recent: touch(context.recent, tab.key) }
}

/**
 * Previous / next in a reader: the tab `fromKey` now shows another mail, in place. When that mail
 * already has a tab of its own, the two merge: `fromKey` goes and the other tab is shown.
 */
export function replace(
  context: MailTabsContext,
  fromKey: string,
  tab: OpenableTab,
): Partial<MailTabsContext> {
  const from = findTab(context, fromKey)
  if (!from || from.kind === 'list') return open(context, tab)
  if (fromKey !== tab.key && findTab(context, tab.key)) return open(remove(context, fromKey), tab)
  const wasActive = context.activeKey === fromKey
  const tabs = context.tabs.map((t) => (t.key === fromKey ? tab : t))
  const recent = context.recent.map((k) => (k === fromKey ? tab.key : k))
  return wasActive
    ? { tabs, activeKey: tab.key, recent: touch(recent, tab.key) }
    : { tabs, recent, activeKey: context.activeKey }
}

/** Without the tab `key`; closing the shown tab shows its right neighbour, else its left. */
export function remove(context: MailTabsContext, key: string): MailTabsContext {
  const index = context.tabs.findIndex((tab) => tab.key === key)
  if (index <= 0) return context
  const tabs = context.tabs.filter((tab) => tab.key !== key)
  const activeKey =
    context.activeKey === key ? (tabs[index] ?? tabs[index - 1] ?? LIST_TAB).key : context.activeKey
  return {
    ...context,
    tabs,
    activeKey,
    recent: touch(
      context.recent.filter((k) => k !== key),
      activeKey,
    ),
    closing: context.closing.filter((k) => k !== key),
  }
}

export function retitle(context: MailTabsContext, key: string, title: string): MailTab[] {
  return context.tabs.map((tab) =>
    tab.key === key && tab.kind !== 'list' ? { ...tab, title } : tab,
  )
}

export function setCloseConfirm(context: MailTabsContext, key: string, needed: boolean): MailTab[] {
  return context.tabs.map((tab) =>
    tab.key === key && (tab.kind === 'read' || tab.kind === 'compose')
      ? { ...tab, needsCloseConfirm: needed }
      : tab,
  )
}

/**
 * Close-all: every tab that may go without asking goes now; the ones that ask wait in strip order.
 * The folder list stays, and is shown unless the shown tab is one that asks.
 */
export function closeAll(context: MailTabsContext): MailTabsContext {
  const asking = context.tabs.filter(needsCloseConfirm).map((tab) => tab.key)
  const tabs = context.tabs.filter((tab, index) => index === 0 || asking.includes(tab.key))
  const activeKey = asking.includes(context.activeKey) ? context.activeKey : LIST_TAB.key
  return {
    tabs,
    activeKey,
    recent: context.recent.filter((key) => asking.includes(key)),
    closing: asking,
  }
}
