/** What the tab strip asks of the mail-tabs machine. */
import type { SnapshotFrom } from 'xstate'
import type { mailTabsMachine } from './mail-tabs.machine.ts'
import type { MailTab } from './mail-tabs.types.ts'

export type MailTabsSnapshot = SnapshotFrom<typeof mailTabsMachine>

export const selectTabs = (s: MailTabsSnapshot): MailTab[] => s.context.tabs
export const selectActiveKey = (s: MailTabsSnapshot): string => s.context.activeKey

/**
 * R-COMPOSE-9, C-TIME-10: the compose button is disabled for 1500 ms after a click. True while
 * a new mail (mode 'new', from the button, a deep link or a contact) was opened less than
 * COMPOSE_BUTTON_COOLDOWN_MS ago: the machine forgets `lastCompose` when that delay expires.
 */
export const selectComposeCoolingDown = (s: MailTabsSnapshot): boolean =>
  s.context.lastCompose?.request.mode === 'new'

/** The tab whose closing waits for the user's answer, while the question is open. */
export const selectClosePrompt = (s: MailTabsSnapshot): MailTab | null =>
  s.hasTag('asking')
    ? (s.context.tabs.find((tab) => tab.key === s.context.closing[0]) ?? null)
    : null

/**
 * The tabs to keep mounted: the folder list, the shown tab and the `limit` most recently shown
 * others. Tabs beyond that remount (and reload) when shown again.
 */
export function selectMountedKeys(s: MailTabsSnapshot, limit: number): ReadonlySet<string> {
  const [list] = s.context.tabs
  return new Set([
    ...(list ? [list.key] : []),
    s.context.activeKey,
    ...s.context.recent.slice(0, limit),
  ])
}
