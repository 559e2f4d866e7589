import type { MailTab } from '../../domain/mail/mailTabs.ts'

/** What the tab strip hands a reader tab: its tab (folder, uid, title, list cursor). */
export interface ReaderTabProps {
  tab: Extract<MailTab, { kind: 'read' }>
}
