/**
 * Types of the mailbox tab strip (R-MAILBOX, R-SEND-5): the folder list is
 * the first tab and never closes; reader, search, compose and review tabs open beside it, keyed so
 * that reopening the same mail or search reuses its tab. Unsent compose tabs and burn-after-reading
 * mail ask before they close; close-all asks for each of them and keeps the first tab.
 */
import type { ComposeRequest, MailTab } from '../../src/domain/mail/mailTabs.ts'

export type { ComposeRequest, MailTab }

/** Every tab but the folder list, which the machine owns from the start. */
export type OpenableTab = Exclude<MailTab, { kind: 'list' }>

export interface MailTabsContext {
  /** In strip order; `tabs[0]` is always the folder list. */
  tabs: MailTab[]
  activeKey: string
  /**
   * Keys of the other tabs, most recently shown first: the strip keeps only the first few of
   * them mounted, so a reader keeps its scroll and state while memory stays bounded.
   */
  recent: string[]
  /** Tabs waiting for the user to confirm their closing; the first one is being asked about. */
  closing: string[]
  /**
   * The last compose request and the tab it showed, for the compose button's 1500 ms: the same
   * request again within that time (a double click) shows that tab instead of opening another.
   */
  lastCompose: { key: string; request: ComposeRequest } | null
}

export type MailTabsEvent =
  | { type: 'tab.open'; tab: OpenableTab }
  | {
      type: 'tab.replace'
      /** The reader tab that moves on to another mail (previous / next). */
      fromKey: string
      tab: OpenableTab
    }
  | { type: 'tab.retitle'; key: string; title: string }
  | { type: 'tab.activate'; key: string }
  | { type: 'tab.setCloseConfirm'; key: string; needed: boolean }
  /** A compose tab's draft was saved as `draftId` (the Drafts uid). */
  | { type: 'tab.draftSaved'; key: string; draftId: number }
  | { type: 'tab.close'; key: string }
  | { type: 'tab.closeAll' }
  | { type: 'close.confirm' }
  | { type: 'close.cancel' }
  // Raised by the machine itself (delayed); never send it.
  | { type: 'composeRepeat.expired' }
