/**
 * Short names for the contract's schemas, as the client returns them. openapi-fetch hands back
 * `Readable<T>` (write-only fields dropped, tuples widened to arrays), so these aliases apply the
 * same transform and match what `api().GET(...)` yields. Never edit schema.gen.ts by hand.
 */
import type { Readable } from 'openapi-typescript-helpers'
import type { components } from './schema.gen.ts'

type Schemas = components['schemas']
type Read<K extends keyof Schemas> = Readable<Schemas[K]>

export type LoginAfterInfo = Read<'LoginAfterInfo'>
export type UserInfo = Read<'UserInfo'>
export type SharedStatus = Read<'SharedStatus'>
export type SharedMailbox = Read<'SharedMailbox'>
export type LockState = Read<'LockState'>
export type PasswordRules = Read<'PasswordRules'>
export type WelcomeInfo = Read<'WelcomeInfo'>
export type LoginLog = Read<'LoginLog'>
export type Folder = Read<'Folder'>
export type MailListItem = Read<'MailListItem'>
export type MailView = Schemas['MailView']
export type LoginConfig = Read<'LoginConfig'>
export type UnseenCounts = Read<'UnseenCounts'>
export type Message = Read<'Message'>
export type MessageAttachment = Read<'Attachment'>
/** A mail attached to a mail, opened (getAttachedMessage). */
export type AttachedMessage = Read<'AttachedMessage'>
export type Tag = Read<'Tag'>
export type SearchResultItem = Read<'SearchResultItem'>
export type ReviewShow = Read<'ReviewShow'>
export type ReviewItem = Read<'ReviewItem'>
export type ReviewMail = Read<'ReviewMail'>
export type ReviewStatus = Schemas['ReviewStatus']
