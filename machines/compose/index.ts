export { composeMachine } from './compose.machine.ts'
export {
  checkSms,
  clearLocalDraft,
  loadComposeParams,
  loadSignatures,
  loadSource,
  persistLocalDraft,
  saveDraft,
  saveSmsContacts,
  sendMail,
} from './compose.actors.ts'
export {
  applyEdit,
  bodyHasContent,
  failureMessage,
  payloadOf,
  smsEmails,
  withSignature,
  withTemplate,
} from './compose.rules.ts'
export * from './compose.selectors.ts'
export * from './compose.types.ts'
