export { composeMachine } from './compose.machine.ts'
export {
  checkSms,
  clearLocalDraft,
  loadSource,
  persistLocalDraft,
  saveDraft,
  saveSmsContacts,
  sendMail,
} from './compose.actors.ts'
export { applyEdit, failureMessage, payloadOf, smsEmails } from './compose.rules.ts'
export * from './compose.selectors.ts'
export * from './compose.types.ts'
