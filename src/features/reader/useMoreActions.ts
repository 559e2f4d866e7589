/**
 * What each More-menu item and toolbar button does. Compose hand-offs go to the tab strip (the
 * compose issue takes them from there); actions that take the mail out of this folder close the
 * tab once the server agreed.
 */
import type { ViewMode } from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'
import type { MoreItemKey } from '../../domain/mail/moreMenu.ts'
import { relatedMailSearch, sameSubjectSearch } from '../../domain/mail/relatedSearch.ts'
import {
  deleteMessages,
  markNotSpam,
  realDeleteMessages,
  rejectMessages,
} from '../mail-actions/mailActions.ts'
import type { ComposeRequest, MailTabsApi } from '../../domain/mail/mailTabs.ts'
import { downloadMessage } from './readerActions.ts'

export interface MoreActionDeps {
  mail: Message
  folder: string
  tabKey: string
  ownAddress: string
  tabs: Pick<MailTabsApi, 'openCompose' | 'openSearch' | 'close'>
  setViewMode: (mode: ViewMode) => void
  editRemark: () => void
  /** Opens the contact form for the sender (add, or edit when already a contact). */
  addSenderToContacts: () => void
  /** Asks before a real delete; resolves true to go ahead. */
  confirmRealDelete: () => Promise<boolean>
}

type Pair = [string, string]
const pairs = (list: readonly (readonly string[])[], skip: string): Pair[] =>
  list
    .map((p): Pair => [p[0] ?? '', p[1] ?? ''])
    .filter(([address]) => address !== '' && address.toLowerCase() !== skip.toLowerCase())

export function messageInfoUrl(uid: number, folder: string, view: 1 | 2): string {
  return `/messageInfo/${uid}?${new URLSearchParams({ folder, view: String(view) }).toString()}`
}

export function useMoreActions(deps: MoreActionDeps) {
  const { mail, folder, tabKey, ownAddress, tabs } = deps
  const uid = mail.uid
  const compose = (mode: ComposeRequest['mode']) => tabs.openCompose({ mode, uid, folder })
  const closeOn = async (done: Promise<boolean>) => {
    if (await done) tabs.close(tabKey)
  }
  const openInfo = (view: 1 | 2) => {
    window.open(messageInfoUrl(uid, folder, view), '_blank', 'noopener')
  }
  const search = (params: ReturnType<typeof relatedMailSearch>) => {
    if (params) tabs.openSearch(params)
  }

  const run: Record<MoreItemKey, () => void | Promise<void>> = {
    sendAgain: () => compose('again'),
    forwardWithAttachments: () => compose('forwardAttach'),
    mailSameRecipients: () =>
      tabs.openCompose({
        mode: 'new',
        to: pairs(mail.to, ownAddress),
        cc: pairs(mail.cc, ownAddress),
      }),
    addSenderToContacts: () => deps.addSenderToContacts(),
    forward: () => compose('forward'),
    viewHeader: () => openInfo(1),
    realDelete: async () => {
      if (await deps.confirmRealDelete()) await closeOn(realDeleteMessages(folder, [uid]))
    },
    addRemark: () => deps.editRemark(),
    viewSource: () => openInfo(2),
    delete: () => closeOn(deleteMessages(folder, [uid])),
    download: async () => {
      await downloadMessage(folder, uid, mail.subject)
    },
    notSpam: () => closeOn(markNotSpam(folder, [uid])),
    reject: () => closeOn(rejectMessages(folder, [uid])),
    relatedMail: () => search(relatedMailSearch(mail.mfrom[0] ?? '')),
    sameSubject: () => search(sameSubjectSearch(mail.subject)),
    readAsText: () => deps.setViewMode('text'),
    readAsHtml: () => deps.setViewMode('html'),
  }

  return {
    run: (key: MoreItemKey) => void run[key](),
    reply: () => compose('reply'),
    replyAll: () => compose('replyAll'),
    forward: () => compose('forward'),
    remove: () => void closeOn(deleteMessages(folder, [uid])),
  }
}
