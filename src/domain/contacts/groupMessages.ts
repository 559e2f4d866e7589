/**
 * The words of the contacts rules (src/domain/contacts), as descriptors so a message re-renders
 * in a newly chosen language. The spec gives the rule (group name required, 1 to 50) but no
 * wording: these follow the folder name's (decisions.md #198).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { GroupNameError } from './groupName.ts'

export const CONTACT_GROUP_MESSAGES: Record<GroupNameError, MessageDescriptor> = {
  groupNameRequired: msg({
    message: '请输入分组名称',
    comment: "English: 'Please enter a group name'",
  }),
  groupNameTooLong: msg({
    message: '分组名称长度为 1 到 50 个字符',
    comment: "English: 'The group name must be 1 to 50 characters'",
  }),
}
