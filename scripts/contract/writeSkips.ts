/**
 * The mutations `--write` does not send, each with the reason the table prints. Together with
 * the sequences (sequences.ts) they name every non-GET operation of openapi.yaml: the kit
 * reports one it finds in neither (tests/contract/mockServer/contractWrite.test.ts checks none).
 */

const ACCOUNT_SETTING = 'an account-wide setting, not a scratch object: left as it is'
const SECURITY = "changes the account's sign-in security"
const SENDS_SMS = 'sends an SMS to a real phone'
// Where the fake backend answers 501, a sequence could not be proven in npm test; one is
// written when the fake backend implements the family.
const UNPROVEN = 'no sequence yet: the fake backend does not implement it, so none could be proven'

export const WRITE_SKIPS: Readonly<Record<string, string>> = {
  login: 'sent by the kit itself to log in with --user; not checked as a row of its own',
  verifyCaptcha: 'sent by the kit itself when the log-in asks for a captcha',
  changePassword: 'would change the password',
  resetPasswordBySecret: 'would reset the password',
  register: 'would create an account',
  requestAccountCancel: 'would ask to close the account',
  sendFeedback: 'sends a message to the operators',
  twofactorLogin: 'needs a one-time code from the account owner',
  sendTwofactorLoginSms: SENDS_SMS,
  sendTwofactorSmsCode: SENDS_SMS,
  bindTwofactorSms: SECURITY,
  unbindTwofactorSms: SECURITY,
  setupTotp: SECURITY,
  bindTotp: SECURITY,
  unbindTotp: SECURITY,
  clearTotpBinding: SECURITY,
  createWechatBindQr: SECURITY,
  unbindWechat: SECURITY,
  clearUserLock: "administrators only: clears another user's lock",
  decideReviews: "decides on other people's mail held for review",
  setInvitationStatus: 'answers a calendar invitation: its organiser would be told',
  sendReadReceipt: "sends a receipt to a mail's sender",
  rejectMessages: 'puts the sender on the block list (account-wide)',
  markNotSpam: 'puts the sender on the allow list (account-wide)',
  addSenderListEntry:
    'no sequence yet: the entry could only be removed by deleteSenderListEntries, which the fake backend does not implement',
  deleteSenderListEntries: UNPROVEN,
  uploadEditorImage: 'stores an image that no operation of the contract deletes',
  uploadAttachment: 'stores a file that no operation of the contract deletes',
  // uploadChunk and finishUpload are sent by the "eml import" sequence (an .eml into INBOX).
  uploadAvatar: "replaces the account's picture",
  verifySmtpRelay: 'connects to an outside SMTP server',
  updateAutoForward: ACCOUNT_SETTING,
  updateAutoReply: ACCOUNT_SETTING,
  setClientAuthCode: ACCOUNT_SETTING,
  updateParamSettings: ACCOUNT_SETTING,
  updateProfile: ACCOUNT_SETTING,
  setSkin: ACCOUNT_SETTING,
  updateSmsSettings: ACCOUNT_SETTING,
  updateSmtpRelay: ACCOUNT_SETTING,
  setSecurityQuestions: ACCOUNT_SETTING,
  answerInvitation: 'answers a calendar invitation: its organiser would be told',
  createFilter: UNPROVEN,
  updateFilter: UNPROVEN,
  deleteFilter: UNPROVEN,
  activateMailboxMove: 'fetches mail from another server into the mailbox',
  createPersonalFolder: UNPROVEN,
  renamePersonalItem: UNPROVEN,
  movePersonalItems: UNPROVEN,
  deletePersonalItems: UNPROVEN,
  openFileShare: UNPROVEN,
  createCompanyFolder: 'changes the company disk, which all colleagues share',
  deleteCompanyItems: 'changes the company disk, which all colleagues share',
  renameCompanyItem: 'changes the company disk, which all colleagues share',
  moveCompanyItems: 'changes the company disk, which all colleagues share',
  createCompanyPermission: 'changes who may use the company disk',
  deleteCompanyPermission: 'changes who may use the company disk',
  deleteTransitFiles: UNPROVEN,
  createFileShare: UNPROVEN,
  cancelFileShare: UNPROVEN,
  createMailboxShare: 'gives another person access to the mailbox',
  updateMailboxShare: 'changes what another person may do in the mailbox',
  deleteMailboxShare: "takes another person's access away",
}
