import type { HttpHandler } from 'msw'
import { type Operation, operations } from '../openapi/operations.ts'
import { composeParamsHandlers } from './composeParams.ts'
import { coreHandlers } from './core.ts'
import { appCenterHandlers } from './appCenter.ts'
import { clientAuthHandlers } from './clientAuth.ts'
import { notImplementedHandlers } from './fallback.ts'
import { attachedMailHandlers } from './attachedMail.ts'
import { calendarHandlers } from './calendar.ts'
import { calendarEventHandlers } from './calendarEvents.ts'
import { calendarInvitationHandlers } from './calendarInvitations.ts'
import { attachmentHandlers } from './attachments.ts'
import { attachmentUploadHandlers } from './attachmentUpload.ts'
import { accountCancelHandlers } from './accountCancel.ts'
import { addressBookHandlers } from './addressBooks.ts'
import { contactGroupHandlers } from './contactGroups.ts'
import { contactListHandlers } from './contactLists.ts'
import { contactHandlers } from './contacts.ts'
import { contactTransferHandlers } from './contactTransfer.ts'
import { folderEditHandlers, folderHandlers } from './folders.ts'
import { guardHandler } from './guard.ts'
import { lockHandlers } from './locks.ts'
import { loginHandlers } from './login.ts'
import { mailActionHandlers } from './mailActions.ts'
import { mailHandlers } from './mail.ts'
import { netdiskHandlers } from './netdisk.ts'
import { fileShareHandlers } from './fileShares.ts'
import { netdiskCompanyHandlers } from './netdiskCompany.ts'
import { netdiskCompanyEditHandlers } from './netdiskCompanyEdit.ts'
import { netdiskEditHandlers } from './netdiskEdit.ts'
import { registerHandlers } from './register.ts'
import { reviewHandlers } from './review.ts'
import { secretResetHandlers } from './secretReset.ts'
import { searchHandlers } from './search.ts'
import { selfQueryHandlers } from './selfQuery.ts'
import { sendHandlers } from './send.ts'
import { burnViewHandler, outboxSweepHandler, sendStatusHandlers } from './sendStatus.ts'
import { senderListHandlers } from './senderlist.ts'
import { filterHandlers } from './filters.ts'
import { settingsHandlers } from './settings.ts'
import { paramHandlers } from './param.ts'
import { autoSettingsHandlers } from './autoSettings.ts'
import { profileHandlers } from './profile.ts'
import { skinHandlers } from './skin.ts'
import { smtpRelayHandlers } from './smtpRelay.ts'
import { mailboxMoveHandlers } from './mailboxMove.ts'
import { settingsOtherHandlers } from './settingsOther.ts'
import { shareloginHandlers } from './sharelogin.ts'
import { shareuserHandlers } from './shareuser.ts'
import { signatureHandlers } from './signatures.ts'
import { tagHandlers } from './tags.ts'
import { templateHandlers } from './templates.ts'
import { transitHandlers } from './transit.ts'
import { twofactorHandlers } from './twofactor.ts'
import { uploadHandlers } from './upload.ts'
import { wechatHandlers } from './wechat.ts'

/** Add a family module here; its operations leave the 501 fallback automatically. */
const familyHandlers: HttpHandler[] = [
  ...coreHandlers,
  ...appCenterHandlers,
  ...lockHandlers,
  ...loginHandlers,
  ...registerHandlers,
  ...secretResetHandlers,
  ...twofactorHandlers,
  ...wechatHandlers,
  ...shareuserHandlers,
  ...shareloginHandlers,
  ...clientAuthHandlers,
  ...settingsHandlers,
  ...profileHandlers,
  ...paramHandlers,
  ...autoSettingsHandlers,
  ...smtpRelayHandlers,
  ...mailboxMoveHandlers,
  ...skinHandlers,
  ...settingsOtherHandlers,
  ...selfQueryHandlers,
  ...accountCancelHandlers,
  ...signatureHandlers,
  ...templateHandlers,
  ...composeParamsHandlers,
  ...folderHandlers,
  ...folderEditHandlers,
  ...tagHandlers,
  // Counts a burn mail's view before the reader's getMessage answers (passes through otherwise).
  burnViewHandler,
  ...mailHandlers,
  ...mailActionHandlers,
  ...searchHandlers,
  ...attachmentHandlers,
  ...attachmentUploadHandlers,
  ...attachedMailHandlers,
  ...contactTransferHandlers,
  ...contactHandlers,
  ...contactGroupHandlers,
  ...contactListHandlers,
  ...addressBookHandlers,
  ...senderListHandlers,
  ...filterHandlers,
  ...reviewHandlers,
  ...uploadHandlers,
  ...netdiskHandlers,
  ...fileShareHandlers,
  ...netdiskCompanyHandlers,
  ...netdiskCompanyEditHandlers,
  ...transitHandlers,
  ...netdiskEditHandlers,
  ...sendHandlers,
  ...sendStatusHandlers,
  ...calendarHandlers,
  ...calendarEventHandlers,
  ...calendarInvitationHandlers,
]

function operationOf(handler: HttpHandler): Operation {
  const { method, path } = handler.info
  const mswPath = String(path).replace(/^\*/, '')
  const op = operations.find(
    (o) => o.method === String(method).toLowerCase() && o.mswPath === mswPath,
  )
  if (!op)
    throw new Error(
      `Handler ${String(method)} ${String(path)} matches no operation of openapi.yaml`,
    )
  return op
}

/** Derived from the handlers themselves, so the list cannot drift from what is served. */
export const implementedOperationIds: ReadonlySet<string> = new Set(
  familyHandlers.map((h) => operationOf(h).operationId),
)

export const notImplementedOperations: readonly Operation[] = operations.filter(
  (op) => !implementedOperationIds.has(op.operationId),
)

/** Order matters: faults and tokens first, then real handlers, then the 501s (literal paths first). */
export const handlers: HttpHandler[] = [
  guardHandler,
  outboxSweepHandler,
  ...familyHandlers,
  ...notImplementedHandlers(notImplementedOperations),
]
