/**
 * Expiry choices of a share link (decisions.md #250): the spec lists choices only for online
 * attachments, so these follow the cloud disks users know (Baidu / Aliyun): 1, 7 and 30 days,
 * a year, or never (0, the contract's "never expires").
 */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 365, 0] as const
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number]
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 7

/** Page size of "my shares" (the contract's default, one of §9's sizes). */
export const MY_SHARES_PAGE_SIZE = 10
