export { quickReplyMachine } from './quick-reply.machine.ts'
export { sendQuickReply } from './quick-reply.actors.ts'
export * from './quick-reply.selectors.ts'
export type * from './quick-reply.types.ts'
