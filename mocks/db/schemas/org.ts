import { z } from 'zod'

export const departmentSchema = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  order: z.number(),
})
export type DepartmentRecord = z.infer<typeof departmentSchema>

export const userSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** The password in clear: this is a fake server, and tests need to know it. */
  password: z.string(),
  realname: z.string(),
  english_name: z.string(),
  job_number: z.string(),
  department_id: z.number(),
  position: z.string(),
  gender: z.enum(['male', 'female', 'unknown']),
  imgurl: z.string(),
  mobile: z.string(),
  phone: z.string(),
  homepage: z.string(),
  language: z.enum(['zh-hans', 'zh-tw', 'en']),
  is_admin: z.boolean(),
  is_reviewer: z.boolean(),
  is_shared_mailbox: z.boolean(),
  is_active: z.boolean(),
  /**
   * A self-registered account (R-LOGIN-4): `pending` cannot sign in until
   * `mockControl.decideRegistration` approves it. Absent for seeded accounts.
   */
  registration: z.enum(['pending', 'approved', 'rejected']).optional(),
})
export type UserRecord = z.infer<typeof userSchema>

export const contactSchema = z.object({
  owner: z.string(),
  contact_id: z.number(),
  email: z.string(),
  fullname: z.string(),
  mobile: z.string(),
  birthday: z.string(),
  groups_selected: z.array(z.number()),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  work_number: z.string(),
  extension: z.string(),
  group_number: z.string(),
  home_phone: z.string(),
  work_address: z.string(),
  home_address: z.string(),
  homepage: z.string(),
  im_qq: z.string(),
  im_msn: z.string(),
  gender: z.string(),
  fax: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  zip: z.string(),
  remark: z.string(),
})
export type ContactRecord = z.infer<typeof contactSchema>

export const contactGroupSchema = z.object({
  owner: z.string(),
  id: z.number(),
  groupname: z.string(),
})
export type ContactGroupRecord = z.infer<typeof contactGroupSchema>

/**
 * Company (cab) categories and shared-organisation (soab) departments: one tree per book (and per
 * shared domain), told apart by book. `pid` 0 = a top node.
 */
export const publicCategorySchema = z.object({
  id: z.number(),
  book: z.enum(['cab', 'soab']),
  /** The shared organisation's domain id (LoginAfterInfo.soab_domain_cid); 0 for cab. */
  domain_cid: z.number(),
  pid: z.number(),
  name: z.string(),
  order: z.number(),
})
export type PublicCategoryRecord = z.infer<typeof publicCategorySchema>

/** Company (cab) and shared-organisation (soab) address books: one collection, told apart by book. */
export const publicContactSchema = z.object({
  id: z.number(),
  book: z.enum(['cab', 'soab']),
  /** Its category (cab) or department (soab) in publicCategories. */
  category_id: z.number(),
  domain_cid: z.number(),
  domain: z.string(),
  email: z.string(),
  fullname: z.string(),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  mobile: z.string(),
})
export type PublicContactRecord = z.infer<typeof publicContactSchema>

export const mailingListSchema = z.object({
  id: z.number(),
  address: z.string(),
  listname: z.string(),
  listtype: z.enum(['department', 'custom', 'all']),
  members: z.array(z.string()),
})
export type MailingListRecord = z.infer<typeof mailingListSchema>

/** A shared mailbox `owner` opened to `grantee`, with one of the four share permissions. */
export const sharedMailboxSchema = z.object({
  share_id: z.number(),
  owner: z.string(),
  grantee: z.string(),
  permission: z.enum(['read', 'write', 'send', 'all']),
})
export type SharedMailboxRecord = z.infer<typeof sharedMailboxSchema>
