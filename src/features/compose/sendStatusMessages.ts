/**
 * Texts of the delivery-status panel (R-SEND send status, M-ERR
 * recall failure), as descriptors so a panel re-renders in a newly chosen language. Source
 * language zh-hans; the spec's English is in each comment for the translators.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DeliveryState, SendStatusErrorCode } from '../../../machines/send-status/index.ts'

export const DELIVERY_STATE_TEXT: Record<DeliveryState, MessageDescriptor> = {
  undeliver: msg({ message: '未投递', comment: "Delivery status. English: 'Not delivered'" }),
  review: msg({ message: '审核中', comment: "Delivery status. English: 'Under review'" }),
  sequester: msg({ message: '已隔离', comment: "Delivery status. English: 'Quarantined'" }),
  deliver: msg({ message: '已投递', comment: "Delivery status. English: 'Delivered'" }),
  readed: msg({ message: '已读', comment: "Delivery status. English: 'Read'" }),
  deliver_fail: msg({
    message: '投递失败',
    comment: "Delivery status. English: 'Delivery failed'",
  }),
  proxy: msg({ message: '代理投递', comment: "Delivery status. English: 'Delivered by proxy'" }),
}

export const SEND_STATUS_ERROR_TEXT: Record<SendStatusErrorCode, MessageDescriptor> = {
  loadFailed: msg({
    message: '无法获取投递状态，请刷新重试',
    comment: "English: 'The delivery status could not be loaded. Refresh to try again.'",
  }),
  recallFailed: msg({
    message: '邮件召回失败！',
    comment: "Recall failure (M-ERR-21, M-TEXT-15). English: 'Mail recall fails!'",
  }),
}

export const sendStatusText = {
  partialFailure: msg({
    message: '部分投递失败',
    comment: "Overall send status when any delivery failed. English: 'Partial failure'",
  }),
  allSent: msg({
    message: '发送成功',
    comment: "Overall send status when no delivery failed. English: 'Sent successfully'",
  }),
  recallAll: msg({ message: '召回邮件', comment: "Button. English: 'Recall'" }),
  recallRecipient: msg({
    message: '召回',
    comment: "Button on one recipient's row. English: 'Recall'",
  }),
  recalled: msg({ message: '已召回', comment: "Recall state of a row. English: 'Recalled'" }),
  refresh: msg({ message: '刷新', comment: "Button. English: 'Refresh'" }),
  show: msg({ message: '显示投递状态', comment: "Button. English: 'Show status'" }),
  hide: msg({ message: '隐藏投递状态', comment: "Button. English: 'Hide status'" }),
}

/** "Delivered: 3" style count line for one status. */
export function deliveryCountText(label: string, count: number): MessageDescriptor {
  return msg({
    message: `${label}：${count}`,
    comment: "A status and how many recipients have it. English: '{label}: {count}'",
  })
}
